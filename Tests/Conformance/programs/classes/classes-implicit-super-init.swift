// A subclass's designated initializer that never calls super.init calls the superclass's
// init() at its end; a class that declares an init() of its own overrides nothing when its
// superclass declares only other designated initializers.
class A {
  var log: [String] = []
  init() {
    log.append("A")
    print("A.init")
  }
}
class B: A {
  var x: Int
  init(x: Int) {
    self.x = x
    print("B body")
  }
}
class C: B {
  init() {
    super.init(x: 3)
    print("C")
  }
}
class D: A {
  override init() { print("D body") }
}
final class E: D {
  let y: Int
  init(y: Int) { self.y = y }
  convenience init(z: Int) { self.init(y: z * 2) }
}
class Named {
  var name: String
  init(name: String = "pet") { self.name = name }
}
class Dog: Named {
  var breed: String
  init(breed: String) { self.breed = breed }
}
let b = B(x: 1)
print(b.log, b.x)
let c = C()
print(c.log, c.x)
let e = E(z: 4)
print(e.y, e.log)
let dog = Dog(breed: "lab")
print(dog.name, dog.breed)
