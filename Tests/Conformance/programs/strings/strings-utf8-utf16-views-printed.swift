import Foundation

// A string's UTF-8 and UTF-16 views print as its text and are collections of code units.
let word = "Héllo"
print(word.utf8, word.utf16, "\(word.utf8)|", word.utf8.description)
debugPrint(word.utf8, word.utf16)
print([word.utf8])
print(type(of: word.utf8), type(of: word.utf16), type(of: Array(word.utf8)), type(of: word.utf8.first))
print(word.utf8.count, word.utf16.count, Array(word.utf8), [UInt8](word.utf8), Array(word.utf16))
print(word.utf8.first!, word.utf8.last!, word.utf8.filter { $0 < 128 }.count, word.utf8.max()!)
for byte in word.utf8 where byte > 127 { print("byte", byte, String(byte, radix: 16)) }
print(word.utf8.contains(72), word.utf16.contains(233), word.utf8.elementsEqual([72, 195, 169, 108, 108, 111]))
print(Array(word.utf8.prefix(3)), Array(word.utf8.reversed()), word.utf8.reduce(0) { $0 + Int($1) })
print(String(decoding: word.utf8, as: UTF8.self), String(data: Data(word.utf8), encoding: .utf8)!)
