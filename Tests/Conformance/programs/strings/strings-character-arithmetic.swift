let word = "Zebra"
for ch in word {
  if let a = ch.asciiValue {
    let lower = ch.isUppercase ? a + 32 : a
    print(ch, a, Character(UnicodeScalar(lower)), ch.lowercased(), ch.isLetter)
  }
}
let digits = "4096"
print(digits.compactMap(\.wholeNumberValue), digits.compactMap { $0.wholeNumberValue }.reduce(0) { $0 * 10 + $1 })
let alphabet = (97...122).map { Character(UnicodeScalar(UInt8($0))) }
print(String(alphabet), alphabet.count)
let rot13 = String("Hello".map { c -> Character in
  guard let v = c.asciiValue else { return c }
  switch v {
  case 65...90: return Character(UnicodeScalar((v - 65 + 13) % 26 + 65))
  case 97...122: return Character(UnicodeScalar((v - 97 + 13) % 26 + 97))
  default: return c
  }
})
print(rot13)
print("A".unicodeScalars.first!.value + 1, UnicodeScalar(66) as Any)
let scalars = "héllo👍".unicodeScalars
print(scalars.count, scalars.map { $0.value }, scalars.filter { $0.isASCII }.count)
print(Character("é").isASCII, Character("👍").isLetter, "👍".count, "👍".utf8.count)
print(String(UnicodeScalar(0x41)!), Character("\u{41}"), "\u{1F600}".unicodeScalars.first!.value)
print(("a"..."z").contains("q"), Character("q") > Character("Q"))
