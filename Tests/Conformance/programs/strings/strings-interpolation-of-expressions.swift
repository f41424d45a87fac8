// Interpolating expressions of many types.
struct Point { var x = 1, y = 2 }
let p = Point()
let list = [1, 2]
let pi = 3.14159
print("point: \(p)")
print("list: \(list), count \(list.count)")
print("pi ≈ \(pi), twice \(pi * 2)")
print("bool \(list.isEmpty) char \(Character("c"))")
print("nested \("quote")")
print("math \(1 + 2 * 3)")
print("optional \(String(describing: list.first))")
print("range \(1..<3)")
print("tuple \((1, "a"))")

