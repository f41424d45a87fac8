// Overridden methods dispatch on the dynamic type.
class Shape {
    func name() -> String { "shape" }
    func describe() -> String { "I am a \(name())" }
}
class Polygon: Shape {
    override func name() -> String { "polygon" }
}
final class Triangle: Polygon {
    override func name() -> String { "triangle" }
}

let shapes: [Shape] = [Shape(), Polygon(), Triangle()]
for s in shapes {
    print(s.describe())
}
let t: Shape = Triangle()
print(t.name())

