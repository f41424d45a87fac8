struct Vec: Equatable, CustomStringConvertible {
  var x, y: Double
  static func + (a: Vec, b: Vec) -> Vec { Vec(x: a.x + b.x, y: a.y + b.y) }
  static func * (k: Double, v: Vec) -> Vec { Vec(x: k * v.x, y: k * v.y) }
  static prefix func - (v: Vec) -> Vec { Vec(x: -v.x, y: -v.y) }
  static func += (a: inout Vec, b: Vec) { a = a + b }
  var description: String { "<\(x), \(y)>" }
}
infix operator •: MultiplicationPrecedence
func • (a: Vec, b: Vec) -> Double { a.x * b.x + a.y * b.y }
precedencegroup PowerPrecedence { higherThan: MultiplicationPrecedence
 associativity: right }
infix operator **: PowerPrecedence
func ** (a: Int, b: Int) -> Int { b == 0 ? 1 : a * (a ** (b - 1)) }
var v = Vec(x: 1, y: 2)
v += Vec(x: 0.5, y: 0.5)
print(v, -v, 2 * v, v • v)
print(2 ** 3 ** 2, 2 * 3 ** 2, (2 ** 3) ** 2)
postfix operator ^^
postfix func ^^ (n: Int) -> Int { (1...max(n, 1)).reduce(1, *) }
print(5^^, 0^^)
struct Matrix {
  var data: [[Int]]
  subscript(r: Int, c: Int) -> Int { get { data[r][c] } set { data[r][c] = newValue } }
  subscript(row r: Int) -> [Int] { data[r] }
}
var m = Matrix(data: [[1, 2], [3, 4]])
m[0, 1] = 9
print(m[0, 1], m[row: 1], m.data)
