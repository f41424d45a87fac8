// Searching and slicing a string by a predicate on its characters.
let line = "  indent: 42 spaces  "
let firstDigit = line.firstIndex(where: { $0.isNumber })
print(firstDigit.map { line.distance(from: line.startIndex, to: $0) } as Any)
let lastLetter = line.lastIndex(where: { $0.isLetter })
print(lastLetter.map { line[$0] } as Any)
print(line.firstIndex(where: { $0 == "#" }) == nil)
print("[\(line.drop(while: { $0 == " " }))]")
print("[\(line.prefix(while: { $0 == " " }))]")
let word = "swift"
print(word.prefix(while: { $0 != "f" }), word.drop(while: { $0 != "f" }))
print("a1b22c333".split(whereSeparator: { $0.isNumber }))
print("a1b22c333".split(maxSplits: 1, whereSeparator: { $0.isNumber }))
print("x--y".split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" }))
