// A generic type made without its arguments written takes them from its arguments' static types.
class Animal {}
class Dog: Animal {}
struct Box<T> {
    var item: T
    func name() -> String { "\(T.self)" }
}
let b = Box(item: Dog() as Animal)
print(b.name(), type(of: b))
let c: Box<Animal> = Box(item: Dog())
print(c.name())
let dog = Dog()
print(Box(item: dog).name())
protocol P {}
struct S: P {}
let d = Box(item: S() as P)
print(d.name(), type(of: d))
let shapes: [P] = [S()]
print(type(of: Box(item: shapes[0])))
print(type(of: Box(item: 1)), type(of: Box(item: [Box(item: "s")])))
