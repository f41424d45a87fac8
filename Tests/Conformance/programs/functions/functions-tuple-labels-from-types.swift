// A tuple takes the labels of the type it is returned, stored or collected as.
func f() -> (a: Int, b: String) { return (1, "x") }
let t = f()
print(t, t.a, t.b)
var u: (x: Int, y: Int) = (3, 4)
print(u)
u = (5, 6)
print(u, u.x)
let plain: (Int, Int) = (a: 1, b: 2)
print(plain)
let arr: [(n: Int, s: String)] = [(1, "a"), (2, "b")]
print(arr, arr[0].n)
func g() -> (Double, Int) { (1, 2) }
print(g())
