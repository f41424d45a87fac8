// reversed() returned as an array; then a duplicate key stops Dictionary(uniqueKeysWithValues:).
func newestFirst(_ ids: [Int]) -> [Int] { ids.sorted().reversed() }
let order = newestFirst([3, 9, 4])
print(order, order.count)
var labels: [String] = ["b", "a"].reversed()
labels.append("c")
print(labels)
let counts = Dictionary(uniqueKeysWithValues: zip(labels, order))
print(counts["a"]!, counts["c"]!)
let repeated = Dictionary(uniqueKeysWithValues: [(2, "two"), (5, "five"), (2, "again")])
print(repeated.count)
