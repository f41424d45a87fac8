// Subscripts with labels, defaults and static subscripts; key paths rooted at a type, an optional chain and a collection type.
struct Matrix {
    var rows: Int, cols: Int
    var grid: [Double]
    init(rows: Int, cols: Int) { self.rows = rows; self.cols = cols; grid = Array(repeating: 0, count: rows * cols) }
    subscript(r: Int, c: Int) -> Double {
        get { grid[r * cols + c] }
        set { grid[r * cols + c] = newValue }
    }
    subscript(row r: Int) -> [Double] { Array(grid[(r * cols)..<(r * cols + cols)]) }
    static subscript(identity n: Int) -> Matrix {
        var m = Matrix(rows: n, cols: n)
        for i in 0..<n { m[i, i] = 1 }
        return m
    }
}
var m = Matrix(rows: 2, cols: 2)
m[0, 1] = 1.5
m[1, 0] += 2
print(m[0, 1], m[row: 1], Matrix[identity: 2].grid)
struct Person { var name: String; var age: Int; var friend: Friend? }
struct Friend { var nick: String }
let nameKP = \Person.name
var p = Person(name: "Ann", age: 3, friend: Friend(nick: "A"))
print(p[keyPath: nameKP], p[keyPath: \.age], p[keyPath: \Person.friend?.nick] as Any)
p[keyPath: \Person.age] += 1
let wkp: WritableKeyPath<Person, String> = \.name
p[keyPath: wkp] = "Bea"
print(p.name, p.age)
let people = [Person(name: "Z", age: 9, friend: nil), Person(name: "Y", age: 1, friend: nil)]
print(people.map(\.name), people.sorted { $0[keyPath: \.age] < $1[keyPath: \.age] }.map(\.name))
func sortBy<T, V: Comparable>(_ xs: [T], _ kp: KeyPath<T, V>) -> [T] { xs.sorted { $0[keyPath: kp] < $1[keyPath: kp] } }
print(sortBy(people, \.age).map(\.name))
struct Dict2 { var store: [String: Int] = [:]
    subscript(key: String, default d: Int = 0) -> Int { store[key] ?? d }
}
print(Dict2(store: ["a": 1])["a"], Dict2()["b"], Dict2()["c", default: 7])
let kp2 = \[Int].count
print([1, 2, 3][keyPath: kp2], "abc"[keyPath: \String.count])
class Box { var items: [String] = ["x"] }
let box = Box()
let itemsKP = \Box.items
box[keyPath: itemsKP].append("y")
print(box.items)
