import Foundation

// replacingCharacters(in:with:) takes any range expression of indices.
let word = "swift"
let second = word.index(after: word.startIndex)
print(word.replacingCharacters(in: word.startIndex...word.startIndex, with: "S"))
print(word.replacingCharacters(in: second..., with: "WIFT"))
print(word.replacingCharacters(in: ..<second, with: "Sw"))
print(word.replacingCharacters(in: ...second, with: "SW"))
print(word.replacingCharacters(in: word.range(of: "if")!, with: "IF"))
print(word.replacingCharacters(in: word.startIndex..<word.endIndex, with: "done"))
