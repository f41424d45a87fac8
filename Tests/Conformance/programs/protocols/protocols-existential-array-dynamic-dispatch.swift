// An array of existentials calls each element's own implementation.
protocol Shape {
    var name: String { get }
    func area() -> Int
}
extension Shape {
    var name: String { "shape" }
}
struct Rect: Shape {
    var w: Int, h: Int
    func area() -> Int { w * h }
    var name: String { "rect" }
}
struct Tri: Shape {
    var b: Int, h: Int
    func area() -> Int { b * h / 2 }
}

let shapes: [any Shape] = [Rect(w: 2, h: 3), Tri(b: 4, h: 5)]
for s in shapes {
    print(s.name, s.area())
}
print(shapes.map { $0.area() }.reduce(0, +))
