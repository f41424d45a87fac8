// Key paths to tuple elements: `\.0`, `\.1`, through a labelled tuple, nested, written.
let pairs = [(1, "one"), (2, "two"), (3, "three")]
print(pairs.map(\.0), pairs.map(\.1))
struct Point { var coords: (x: Int, y: Int) }
var point = Point(coords: (3, 4))
let y = \Point.coords.y
point[keyPath: y] += 1
print(point[keyPath: \.coords.x], point[keyPath: y], point)
var nested = ((1, 2), "x")
print(nested[keyPath: \.0.1])
nested[keyPath: \.0.0] = 10
print(nested)
let second = \(Int, String).1
print(pairs[2][keyPath: second])
let names = [(2, "b"), (1, "a"), (3, "c")].sorted { $0.0 < $1.0 }.map(\.1)
print(names, [("a", 1), ("b", 2)].map(\.1).reduce(0, +))
