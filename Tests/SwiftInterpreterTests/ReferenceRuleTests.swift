import SwiftInterpreter
import Testing

/// Declarations, references and capture lists as tutorials use them, each checked against
/// what swiftc 6.3's build of the same program prints.
@Suite("References and declarations print what swiftc's build prints")
struct ReferenceRuleTests {
  typealias Case = ProgramCase

  static let cases: [Case] = [
    Case(name: "a weak local or global reads nil once its object's last owner lets go", source: """
      class C { var n = 1; deinit { print("deinit \\(n)") } }
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
      """, output: "deinit 1\nnil\nOptional(2) 2\ndeinit 2\nnil\n"),
    Case(name: "a closure stored in self that captures [weak self] does not keep self alive", source: """
      class Timer {
        var tick: (() -> Void)?
        var name = "t"
        func start() { tick = { [weak self] in print("tick", self?.name ?? "gone") } }
        func startGuarded() {
          tick = { [weak self] in
            guard let self else { print("no self"); return }
            print("guarded", name, self.name)
          }
        }
        deinit { print("deinit") }
      }
      var a: Timer? = Timer()
      a!.start()
      let first = a!.tick!
      a = nil
      first()
      var b: Timer? = Timer()
      b!.startGuarded()
      let second = b!.tick!
      second()
      b = nil
      second()
      """, output: "deinit\ntick gone\nguarded t t\ndeinit\nno self\n"),
    Case(name: "a capture list's names hold their values from when the closure is made", source: """
      class C { var n = 5; deinit { print("deinit") } }
      var count = 1
      var object: C? = C()
      let f = { [count, doubled = count * 2, weak held = object] in print(count, doubled, held?.n as Any) }
      count = 10
      f()
      object = nil
      f()
      """, output: "1 2 Optional(5)\ndeinit\n1 2 nil\n"),
    Case(name: "an observed global's observers run when it is changed in place", source: """
      var names = ["a"] { didSet { print(oldValue, "->", names) } }
      names.append("b")
      names[0] = "z"
      """, output: "[\"a\"] -> [\"a\", \"b\"]\n[\"a\", \"b\"] -> [\"z\", \"b\"]\n"),
  ]

  @Test("each program prints what swiftc's build prints", arguments: cases)
  func programs(_ example: Case) throws {
    #expect(try run(example.source) == example.output)
  }
}
