// some returns one hidden concrete type; any boxes any conforming type.
protocol Shape {
    func area() -> Double
}
struct Square: Shape {
    var side: Double
    func area() -> Double { side * side }
}
struct Circle: Shape {
    var r: Double
    func area() -> Double { 3 * r * r }
}

func makeSquare() -> some Shape { Square(side: 3) }
let shapes: [any Shape] = [Square(side: 2), Circle(r: 1), makeSquare()]
for s in shapes {
    print(type(of: s), s.area())
}
print(shapes.map { $0.area() }.reduce(0, +))
func total(_ list: [some Shape]) -> Double { list.reduce(0) { $0 + $1.area() } }
print(total([Square(side: 1), Square(side: 2)]))

