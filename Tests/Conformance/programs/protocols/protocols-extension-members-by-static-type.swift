// Which member runs depends on the static type: requirements go to the value, extension-only members do not.
protocol Shape {
    var sides: Int { get }
    func label() -> String
}
extension Shape {
    func label() -> String { "shape" }
    func summary() -> String { "\(label()) with \(sides) sides" }
    var kind: String { "polygon" }
}
protocol Named {
    var name: String { get }
}
struct Square: Shape, Named {
    var sides: Int { 4 }
    var name: String { "square" }
    func label() -> String { "square" }
    func summary() -> String { "a square" }
    var kind: String { "quadrilateral" }
}
struct Blob: Shape {
    var sides: Int { 0 }
}

func describeAll<S: Shape>(_ shapes: [S]) -> [String] { shapes.map { $0.summary() } }
func kinds<S: Shape>(_ shapes: [S]) -> [String] { shapes.map(\.kind) }
func both<T: Shape & Named>(_ value: T) -> String { "\(value.name): \(value.summary()), \(value.kind)" }

let square = Square()
print(square.summary(), "|", square.kind)
let shapes: [any Shape] = [square, Blob()]
for shape in shapes {
    print(shape.label(), shape.summary(), shape.kind)
}
print(describeAll([square, square]))
print(kinds([square]))
print(both(square))
print((square as Shape).kind, (Blob() as any Shape).label())
