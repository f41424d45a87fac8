// A part of a reversed collection (prefix, suffix, dropFirst, dropLast) is a Slice of it: its
// elements read, iterated and made into arrays and strings as Swift's do.
print(Array("abc".reversed().prefix(2)), String("abc".reversed().prefix(2)), [1,2,3].reversed().dropFirst().map { $0 * 2 })
print("abcd".reversed().suffix(2).count, [1,2,3].reversed().prefix(2).first!, Array([4,5].reversed().dropLast()))
for c in "xyz".reversed().prefix(2) { print(c) }
