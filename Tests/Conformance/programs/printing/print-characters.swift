// Characters print plainly, and quoted in collections.
let c: Character = "A"
let emoji: Character = "🙂"
print(c)
print(emoji)
print(String(reflecting: c))
print([c, emoji])
print(Array("abc"))
print("xyz".first!)
print(String(describing: c), c.isUppercase)
let chars: [Character] = ["q", "\n"]
print(chars)

