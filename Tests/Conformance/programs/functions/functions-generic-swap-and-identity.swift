// Generic free functions with inferred type parameters.
func identity<T>(_ x: T) -> T { x }
func pair<A, B>(_ a: A, _ b: B) -> (A, B) { (a, b) }
func repeated<T>(_ x: T, _ n: Int) -> [T] { Array(repeating: x, count: n) }

print(identity(5), identity("s"))
print(pair(1, "one"))
print(repeated("ab", 3))
print(repeated(0.5, 2))
var a = "left", b = "right"
swap(&a, &b)
print(a, b)
