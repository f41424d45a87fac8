// Which overload a call picks when several take its values: the same type, then a nearer
// superclass, a protocol's existential, a generic parameter (the more refined its constraint
// the better), `Any`, and an optional promotion last; fewer defaulted parameters win.
protocol Shape {}
struct Square: Shape {}
func a(_ x: Any) -> String { "Any" }
func a<T>(_ x: T) -> String { "T" }
print(a(1), a(Square()))
func b(_ x: Shape) -> String { "existential" }
func b<T: Shape>(_ x: T) -> String { "generic" }
print(b(Square()))
func c(_ x: Any) -> String { "Any" }
func c(_ x: Shape) -> String { "Shape" }
print(c(Square()), c(1))
func d(_ x: CustomStringConvertible) -> String { "CustomStringConvertible" }
func d<T>(_ x: T) -> String { "T" }
print(d(1), d(Square()))
func e(_ x: Int?) -> String { "Int?" }
func e(_ x: Any) -> String { "Any" }
print(e(1), e(nil))
class Animal {}
class Dog: Animal {}
class Puppy: Dog {}
func g(_ x: Animal) -> String { "Animal" }
func g(_ x: Dog) -> String { "Dog" }
print(g(Puppy()), g(Animal()), g(Dog()))
let pet: Animal = Dog()
print(g(pet))
func h(_ x: Int, _ y: Int = 0) -> String { "two" }
func h(_ x: Int) -> String { "one" }
print(h(1), h(1, 2))
func i(_ x: [Any]) -> String { "[Any]" }
func i(_ x: [Int]) -> String { "[Int]" }
print(i([1]), i(["s"]))
func j(_ x: Int...) -> String { "variadic" }
func j(_ x: Int, _ y: Int) -> String { "two" }
print(j(1, 2), j(1), j(1, 2, 3))
func k(_ x: Any?) -> String { "Any?" }
func k(_ x: Any) -> String { "Any" }
print(k(1), k(nil))
func l(_ x: Int) -> String { "Int" }
func l(_ x: Int?) -> String { "Int?" }
print(l(1), l(Optional(1)), l(nil))
func m<T: Equatable>(_ a: T, _ b: T) -> String { "Equatable" }
func m<T: Comparable>(_ a: T, _ b: T) -> String { "Comparable" }
print(m(1, 2), m([1], [2]))
func n(_ s: Shape) -> String { "existential" }
func n(_ s: Square) -> String { "concrete" }
func n<T: Shape>(_ s: T) -> String { "generic" }
print(n(Square()), n(Square() as Shape))
func describe<T>(_ t: T) -> String { "any" }
func describe<T: Numeric>(_ t: T) -> String { "numeric" }
func describe<T: BinaryInteger>(_ t: T) -> String { "integer" }
print(describe(1), describe(1.5), describe("s"), describe(UInt8(1)))
func show(_ x: Any) -> String { "Any" }
func show(_ x: CustomStringConvertible) -> String { "CustomStringConvertible" }
func show(_ x: Int) -> String { "Int" }
print(show(1), show("s"), show([1]), show(1.5))
