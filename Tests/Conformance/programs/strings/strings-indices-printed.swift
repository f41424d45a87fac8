import Foundation

// String indices print as Swift shows them: an offset in code units and how it was found.
let word = "héllo wörld"
print(word.startIndex, word.endIndex, word.index(after: word.startIndex))
print(word.index(word.startIndex, offsetBy: 2), word.index(before: word.endIndex))
print(word.firstIndex(of: "ö")!, word.lastIndex(of: "l")!, word.firstIndex(where: { $0 == " " })!)
print(word.range(of: "wö")!, word.split(separator: " ").map(\.startIndex))
let tail = word.dropFirst(3)
print(tail.startIndex, tail.endIndex, [tail.firstIndex(of: "w")!])
debugPrint(word.startIndex)
print("\(word.startIndex..<word.endIndex)")
