// Literals that bind one generic placeholder, alone or inside array literals, and the Any
// context of print that offers the placeholder the binding Any.
func f1<T>(_ a: [T], _ b: T) { print(T.self, a, b) }
func f2<T>(_ a: T, _ b: [T]) { print(T.self, a, b) }
func f3<T>(_ a: [T], _ b: [T]) { print(T.self, a, b) }
func f4<T>(_ a: T, _ b: T, _ c: [T]) { print(T.self, a, b, c) }
f1([1], 2.5); f1([1.5], 2); f1([1, 2], 3)
f2(1, [2.5]); f2(1.5, [2]); f2("a", ["b"])
f3([1], [2.5]); f3([1.5], [2])
f4(1, 2.5, [3]); f4(1, 2, [3.5])
func pick<T>(_ a: T, _ b: T) -> T { a }
print(pick(1, 2.5))
let v = pick(1, 2.5)
print(v)
func firstOf<T>(_ xs: [T], or d: T) -> T { xs.first ?? d }
print(firstOf([1, 2], or: 0.5))
let w = firstOf([1, 2], or: 0.5)
print(w, firstOf([], or: 3))
func two<T>(_ a: T, _ b: [T]) -> [T] { b + [a] }
print(two(1.5, [1, 2]))
