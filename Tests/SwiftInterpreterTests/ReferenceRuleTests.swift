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
    Case(name: "an initializer that delegates to a failable one that fails fails at once", source: """
      class Base {
        let value: Int
        init?(_ s: String) { guard let v = Int(s) else { return nil }; value = v }
        convenience init?(twice s: String) { self.init(s + s); print("twice", value) }
      }
      class Sub: Base {
        init?(sub s: String) { super.init(s); print("after super", value) }
      }
      struct Temp {
        var c: Double
        init?(c: Double) { if c < -273 { return nil }; self.c = c }
        init?(f: Double) { self.init(c: (f - 32) / 1.8); print("converted", c) }
      }
      print(Base(twice: "4")?.value as Any, Base(twice: "q")?.value as Any)
      print(Sub(sub: "7")?.value as Any, Sub(sub: "x")?.value as Any)
      print(Temp(f: 212) as Any, Temp(f: -1000) as Any)
      """, output: """
      twice 44
      Optional(44) nil
      after super 7
      Optional(7) nil
      converted 100.0
      Optional(main.Temp(c: 100.0)) nil

      """),
    Case(name: "a protocol extension reaches the conforming type's static requirements through Self", source: """
      protocol Shape { static var name: String { get }; static func make() -> Self; var area: Double { get } }
      extension Shape {
        var summary: String { "\\(Self.name) \\(area)" }
        static func describe() -> String { "I am \\(name)" }
        func twin() -> Self { Self.make() }
      }
      struct Square: Shape {
        var side: Double
        var area: Double { side * side }
        static var name: String { "Square" }
        static func make() -> Square { Square(side: 1) }
      }
      let s: any Shape = Square(side: 2)
      print(s.summary, Square.describe(), Square(side: 3).twin())
      """, output: "Square 4.0 I am Square Square(side: 1.0)\n"),
    Case(name: "withCheckedContinuation suspends until the continuation is resumed, later or at once", source: """
      enum E: Error { case bad }
      func work() async {
        let now = await withCheckedContinuation { (c: CheckedContinuation<String, Never>) in c.resume(returning: "now") }
        let later = await withCheckedContinuation { (c: CheckedContinuation<Int, Never>) in
          Task { try? await Task.sleep(nanoseconds: 1000); c.resume(returning: 7) }
          print("body done")
        }
        do {
          let n: Int = try await withCheckedThrowingContinuation { c in c.resume(throwing: E.bad) }
          print(n)
        } catch { print("thrown", error) }
        print(now, later)
      }
      await work()
      """, output: "body done\nthrown bad\nnow 7\n"),
    Case(name: "for await and AsyncSequence's operations run a program's own async sequence", source: """
      struct Countdown: AsyncSequence {
        typealias Element = Int
        let start: Int
        struct AsyncIterator: AsyncIteratorProtocol {
          var current: Int
          mutating func next() async -> Int? {
            guard current > 0 else { return nil }
            defer { current -= 1 }
            return current
          }
        }
        func makeAsyncIterator() -> AsyncIterator { AsyncIterator(current: start) }
      }
      for await c in Countdown(start: 2) { print(c) }
      for await d in Countdown(start: 4).map({ $0 * 2 }).filter({ $0 > 4 }) { print(d) }
      let even = await Countdown(start: 5).first { $0 % 2 == 0 }
      print(even as Any, await Countdown(start: 4).reduce(0, +), await Countdown(start: 3).contains(2))
      """, output: "2\n1\n8\n6\nOptional(4) 10 true\n"),
    Case(name: "a result builder of any name applies to functions, computed properties and generic attributes", source: """
      @resultBuilder
      enum Lines<T> {
        static func buildBlock(_ parts: [T]...) -> [T] { parts.flatMap { $0 } }
        static func buildExpression(_ e: T) -> [T] { [e] }
        static func buildEither(first: [T]) -> [T] { first }
        static func buildEither(second: [T]) -> [T] { second }
      }
      let flag = false
      struct Menu {
        @Lines<String> var entries: [String] {
          "Home"
          if flag { "Admin" } else { "Guest" }
        }
        @Lines<Int> func numbers() -> [Int] { 1; 2 }
      }
      func make(@Lines<Int> _ body: () -> [Int]) -> [Int] { body() }
      print(Menu().entries, Menu().numbers(), make { 3; 4 })
      """, output: "[\"Home\", \"Guest\"] [1, 2] [3, 4]\n"),
    Case(name: "dump shows a node's own description and a tuple type prints unqualified", source: """
      struct P: CustomStringConvertible { var x: Int; var description: String { "P\\(x)" } }
      struct L { var from: P }
      dump(L(from: P(x: 1)))
      print((Int, String).self, (a: Int, b: [P]).self)
      """, output: "▿ main.L\n  ▿ from: P1\n    - x: 1\n(Int, String) (a: Int, b: Array<P>)\n"),
    Case(name: "a subscript's defaulted parameters may be left out and a collection type roots a key path", source: """
      struct Store {
        var values: [String: Int] = ["a": 1]
        subscript(key: String, default d: Int = 0) -> Int {
          get { values[key] ?? d }
          set { values[key] = newValue }
        }
      }
      var s = Store()
      s["b"] = 5
      print(s["a"], s["c"], s["c", default: 7], s["b"])
      print([1, 2, 3][keyPath: \\[Int].count], ["k": 1][keyPath: \\[String: Int].count])
      """, output: "1 0 7 5\n3 1\n"),
    Case(name: "Mirror lists stored properties, a case's payload and a class's own properties apart from its superclass's", source: """
      struct User { let name: String; var age: Int }
      class Animal { var legs = 4 }
      final class Dog: Animal { var name = "Rex" }
      enum Shape { case rect(w: Int, h: Int), empty }
      for value in [User(name: "A", age: 3), Dog(), Shape.rect(w: 1, h: 2), (1, x: "y")] as [Any] {
        let m = Mirror(reflecting: value)
        print(m.subjectType, m.displayStyle as Any, m.children.map { "\\($0.label ?? "-")=\\($0.value)" })
      }
      print(Mirror(reflecting: Dog()).superclassMirror?.children.map(\\.label) as Any)
      """, output: """
      User Optional(Swift.Mirror.DisplayStyle.struct) ["name=A", "age=3"]
      Dog Optional(Swift.Mirror.DisplayStyle.class) ["name=Rex"]
      Shape Optional(Swift.Mirror.DisplayStyle.enum) ["rect=(w: 1, h: 2)"]
      (Int, x: String) Optional(Swift.Mirror.DisplayStyle.tuple) [".0=1", "x=y"]
      Optional([Optional("legs")])

      """),
    Case(name: "objects are destroyed depth first, a scope's locals in reverse order, a deinit's statements not re-entering", source: """
      class Node {
        let value: Int
        var children: [Node] = []
        init(_ v: Int, _ children: [Node] = []) { value = v; self.children = children }
        deinit { print("node", value) }
      }
      class Counter {
        nonisolated(unsafe) static var live = 0
        let id: Int
        init(_ id: Int) { self.id = id; Counter.live += 1 }
        deinit { Counter.live -= 1; print("counter", id, "left", Counter.live) }
      }
      var root: Node? = Node(1, [Node(2, [Node(4)]), Node(3)])
      root = nil
      var counters = [Counter(1), Counter(2)]
      counters = []
      func scope() {
        let first = Node(5)
        let second = Node(6)
        _ = (first, second)
      }
      scope()
      """, output: "node 1\nnode 2\nnode 4\nnode 3\ncounter 1 left 1\ncounter 2 left 0\nnode 6\nnode 5\n"),
    Case(name: "Self and implicit static members in class code reach the subclass's class members", source: """
      class Vehicle {
        class var category: String { "vehicle" }
        class func label() -> String { "a " + category }
        func describe() -> String { Self.category + "/" + Self.label() }
      }
      class Car: Vehicle { override class var category: String { "car" } }
      print(Car().describe(), Car.label(), Vehicle().describe())
      """, output: "car/a car a car vehicle/a vehicle\n"),
    Case(name: "a standard member the registry lacks, named bare in an extension, is refused where it runs", source: """
      extension Collection { var secondOrNil: Element? { count > 1 ? self[index(after: startIndex)] : nil } }
      extension Collection { var guess: Int { underestimatedCount } }
      print("start")
      print([9, 8].secondOrNil as Any)
      print([9, 8].guess)
      """, output: "start\nOptional(8)\nFAILURE: lesson-runner does not model 'Array.underestimatedCount'"),
  ]

  @Test("each program prints what swiftc's build prints", arguments: cases)
  func programs(_ example: Case) throws {
    #expect(try run(example.source) == example.output)
  }
}
