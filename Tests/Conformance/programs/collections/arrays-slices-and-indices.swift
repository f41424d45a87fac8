// Slices keep the original indices.
let letters = ["a", "b", "c", "d", "e", "f"]
let middle = letters[2...4]
print(middle)
print(middle.startIndex, middle.endIndex)
print(middle.first!, middle[3])
print(type(of: middle))
print(Array(middle).startIndex)
print(letters.prefix(2), letters.suffix(2))
print(letters.dropFirst(4), letters.dropLast(5))
print(letters[..<2], letters[4...])
print(letters.indices)

