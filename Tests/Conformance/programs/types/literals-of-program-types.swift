// Literals where a type of the program is expected are made by its ExpressibleBy…Literal
// initializer: integer, float, string, boolean, array and dictionary literals, also as
// arguments, elements, optionals and through an extension's conformance.
struct Money: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
    var cents: Int
    init(integerLiteral value: Int) { cents = value * 100 }
    init(floatLiteral value: Double) { cents = Int((value * 100).rounded()) }
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}
let price: Money = 5, tip: Money = 1.25
let prices: [Money] = [1, 2.5]
let maybe: Money? = 3
func pay(_ amount: Money) -> String { "paid \(amount)" }
print(price, tip, prices, maybe as Any, pay(7), pay(0.5))
struct Tags: ExpressibleByArrayLiteral { var items: [String]; init(arrayLiteral elements: String...) { items = elements } }
let tags: Tags = ["a", "b"]
print(tags.items, tags)
struct Env: ExpressibleByDictionaryLiteral {
    var pairs: [(String, Int)]
    init(dictionaryLiteral elements: (String, Int)...) { pairs = elements }
}
let env: Env = ["x": 1, "y": 2]
print(env.pairs.map { $0.0 }, env.pairs.count)
struct Name { var value: String }
extension Name: ExpressibleByStringLiteral { init(stringLiteral value: String) { self.value = value.uppercased() } }
let name: Name = "ann"
print(name.value, name)
enum Switch: ExpressibleByBooleanLiteral { case on, off; init(booleanLiteral value: Bool) { self = value ? .on : .off } }
let light: Switch = true, dark: Switch = false
print(light, dark)
