// Operators of one's own: precedence groups, associativity, prefix and postfix, overloads.
precedencegroup ExponentPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator ^^: ExponentPrecedence
func ^^ (base: Int, power: Int) -> Int {
    power == 0 ? 1 : base * (base ^^ (power - 1))
}
func ^^ (base: Double, power: Int) -> Double {
    power == 0 ? 1 : base * (base ^^ (power - 1))
}
print(2 ^^ 3 ^^ 2, 3 * 2 ^^ 2, (2 ^^ 3) ^^ 2, 0.5 ^^ 3)

precedencegroup ForwardPrecedence {
    associativity: left
    lowerThan: TernaryPrecedence
}
infix operator |>: ForwardPrecedence
func |> <A, B>(value: A, next: (A) -> B) -> B { next(value) }
let words = "swift is fun" |> { $0.split(separator: " ") } |> { $0.map { $0.uppercased() } }
print(words, 2 + 3 |> { $0 * 10 })

prefix operator ±
prefix func ± (x: Int) -> (Int, Int) { (-x, x) }
postfix operator °
postfix func ° (degrees: Double) -> Double { degrees * 3.0 / 180.0 }
print(±4, 90.0°, 45°)

struct Money: CustomStringConvertible, Equatable {
    var cents: Int
    var description: String { "\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
    static func * (a: Money, k: Int) -> Money { Money(cents: a.cents * k) }
    static func * (k: Int, a: Money) -> Money { a * k }
    static prefix func - (a: Money) -> Money { Money(cents: -a.cents) }
    static func += (a: inout Money, b: Money) { a = a + b }
    static var zero: Money { Money(cents: 0) }
    static func dollars(_ d: Int) -> Money { Money(cents: d * 100) }
}
var total = Money.zero
total += .dollars(2)
total += Money(cents: 5) * 3
let extra: Money = .dollars(1) + .zero
print(total, 2 * total, -total, extra, total == .dollars(2) + Money(cents: 15))
