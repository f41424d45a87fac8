// Nested arrays and single-entry dictionaries.
let grid = [[1, 2], [3], []]
print(grid)
let words = [["a", "b"], ["c"]]
print(words)
let table = ["row": [1, 2]]
print(table)
let deep = [[[true]], [[false, true]]]
print(deep)
let tuples = [(1, "x")]
print(tuples)
print([String]())
print([Int: String]())
print([[Int]]())
print(Set([5]))

