// A class without description prints its qualified type name.
class Engine {
    var power = 100
}
final class Car {
    let engine = Engine()
    var name = "mini"
}

let car = Car()
print(car)
print(car.engine)
print(String(describing: car))
print(String(reflecting: car))
print("\(car.engine)")
print([car.engine])
struct Garage {
    var car: Car
}
print(Garage(car: car))

