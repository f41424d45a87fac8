let chars: [Character] = ["a", "Z", "5", " ", "é", "!", "\n", "٣", "½", "ß"]
for c in chars {
  print(c.isLetter, c.isNumber, c.isUppercase, c.isLowercase, c.isWhitespace, c.isPunctuation, c.asciiValue as Any, c.wholeNumberValue as Any, c.isASCII)
}
print(Character("a").uppercased(), Character("ß").uppercased())
print(Character("7").isHexDigit, Character("f").hexDigitValue!, Character("g").hexDigitValue as Any)
print(Character("A") < Character("a"))
let scalar = Character("A").unicodeScalars.first!
print(scalar.value, scalar)
print(Character(UnicodeScalar(98)))
print(String(UnicodeScalar(UInt8(67))))
if let u = UnicodeScalar(0x1F600) { print(u, u.value) }
print("é".unicodeScalars.count, "e\u{301}".count, "e\u{301}" == "é")
print("🇺🇸".count, "🇺🇸".unicodeScalars.count, "🇺🇸".utf8.count)
print("👨‍👩‍👧".count, "👨‍👩‍👧".utf16.count)
print(Array("héllo".utf8))
print("abc".unicodeScalars.map { $0.value })
let shifted = String("abc".unicodeScalars.map { Character(UnicodeScalar($0.value + 1)!) })
print(shifted)
print(Character("x").isSymbol, Character("+").isMathSymbol, Character("$").isCurrencySymbol)
print("Hello World".filter { $0.isUppercase })
print("a1b2c3".compactMap { $0.wholeNumberValue }.reduce(0, +))
