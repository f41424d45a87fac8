func greet() -> String { "global" }
var count = 100
struct S {
  var count = 0
  func greet() -> String { "member" }
  mutating func bump() { count += 1; count = count * 2 }
  func run() -> String { greet() + " \(count)" }
  static let total = 5
  static func total2() -> Int { total + 1 }
}
class K {
  var count = 1
  func inc() { count += 10 }
  lazy var label: String = "K\(count)"
}
let total = 42
var s = S()
s.bump()
print(s.run(), count, S.total2(), total)
let k = K(); k.inc(); print(k.count, k.label, count)
@MainActor func outer() -> Int { count + 1 }
print(outer())
struct T {
  var count = 7
  func f() -> () -> Int { { [count] in count } }
}
print(T().f()())
