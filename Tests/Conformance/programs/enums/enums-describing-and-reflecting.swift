// String(describing:) and String(reflecting:) of enum cases.
enum Suit: String {
    case hearts = "♥"
    case spades = "♠"
}
enum Plain {
    case one
    case two(Int)
}

print(String(describing: Suit.hearts))
print(String(reflecting: Suit.hearts))
print(String(describing: Plain.two(5)))
print(String(reflecting: Plain.two(5)))
print("\(Plain.one) and \(Suit.spades.rawValue)")
print([Suit.hearts])
print([Suit.spades: 1])
let maybe: Plain? = .one
print(maybe as Any)

