// An operator passed as a function inside a type that declares the same operator is looked
// up among every overload (not as the type's own member), and reduce's implicit-member start
// takes the element's type.
struct Vec: CustomStringConvertible, Equatable {
    var x, y: Int
    static var zero: Vec { Vec(x: 0, y: 0) }
    static func + (a: Vec, b: Vec) -> Vec { Vec(x: a.x + b.x, y: a.y + b.y) }
    static func < (a: Vec, b: Vec) -> Bool { a.x < b.x }
    static func sum(_ vs: [Vec]) -> Vec { vs.reduce(.zero, +) }
    static func pairSums(_ a: [Int], _ b: [Int]) -> [Int] { zip(a, b).map(+) }
    static func sorted(_ vs: [Vec]) -> [Vec] { vs.sorted(by: <) }
    static func descending(_ vs: [Int]) -> [Int] { vs.sorted(by: >) }
    var description: String { "(\(x), \(y))" }
}

struct Matrix: CustomStringConvertible {
    var rows: [[Int]]
    static func + (a: Matrix, b: Matrix) -> Matrix {
        Matrix(rows: zip(a.rows, b.rows).map { zip($0, $1).map(+) })
    }
    var description: String { rows.map { $0.map(String.init).joined(separator: " ") }.joined(separator: " / ") }
}

struct Item { var price: Double; var offset: Vec }

let vs = [Vec(x: 3, y: 4), Vec(x: 1, y: 2)]
print(Vec.sum(vs), vs.reduce(.zero, +))
print(vs.reduce(.init(x: 1, y: 1), +))
print(vs.reduce(.zero) { $0 + $1 })
print(Vec.pairSums([1, 2], [10, 20]))
print(Vec.sorted(vs), vs.sorted(by: <))
print(Vec.descending([3, 1, 2]))
let m = Matrix(rows: [[1, 2], [3, 4]])
print(m + m)
print([1.5, 2].reduce(.zero, +), [Int]().reduce(.zero, +))
let items = [Item(price: 2, offset: .zero), Item(price: 3.5, offset: Vec(x: 1, y: 0))]
print(items.reduce(.zero) { $0 + $1.price })
print(items.reduce(.zero) { $0 + $1.offset })
