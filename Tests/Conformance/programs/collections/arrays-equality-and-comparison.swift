// Arrays compare element by element; lexicographic comparison for ordering.
print([1, 2, 3] == [1, 2, 3])
print([1, 2] == [2, 1])
print([1, 2].lexicographicallyPrecedes([1, 3]))
print(["b"].lexicographicallyPrecedes(["a", "z"]))
let nested = [[1], [2, 3]]
print(nested == [[1], [2, 3]])
print([Int]() == [], [String?]() == [nil].dropFirst().map { $0 })
print([1.0, 2.0] == [1, 2])
