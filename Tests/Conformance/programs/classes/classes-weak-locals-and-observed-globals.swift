// weak and unowned locals and globals, capture lists with values, observed globals changed in place.
class C { var n = 1; deinit { print("deinit \(n)") } }
var owner: C? = C()
weak var w = owner
owner = nil
print(w as Any)
func f() {
  var o: C? = C()
  o!.n = 2
  weak var x = o
  unowned let u = o!
  print(x?.n as Any, u.n)
  o = nil
  print(x as Any)
}
f()
class D { var n = 5; deinit { print("deinit") } }
var count = 1
var object: D? = D()
let g = { [count, doubled = count * 2, weak held = object] in print(count, doubled, held?.n as Any) }
count = 10
g()
object = nil
g()
var names = ["a"] { didSet { print(oldValue, "->", names) } }
names.append("b")
names[0] = "z"
