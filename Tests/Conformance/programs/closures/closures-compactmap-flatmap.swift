// compactMap drops nils; flatMap flattens.
let raw = ["1", "two", "3", "", "5"]
print(raw.compactMap { Int($0) })
print(raw.map { Int($0) })
let nested = [[1, 2], [3], []]
print(nested.flatMap { $0 })
print(nested.map { $0.count })
let sentences = ["a b", "c d e"]
print(sentences.flatMap { $0.split(separator: " ") }.map(String.init))
print([1, 2, 3].flatMap { Array(repeating: $0, count: $0) })

