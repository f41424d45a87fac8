// Overriding computed properties and adding observers to stored ones.
class Vehicle {
    var wheels: Int { 4 }
    var speed = 0
    var summary: String { "\(wheels) wheels at \(speed)" }
}
final class Bicycle: Vehicle {
    override var wheels: Int { 2 }
    override var speed: Int {
        didSet { if speed > 30 { speed = 30 } }
    }
}

let bike = Bicycle()
bike.speed = 45
print(bike.summary)
let car = Vehicle()
car.speed = 45
print(car.summary)

