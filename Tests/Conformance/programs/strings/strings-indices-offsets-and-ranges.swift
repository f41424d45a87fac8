import Foundation
let text = "Hello, Swift!"
let i = text.index(text.startIndex, offsetBy: 7)
print(text[i])
print(text[i...])
print(text[..<i])
let j = text.index(i, offsetBy: 4)
print(text[i..<j], text[i...j])
if let comma = text.firstIndex(of: ",") {
  print(text[..<comma])
  print(text.distance(from: text.startIndex, to: comma))
}
if let last = text.lastIndex(of: "S") { print(text[last...]) }
print(text.first!, text.last!)
print(text.prefix(5), text.suffix(6))
print(text.dropFirst(7), text.dropLast(1))
print(String(text.reversed()))
print(text.reversed().map { String($0) }.joined())
let idx = text.index(text.endIndex, offsetBy: -1)
print(text[idx])
print(text.index(text.startIndex, offsetBy: 3, limitedBy: text.endIndex) != nil)
print(text.index(text.startIndex, offsetBy: 30, limitedBy: text.endIndex) == nil)
var chars = Array(text)
chars.swapAt(0, 1)
print(String(chars))
print(text.firstIndex(where: { $0.isUppercase }).map { text.distance(from: text.startIndex, to: $0) } ?? -1)
let sub = text[text.index(after: text.startIndex)...]
print(sub, type(of: sub), sub.startIndex == text.index(after: text.startIndex))
print(text.count, text.isEmpty, "".isEmpty)
for (n, c) in "abc".enumerated() { print(n, c, terminator: "; ") }
print()
print(text.indices.count)
let range = text.range(of: "Swift")!
print(text[range], text.distance(from: text.startIndex, to: range.lowerBound))
print(text.replacingCharacters(in: range, with: "World"))
