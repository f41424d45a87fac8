// A subclass override of a method the superclass got from a protocol extension is not dynamic.
protocol Speaker {
    func speak() -> String
}
extension Speaker {
    func speak() -> String { "default" }
}
class Base: Speaker {}
final class Derived: Base {
    func speak() -> String { "derived" }
}

let d = Derived()
print(d.speak())
let asBase: Base = d
print(asBase.speak())
let asSpeaker: any Speaker = d
print(asSpeaker.speak())

