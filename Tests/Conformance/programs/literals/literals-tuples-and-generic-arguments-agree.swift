// Literals agree on one type across an array of tuples (position by position) and across the
// arguments that bind one generic parameter: an Int literal beside a Double is a Double.
let scores = [(name: "Ann", score: 90), (name: "Bob", score: 85.5)]
print(scores)
for s in scores { print(s.name, s.score) }
let points = [(0, 0), (1.5, 2)]
print(points)
let grid = [(1, "a"), (2, "b")]
print(grid)
let coords: [(x: Double, y: Double)] = [(1, 2), (3, 4)]
print(coords)
let mixedTuples = [(1, 2.0), (3, 4)]
print(mixedTuples.map { $0.0 + Int($0.1) })
func pair<T>(_ a: T, _ b: T) -> [T] { [a, b] }
print(pair(1, 2.5), pair(1, 2), pair("a", "b"), pair(true, false), pair(1.5, 2))
func many<T>(_ xs: T...) -> [T] { xs }
print(many(1, 2.5, 3), many("x", "y"), many(4, 5))
func add<T: Numeric>(_ a: T, _ b: T) -> T { a + b }
print(add(1, 2), add(1, 2.5), add(1.5, 2))
