// An object made only for one expression is released right after its last use: its deinit
// prints before the call that takes what was read from it (print, a function of the program).
class P { let name: String; init(_ n: String) { name = n; print("init \(n)") }; deinit { print("deinit \(name)") }
  func greet() -> String { "hi \(name)" } }
func show(_ s: String) { print("show", s) }
func take(_ p: P) -> String { print("take"); return p.name }
print(P("A").greet())
show(P("B").name)
print(take(P("C")))
let x = P("D").name + P("E").name
print(x)
print("\(P("F").name) and \(P("G").name)")
let arr = [P("H"), P("I")].map { $0.name }
print(arr)
_ = P("J")
print("after J")
let len = P("K").name.count; print(len)
if P("L").name == "L" { print("in if") }
for n in [P("M")].map(\.name) { print("loop", n) }
print(P("N").name, P("O").name)
