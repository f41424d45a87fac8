// Character classification properties.
let chars: [Character] = ["a", "Z", "5", " ", "!", "é", "٣", "\n"]
for c in chars {
    print(String(reflecting: c), c.isLetter, c.isNumber, c.isWhitespace, c.isUppercase, c.isPunctuation)
}
print(Character("7").wholeNumberValue as Any)
print(Character("٣").wholeNumberValue as Any)
print(Character("A").asciiValue as Any, Character("é").asciiValue as Any)
print(Character("f").hexDigitValue as Any)

