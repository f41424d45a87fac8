// Overloading + and defining a new operator.
struct Vector {
    var x: Int, y: Int
    static func + (a: Vector, b: Vector) -> Vector { Vector(x: a.x + b.x, y: a.y + b.y) }
    static func * (a: Vector, k: Int) -> Vector { Vector(x: a.x * k, y: a.y * k) }
    static prefix func - (v: Vector) -> Vector { Vector(x: -v.x, y: -v.y) }
    static func += (a: inout Vector, b: Vector) { a = a + b }
}
infix operator •: MultiplicationPrecedence
func • (a: Vector, b: Vector) -> Int { a.x * b.x + a.y * b.y }

var v = Vector(x: 1, y: 2)
print(v + Vector(x: 3, y: 4))
print(v * 3, -v)
v += Vector(x: 10, y: 10)
print(v)
print(v • Vector(x: 1, y: 1))
print(Vector(x: 1, y: 0) • Vector(x: 0, y: 1) + 5)

