import Foundation

// With Foundation imported, contains(_:) of a string is Foundation's: it finds no empty string.
let word = "swift"
print(word.contains(""), "".contains(""), word.dropFirst().contains(""))
print(word.contains("if"), word.contains("IF"), word.contains(Character("w")))
print(word.hasPrefix(""), word.hasSuffix(""), word.range(of: "") as Any)
