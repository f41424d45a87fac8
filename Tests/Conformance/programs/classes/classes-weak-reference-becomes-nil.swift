// A weak reference becomes nil when the object is freed.
final class Owner {
    let name: String
    init(name: String) { self.name = name }
    deinit { print("deinit", name) }
}
final class Pet {
    weak var owner: Owner?
}

let pet = Pet()
var owner: Owner? = Owner(name: "Ann")
pet.owner = owner
print(pet.owner?.name as Any)
owner = nil
print(pet.owner?.name as Any)
print(pet.owner == nil)

