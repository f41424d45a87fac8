// Switching over a tuple with wildcards, ranges and bindings.
func classify(_ point: (Int, Int)) -> String {
    switch point {
    case (0, 0): return "origin"
    case (_, 0): return "on x axis"
    case (0, let y): return "on y axis at \(y)"
    case (-2...2, -2...2): return "near"
    case let (x, y) where x == y: return "diagonal \(x)"
    case let (x, y) where x == -y: return "anti-diagonal \(x),\(y)"
    default: return "far"
    }
}

for p in [(0, 0), (5, 0), (0, -3), (1, 2), (7, 7), (4, -4), (9, 1)] {
    print(p, classify(p))
}

