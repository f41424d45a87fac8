// Initializer and static requirements used through generic parameters and metatypes.
protocol Shape {
    init(size: Double)
    static var name: String { get }
    static func unit() -> Self
    var area: Double { get }
}
struct Square: Shape {
    var side: Double
    init(size: Double) { side = size }
    static var name: String { "square" }
    static func unit() -> Square { Square(size: 1) }
    var area: Double { side * side }
}
struct Circle: Shape {
    var radius: Double
    init(size: Double) { radius = size / 2 }
    static var name: String { "circle" }
    static func unit() -> Circle { Circle(size: 2) }
    var area: Double { 3 * radius * radius }
}
func make<S: Shape>(_ type: S.Type, sizes: [Double]) -> [S] {
    sizes.map(S.init(size:)) + [S.unit()]
}
func describe<S: Shape>(_ shapes: [S]) -> String {
    "\(S.name): " + shapes.map { String($0.area) }.joined(separator: ", ")
}
print(describe(make(Square.self, sizes: [2, 3])))
print(describe(make(Circle.self, sizes: [4])))
let kinds: [any Shape.Type] = [Square.self, Circle.self]
for kind in kinds {
    let shape = kind.init(size: 6)
    print(type(of: shape), shape.area)
}
let builders = [4.0, 8.0].map(Square.init(size:))
print(builders.map(\.side), Square.init(size: 5).area)
