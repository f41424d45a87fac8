// A scope's locals are destroyed last-declared first, whether a closure captured them or not;
// a defer runs after the locals declared below it are gone; a switch case's and a catch
// clause's locals go when the case ends.
class R { let n: Int; init(_ n: Int) { self.n = n; print("+\(n)") }; deinit { print("-\(n)") } }
func f() {
  let a = R(1)
  let b = R(2)
  let c = { print("c", b.n) }
  c()
  print(a.n)
}
f()
print("after f")
func g(_ p: R) -> Int {
  let local = R(3)
  return p.n + local.n
}
print(g(R(4)))
if let x = Optional(R(5)), let y = Optional(R(6)) { print(x.n, y.n) }
print("if done")
var counter = 0
while counter < 1 { let w1 = R(7); let w2 = R(8); counter += 1; _ = (w1, w2) }
print("while done")
func h() -> Int {
  let a = R(9)
  defer { print("defer", a.n) }
  let b = R(10)
  return b.n
}
print(h())
switch R(11).n { case 11: let q = R(12); print("case", q.n); default: break }
print("switch done")
guard let gg = Optional(R(13)) else { fatalError() }
print("guard", gg.n)
let total = [1, 2].reduce(into: [R]()) { acc, n in acc.append(R(n)) }
print(total.count)
func build(_ f: (inout [R]) -> Void) -> Int { var a: [R] = []; f(&a); return a.count }
print(build { $0.append(R(3)) })
func withDefer() {
  let a = R(4)
  defer { print("defer1", a.n) }
  let b = R(5)
  defer { print("defer2", b.n) }
  let c = R(6)
  print("body", c.n)
}
withDefer()
func early(_ flag: Bool) -> Int {
  let a = R(7)
  if flag { let inner = R(8); return inner.n + a.n }
  let b = R(9)
  return b.n
}
print(early(true))
print(early(false))
enum E: Error { case bad }
func throwing() throws { let t = R(10); _ = t; throw E.bad }
do { try throwing() } catch { let c = R(11); print("caught", c.n) }
print("done")
func param(_ x: R) { var x = x; x = R(12); print("param", x.n) }
param(R(13))
print("end")
