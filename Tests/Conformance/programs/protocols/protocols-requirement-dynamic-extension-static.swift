// A requirement dispatches dynamically; a method only in the extension dispatches statically.
protocol Animal {
    func sound() -> String
}
extension Animal {
    func sound() -> String { "..." }
    func describe() -> String { "an animal that says \(sound())" }
    func name() -> String { "animal" }
}
struct Dog: Animal {
    func sound() -> String { "woof" }
    func name() -> String { "dog" }
}

let dog = Dog()
let animal: any Animal = dog
print(dog.sound(), animal.sound())
print(dog.name(), animal.name())
print(dog.describe())
print(animal.describe())
func nameOf<T: Animal>(_ a: T) -> String { a.name() }
print(nameOf(dog))

