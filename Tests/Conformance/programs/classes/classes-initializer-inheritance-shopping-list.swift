class Vehicle {
  var currentSpeed = 0.0
  var description: String { "traveling at \(currentSpeed) miles per hour" }
  func makeNoise() {}
}
class Bicycle: Vehicle { var hasBasket = false }
class Tandem: Bicycle { var currentNumberOfPassengers = 0 }
let tandem = Tandem()
tandem.hasBasket = true
tandem.currentNumberOfPassengers = 2
tandem.currentSpeed = 22.0
print("Tandem: \(tandem.description)")
class Train: Vehicle { override func makeNoise() { print("Choo Choo") } }
Train().makeNoise()
class Car: Vehicle {
  var gear = 1
  override var description: String { super.description + " in gear \(gear)" }
}
let car = Car()
car.currentSpeed = 25.0
car.gear = 3
print("Car: \(car.description)")
class AutomaticCar: Car {
  override var currentSpeed: Double { didSet { gear = Int(currentSpeed / 10.0) + 1 } }
}
let automatic = AutomaticCar()
automatic.currentSpeed = 35.0
print("AutomaticCar: \(automatic.description)")
class Food {
  var name: String
  init(name: String) { self.name = name }
  convenience init() { self.init(name: "[Unnamed]") }
}
class RecipeIngredient: Food {
  var quantity: Int
  init(name: String, quantity: Int) { self.quantity = quantity; super.init(name: name) }
  override convenience init(name: String) { self.init(name: name, quantity: 1) }
}
class ShoppingListItem: RecipeIngredient {
  var purchased = false
  var description: String {
    var output = "\(quantity) x \(name)"
    output += purchased ? " ✔" : " ✘"
    return output
  }
}
var breakfastList = [ShoppingListItem(), ShoppingListItem(name: "Bacon"), ShoppingListItem(name: "Eggs", quantity: 6)]
breakfastList[0].name = "Orange juice"
breakfastList[0].purchased = true
for item in breakfastList { print(item.description) }
struct Animal {
  let species: String
  init?(species: String) { if species.isEmpty { return nil }; self.species = species }
}
let someCreature = Animal(species: "Giraffe")
if let giraffe = someCreature { print("An animal was initialized with a species of \(giraffe.species)") }
let anonymousCreature = Animal(species: "")
if anonymousCreature == nil { print("The anonymous creature couldn't be initialized") }
enum TemperatureUnit: Character { case kelvin = "K", celsius = "C", fahrenheit = "F" }
let fahrenheitUnit = TemperatureUnit(rawValue: "F")
if fahrenheitUnit != nil { print("This is a defined temperature unit, so initialization succeeded.") }
let unknownUnit = TemperatureUnit(rawValue: "X")
if unknownUnit == nil { print("This isn't a defined temperature unit, so initialization failed.") }
