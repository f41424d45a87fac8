// Functions that take and return functions.
func apply(_ f: (Int) -> Int, times: Int, to value: Int) -> Int {
    var v = value
    for _ in 0..<times { v = f(v) }
    return v
}
func compose(_ f: @escaping (Int) -> Int, _ g: @escaping (Int) -> Int) -> (Int) -> Int {
    { g(f($0)) }
}
func adder(_ n: Int) -> (Int) -> Int { { $0 + n } }

print(apply({ $0 * 2 }, times: 5, to: 1))
let addThenDouble = compose(adder(3), { $0 * 2 })
print(addThenDouble(4))
let doubleThenAdd = compose({ $0 * 2 }, adder(3))
print(doubleThenAdd(4))
print([1, 2, 3].map(adder(10)))

