// unicodeScalars, their values and properties.
let word = "Café👍"
for scalar in word.unicodeScalars {
    print(scalar, scalar.value)
}
print(word.unicodeScalars.count, word.count)
print(word.unicodeScalars.map { String($0.value, radix: 16) })
let combined = "e\u{301}"
print(combined, combined.count, combined.unicodeScalars.count)
print(combined == "é")
print("A".unicodeScalars.first!.properties.isUppercase)

