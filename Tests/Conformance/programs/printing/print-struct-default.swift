// print and String(reflecting:) of a plain struct.
struct Point {
    var x: Int
    var y: Int
}
struct Labeled {
    let name: String
    let point: Point
    let weight: Double
    let flag: Bool
}

let p = Point(x: 1, y: -2)
print(p)
print(String(describing: p))
print(String(reflecting: p))
let l = Labeled(name: "corner", point: p, weight: 1.5, flag: true)
print(l)
print("\(l)")
print([p, Point(x: 0, y: 0)])

