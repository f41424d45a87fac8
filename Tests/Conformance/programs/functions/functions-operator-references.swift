// Operators passed as functions.
let numbers = [3, 1, 4, 1, 5]
print(numbers.reduce(0, +))
print(numbers.reduce(1, *))
print(numbers.sorted(by: <))
print(numbers.sorted(by: >))
let pairs = zip([1, 2, 3], [10, 20, 30]).map(+)
print(pairs)
let op: (Int, Int) -> Int = (-)
print(op(10, 3))
let ops: [(Int, Int) -> Int] = [(+), (-), (*), (/), (%)]
print(ops.map { $0(17, 5) })
print(["b", "a"].sorted(by: <), [true, false].map(!))

