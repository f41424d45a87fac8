let items = ["apple", "banana"]
for (index, item) in items.enumerated() { print("\(index + 1). \(item)") }
print(items.count > 1 ? "many" : "one", items.isEmpty ? "empty" : "full")
let pair = (name: "x", value: 3.0)
print(pair, "\(pair)", pair.name, pair.1)
print([pair], [(1, 2)])
let nested = [[1, 2], [], [3]]
print(nested, nested.count, nested.map(\.count), nested.flatMap { $0 })
let emptyD: [String: [Int]] = [:]
print(emptyD, emptyD["k"] ?? [], [[String: Int]]())
let optArr: [Int]? = [1]
print(optArr as Any, optArr!, optArr?.first as Any)
print([Optional(1.5), nil], [Optional("s")])
print(["a": Optional(1)], ["b": [Optional<Int>.none]])
print(Set<String>(), [Set<Int>()], [1: Set([2])])
print((), [()], type(of: ()))
print(1 as Any, "s" as Any, [1] as Any, (1, 2) as Any)
print(String(describing: Optional("x")), String(describing: [Optional("x")]), "\(Optional("x") as Any)")
print(Int8(-5), UInt64.max, [Int16(3)], [UInt8(1), 2], Float(3), [Float(3)])
print(-0.0, [-0.0], 1.0e-7, [1.0e-7], 12345678.9, 1.0e21, 100000000000000000.0)
