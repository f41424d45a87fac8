// `type(of:)` an optional is `Optional<Wrapped>` with the static wrapped type: Optional is a
// generic enum, its own dynamic type is the one it was made as. Its unwrapped value shows
// the class it holds.
class Animal {}
class Dog: Animal {}
let animal: Animal = Dog()
print(type(of: animal))
let maybe: Animal? = Dog()
print(type(of: maybe), type(of: maybe!))
print(type(of: Optional(Dog())), type(of: Optional(animal)))
let nestedMaybe = Optional(maybe)
print(type(of: nestedMaybe))
if let some = maybe { print(type(of: some), some is Dog) }
