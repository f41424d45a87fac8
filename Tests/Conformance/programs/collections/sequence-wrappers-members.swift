// enumerated(), reversed() and unicodeScalars have Sequence's and Collection's members.
let letters = ["a", "b", "c", "d"]
print(letters.enumerated().map { "\($0.offset)=\($0.element)" })
print(letters.enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
letters.enumerated().forEach { offset, element in print(offset, element) }
print(letters.reversed().map { $0.uppercased() })
print(letters.reversed().first as Any, letters.reversed().count)
print(letters.reversed().contains("b"), letters.reversed().joined(separator: "+"))
let text = "héllo"
print(text.unicodeScalars.count, text.utf8.count)
print(text.unicodeScalars.map { $0.value })
print(text.unicodeScalars.filter { $0.isASCII }.count)
for scalar in "a1".unicodeScalars {
    print(scalar, scalar.value, scalar.properties.isAlphabetic)
}
