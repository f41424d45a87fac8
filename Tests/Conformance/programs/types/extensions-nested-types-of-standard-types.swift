// Types nested in extensions of standard types (The Swift Programming Language, "Extensions"):
// named `Kind` inside the extension and `Int.Kind` outside, printed as Swift names them; and
// an integer literal given a member only an extension of Double declares is a Double.
extension Int {
    enum Kind { case negative, zero, positive }
    var kind: Kind {
        switch self {
        case 0: return .zero
        case let x where x > 0: return .positive
        default: return .negative
        }
    }
}
func printIntegerKinds(_ numbers: [Int]) {
    for number in numbers {
        switch number.kind {
        case .negative: print("- ", terminator: "")
        case .zero: print("0 ", terminator: "")
        case .positive: print("+ ", terminator: "")
        }
    }
    print("")
}
printIntegerKinds([3, 19, -27, 0, -6, 0, 7])
print(3.kind, [Int.Kind.zero], String(reflecting: Int.Kind.self), type(of: 3.kind), Int.Kind.self)
extension String {
    struct Stats { var letters: Int }
    var stats: Stats { Stats(letters: filter(\.isLetter).count) }
}
print("ab1".stats, [String.Stats(letters: 2)])
dump("ab".stats)
extension Double {
    var km: Double { self * 1_000.0 }
    var m: Double { self }
    var mm: Double { self / 1_000.0 }
    var ft: Double { self / 3.28084 }
}
print("One inch is \(25.4.mm) meters", "Three feet is \(3.ft) meters", 42.km + 195.m)
