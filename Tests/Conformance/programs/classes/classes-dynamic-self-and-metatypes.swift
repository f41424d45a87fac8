// Self and type(of:) in a class hierarchy name the class the value or call really has.
class Animal {
    required init() {}
    class var sound: String { "..." }
    class func create() -> Self { Self() }
    func speak() -> String { "\(type(of: self)) says \(type(of: self).sound)" }
    static func describe() -> String { "static on \(self)" }
}
class Dog: Animal {
    override class var sound: String { "woof" }
}
final class Puppy: Dog {
    override class var sound: String { "yip" }
}

let made = Puppy.create()
print(type(of: made), made.speak())
let animals: [Animal] = [Animal(), Dog(), Puppy()]
for animal in animals {
    print(animal.speak())
}
let kinds: [Animal.Type] = [Dog.self, Puppy.self]
print(kinds.map { $0.sound })
print(kinds.map { type(of: $0.create()) })
print(Dog.describe(), Animal.create().speak())
