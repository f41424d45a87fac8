// dump draws nested structs, enums with payloads, tuples and optionals as a tree.
struct Point { var x: Double; var y: Double }
struct Route {
    var name: String
    var stops: [Point]
    var closed: Bool?
}
enum Shape {
    case dot
    case circle(center: Point, radius: Double)
    case label(String)
}
let route = Route(name: "loop", stops: [Point(x: 0, y: 1.5)], closed: nil)
let same = dump(route)
print(same.name)
dump(Shape.dot)
dump(Shape.circle(center: Point(x: 2, y: 3), radius: 0.5))
dump([Shape.label("a"), .dot])
dump((7, tag: "seven"))
dump([[1], []])
let maybe: Int?? = .some(nil)
dump(maybe)
dump(Character("z"))
