// try? gives nil on error; try? on a call returning an optional is flattened.
enum E: Error { case fail }
func number(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw E.fail }
    return n
}

let values = ["1", "x", "3"].map { try? number($0) }
print(values)
print(values.compactMap { $0 })
if let n = try? number("42") {
    print("got", n)
}
let sum = (try? number("5")).map { $0 + 1 } ?? 0
print(sum)

