// Case conversion and comparison.
let a = "Apple"
let b = "apple"
print(a == b, a.lowercased() == b)
print(a < b, "Z" < "a", "a" < "b")
print(a.uppercased(), b.uppercased())
print(["pear", "Peach", "apple", "Banana"].sorted())
print("straße".uppercased())
print("ǅ".lowercased(), "ǅ".uppercased())

