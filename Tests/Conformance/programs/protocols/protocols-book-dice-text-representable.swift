protocol FullyNamed { var fullName: String { get } }
struct PersonN: FullyNamed { var fullName: String }
class Starship: FullyNamed {
  var prefix: String?; var name: String
  init(name: String, prefix: String? = nil) { self.name = name; self.prefix = prefix }
  var fullName: String { (prefix != nil ? prefix! + " " : "") + name }
}
print(PersonN(fullName: "John Appleseed").fullName, Starship(name: "Enterprise", prefix: "USS").fullName)
protocol RandomNumberGenerator2 { mutating func random() -> Double }
struct LinearCongruentialGenerator: RandomNumberGenerator2 {
  var lastRandom = 42.0
  let m = 139968.0, a = 3877.0, c = 29573.0
  mutating func random() -> Double {
    lastRandom = ((lastRandom * a + c).truncatingRemainder(dividingBy: m))
    return lastRandom / m
  }
}
var generator = LinearCongruentialGenerator()
print("Here's a random number: \(generator.random())")
print("And another one: \(generator.random())")
struct Dice {
  let sides: Int
  var generator: any RandomNumberGenerator2
  mutating func roll() -> Int { Int(generator.random() * Double(sides)) + 1 }
}
var d6 = Dice(sides: 6, generator: LinearCongruentialGenerator())
for _ in 1...5 { print("Random dice roll is \(d6.roll())") }
protocol TextRepresentable { var textualDescription: String { get } }
extension Dice: TextRepresentable { var textualDescription: String { "A \(sides)-sided dice" } }
print(d6.textualDescription)
extension Array: TextRepresentable where Element: TextRepresentable {
  var textualDescription: String { "[" + map(\.textualDescription).joined(separator: ", ") + "]" }
}
print([d6, Dice(sides: 12, generator: LinearCongruentialGenerator())].textualDescription)
protocol PrettyTextRepresentable: TextRepresentable { var prettyTextualDescription: String { get } }
enum Snake: PrettyTextRepresentable { case a, b
  var textualDescription: String { "snake \(self)" }
  var prettyTextualDescription: String { textualDescription.uppercased() } }
print(Snake.b.prettyTextualDescription)
let things: [TextRepresentable] = [d6, Snake.a]
for thing in things { print(thing.textualDescription) }
extension Collection where Element: Equatable {
  func allEqual() -> Bool { for element in self { if element != self.first { return false } }; return true }
}
print([100, 100, 100].allEqual(), [100, 200].allEqual())
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
struct P: Named, Aged { var name: String; var age: Int }
func wishHappyBirthday(to celebrator: Named & Aged) { print("Happy birthday, \(celebrator.name), you're \(celebrator.age)!") }
wishHappyBirthday(to: P(name: "Malcolm", age: 21))
