// type(of:) gives the dynamic type; is and as? test it.
class Animal {}
final class Dog: Animal {}
final class Cat: Animal {}

let pets: [Animal] = [Dog(), Cat(), Dog()]
for pet in pets {
    print(type(of: pet), pet is Dog)
}
print(pets.filter { $0 is Cat }.count)
let first: Animal = pets[0]
print(type(of: first) == Dog.self)
print(first as? Cat as Any)
let anything: [Any] = [1, "a", 2.5, Dog(), [1]]
for value in anything {
    print(type(of: value))
}

