// removeAll(where:), filter, and counting.
var tasks = ["write", "test", "skip: docs", "ship", "skip: lint"]
tasks.removeAll { $0.hasPrefix("skip") }
print(tasks)
let counts = tasks.map(\.count)
print(counts)
print(tasks.filter { $0.count == 4 }.count)
var empty: [Int] = []
empty.removeAll { _ in true }
print(empty)

