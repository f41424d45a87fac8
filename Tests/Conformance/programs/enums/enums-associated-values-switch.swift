// Associated values bound in a switch, with and without labels.
enum Shape {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)
    case square(Double)
}

func area(_ shape: Shape) -> Double {
    switch shape {
    case .circle(let r):
        return 3.0 * r * r
    case let .rectangle(width, height):
        return width * height
    case .square(let side):
        return side * side
    }
}

let shapes: [Shape] = [.circle(radius: 2), .rectangle(width: 3, height: 4.5), .square(1.5)]
for s in shapes {
    print(area(s))
}
print(shapes.map(area).reduce(0, +))

