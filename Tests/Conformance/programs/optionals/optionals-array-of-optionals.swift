// Arrays of optionals print each element as Optional(…) or nil.
let values: [Int?] = [1, nil, 3]
print(values)
let words: [String?] = ["a", nil]
print(words)
print(values.compactMap { $0 })
print(values.map { $0 ?? 0 })
print(values.count, values.compactMap { $0 }.count)
let nested: [[Int?]] = [[nil], [2]]
print(nested)
let dict: [String: Int?] = ["k": nil]
print(dict)

