// Reversing strings and working with their characters.
let word = "stressed"
print(String(word.reversed()))
print(word.reversed().map { $0 })
let palindromes = ["level", "swift", "racecar", "A man"]
for p in palindromes {
    let chars = p.lowercased().filter { $0.isLetter }
    print(p, chars == String(chars.reversed()))
}
print(Array("abc"), Set("aab").count)
print("hello".filter { $0 != "l" })
print("hello".map { $0.uppercased() }.joined())

