// A closure whose body is one `if` or `switch` each branch of which is one expression gives
// that branch's value (SE-0380); with statements in its branches it is a statement.
let grade: (Int) -> String = { switch $0 { case 90...: "A"; case 80..<90: "B"; default: "C" } }
print(grade(95), grade(85), grade(1))
let scores = [("ann", 90), ("bob", 72), ("cy", 85)]
print(scores.map { grade($0.1) })
let sign = { (n: Int) -> String in if n > 0 { "positive" } else { "not positive" } }
print(sign(1), sign(-1))
print([1, 2].map { n -> String in switch n { case 1: "one"; default: "many" } })
print([1, 2].map { if $0 == 1 { "one" } else { "many" } })
let parity = [3, 4].map { n in
    switch n % 2 {
    case 0: "even"
    default: "odd"
    }
}
print(parity)
enum Op { case add, sub }
let apply: (Op, Int, Int) -> Int = { op, a, b in switch op { case .add: a + b; case .sub: a - b } }
print(apply(.add, 2, 3), apply(.sub, 2, 3))
let size: (Int) -> String = { n in
    if n > 10 { "big" } else if n > 5 { switch n { case 6: "six"; default: "middle" } } else { "small" }
}
print(size(11), size(6), size(7), size(1))
[1, 2].forEach { switch $0 { case 1: print("a"); default: print("b") } }
let report = { (n: Int) in switch n { case 1: print("one"); default: break } }
report(1); report(2)
print([1, -1].map { x -> Int in if x > 0 { return 1 } else { return 2 } })
