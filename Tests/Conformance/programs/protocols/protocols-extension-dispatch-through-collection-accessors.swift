// A protocol extension's method is chosen by the static type of what reads an element out
// of an array of existentials: first, last, a slice's subscript, removeFirst(), a
// dictionary's first, as for shapes[0].
protocol Shape { func area() -> Double }
extension Shape { func describe() -> String { "area \(area())" } }
struct Square: Shape {
    var side: Double
    func area() -> Double { side * side }
    func describe() -> String { "square" }
}
var shapes: [Shape] = [Square(side: 2), Square(side: 3), Square(side: 4), Square(side: 5)]
print(shapes[0].describe(), shapes.first!.describe(), shapes.last!.describe())
print(shapes.first?.describe() ?? "none", shapes.last?.describe() ?? "none")
print(shapes.dropFirst().first!.describe(), shapes.prefix(2)[1].describe())
print(shapes.first(where: { $0.area() > 5 })!.describe())
print(shapes.popLast()!.describe(), shapes.removeFirst().describe(), shapes.removeLast().describe())
if let only = shapes.first { print(only.describe(), shapes.count) }
let named: [String: Shape] = ["a": Square(side: 1)]
print(named["a"]?.describe() ?? "", named.first!.value.describe())
