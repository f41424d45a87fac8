// Parts of the library's sequences keep Swift's types: a Range's prefix and dropLast are
// Ranges; the elements of a Set's, a Dictionary's, an enumerated or zipped sequence's parts
// read, iterate and map as Swift's Slices and prefix sequences do.
print((1..<5).dropLast(), (0..<10).prefix(3), (0..<10).suffix(2), (3..<6).dropFirst(), (2..<4).prefix(0))
let pairs = [10, 20, 30].enumerated().dropFirst()
for (i, v) in pairs { print(i, v) }
print(Array(zip([1, 2, 3], ["a", "b", "c"]).prefix(2)).map { "\($0)\($1)" })
print(Set([7]).prefix(1).map { $0 * 2 }, ["k": 1].prefix(1).map(\.key), (1...5).suffix(2).reduce(0, +))
print(Array(stride(from: 0, to: 10, by: 2).dropFirst(2)), (1...4).dropLast().count)
