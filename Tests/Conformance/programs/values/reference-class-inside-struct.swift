// A struct holding a class reference copies the reference, not the object.
final class Engine {
    var rpm = 0
}
struct Car {
    var name: String
    let engine: Engine
}

let engine = Engine()
var car1 = Car(name: "one", engine: engine)
var car2 = car1
car2.name = "two"
car2.engine.rpm = 3000
print(car1.name, car1.engine.rpm)
print(car2.name, car2.engine.rpm)
print(car1.engine === car2.engine)

