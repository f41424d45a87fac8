// The same text counted as characters, UTF-8 bytes and UTF-16 units.
let samples = ["abc", "é", "日本", "🇳🇴", "👨‍👩‍👧", ""]
for s in samples {
    print(s, s.count, s.utf8.count, s.utf16.count, s.unicodeScalars.count)
}
print(Array("hé".utf8))
print(Array("hé".utf16))
print("hello".isEmpty, "".isEmpty)

