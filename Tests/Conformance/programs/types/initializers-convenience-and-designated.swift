// Convenience initializers delegate across; designated ones up to the superclass.
class Vehicle {
    let wheels: Int
    let name: String
    init(wheels: Int, name: String) {
        self.wheels = wheels
        self.name = name
        print("Vehicle.init", name)
    }
    convenience init(name: String) {
        self.init(wheels: 4, name: name)
        print("Vehicle.convenience", name)
    }
}
final class Bike: Vehicle {
    let gears: Int
    init(gears: Int) {
        self.gears = gears
        print("Bike.init before super")
        super.init(wheels: 2, name: "bike")
        print("Bike.init after super", wheels)
    }
}

let car = Vehicle(name: "car")
print(car.wheels)
let bike = Bike(gears: 21)
print(bike.gears, bike.name)

