// A recursive (indirect) enum evaluated and printed.
indirect enum Expr {
    case number(Int)
    case add(Expr, Expr)
    case multiply(Expr, Expr)
    case negate(Expr)
}

func evaluate(_ e: Expr) -> Int {
    switch e {
    case .number(let n): return n
    case .add(let a, let b): return evaluate(a) + evaluate(b)
    case .multiply(let a, let b): return evaluate(a) * evaluate(b)
    case .negate(let a): return -evaluate(a)
    }
}

let e = Expr.add(.number(2), .multiply(.number(3), .negate(.number(4))))
print(evaluate(e))
print(e)

