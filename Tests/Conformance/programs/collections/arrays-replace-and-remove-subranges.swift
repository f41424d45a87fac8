// Replacing and removing subranges of arrays; lexicographic order; overlapping ranges.
var letters = ["a", "b", "c", "d", "e"]
letters.removeSubrange(1...2)
print(letters)
letters.replaceSubrange(1..<2, with: ["x", "y", "z"])
print(letters)
letters.replaceSubrange(0..<0, with: ["start"])
letters.removeSubrange(letters.count - 1..<letters.count)
print(letters, letters.count)
print(["a", "b"].lexicographicallyPrecedes(["a", "b", "c"]), [2].lexicographicallyPrecedes([1, 9]))
print([Int]().lexicographicallyPrecedes([]), "ab".lexicographicallyPrecedes("b"))
print((0..<3).overlaps(2..<4), (0..<3).overlaps(3..<4), (0..<0).overlaps(0..<5))
print((1...3).overlaps(3...3), (5...9).overlaps(1...4))
for (n, word) in zip(10..., ["ten", "eleven"]) { print(n, word) }
