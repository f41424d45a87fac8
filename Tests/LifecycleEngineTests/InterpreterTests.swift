import HarnessTestSupport
import Testing

/// The Swift the engine runs: each row prints one expression's value inside `init`.
@Suite("The interpreter evaluates Swift as Swift does")
struct InterpreterTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var code: String
    var printed: [String]
    var testDescription: String { code }
  }

  static let cases: [Case] = [
    Case(code: #"print("a", 1, true, 2.5)"#, printed: ["a 1 true 2.5"]),
    Case(code: #"print(1, 2, separator: "-", terminator: "!\n")"#, printed: ["1-2!"]),
    Case(code: #"let x = 3; print("x is \(x * 2 + 1)")"#, printed: ["x is 7"]),
    Case(code: #"var n = 5; n += 2; n -= 1; print(n / 4, n % 4, Double(n) / 4)"#, printed: ["1 2 1.5"]),
    Case(code: #"let s: String? = nil; print(s ?? "none", s == nil)"#, printed: ["none true"]),
    Case(code: #"let s: Int? = 4; print(s as Any, s!)"#, printed: ["Optional(4) 4"]),
    Case(code: #"print([1, 2, 3], ["a": 1], [String]())"#, printed: [#"[1, 2, 3] ["a": 1] []"#]),
    Case(code: #"print(["b", "a"].sorted(), [3, 1, 2].map { $0 * 10 }.filter { $0 > 10 })"#, printed: [#"["a", "b"] [30, 20]"#]),
    Case(code: #"print([1, 2, 3].reduce(0, +), [1, 2, 3].contains(2), [Int]().isEmpty)"#, printed: ["6 true true"]),
    Case(code: #"var a = [1]; a.append(2); a.insert(0, at: 0); print(a, a.count, a.first!)"#, printed: ["[0, 1, 2] 3 0"]),
    Case(code: #"for i in 1...3 { print(i) }"#, printed: ["1", "2", "3"]),
    Case(code: #"for (i, s) in ["x", "y"].enumerated() where i > 0 { print(i, s) }"#, printed: ["1 y"]),
    Case(code: #"var i = 0; while i < 3 { i += 1; if i == 2 { continue }; print(i) }"#, printed: ["1", "3"]),
    Case(code: #"outer: for i in 0..<3 { for j in 0..<3 { if j == 1 { continue outer }; if i == 2 { break outer }; print(i, j) } }"#, printed: ["0 0", "1 0"]),
    Case(code: #"let k = 2; switch k { case 0: print("zero"); case 1...3 where k > 1: print("small"); default: print("big") }"#, printed: ["small"]),
    Case(code: #"let t = (1, name: "b"); print(t.0, t.name, t)"#, printed: [#"1 b (1, name: "b")"#]),
    Case(code: #"print(Shape.square(side: 2), Shape.circle.area)"#, printed: ["square(side: 2) 0"]),
    Case(code: #"print(Point(x: 1, y: 2), Point(x: 1, y: 2) == Point(x: 1, y: 2))"#, printed: ["Point(x: 1, y: 2) true"]),
    Case(code: #"let c = Counter(); c.bump(); c.bump(); print(c.count, c.doubled)"#, printed: ["2 4"]),
    Case(code: #"var p = Point(x: 1, y: 1); p.move(by: 2); print(p.x, p.y)"#, printed: ["3 3"]),
    Case(code: #"do { try check(-1) } catch let e as Problem { print("caught", e) } catch { print("other") }"#, printed: ["caught negative"]),
    Case(code: #"print((try? check(1)) != nil, (try? check(-1)) == nil)"#, printed: ["true true"]),
    Case(code: #"let f: (Int) -> Int = { x in x + 1 }; print(f(1), [1, 2].map(f))"#, printed: ["2 [2, 3]"]),
    Case(code: #"var total = 0; let add = { total += 5 }; add(); add(); print(total)"#, printed: ["10"]),
    Case(code: #"print(String(describing: Shape.circle), String(reflecting: Shape.circle))"#, printed: ["circle App.Shape.circle"]),
    Case(code: #"print(type(of: Counter()), String(reflecting: type(of: Counter())))"#, printed: ["Counter App.Counter"]),
    Case(code: #"print(Int("42") ?? 0, Int("x") == nil, Int(3.9), String(7))"#, printed: ["42 true 3 7"]),
    Case(code: #"print("Hello".uppercased(), "a,b".split(separator: ",").count, "abc".hasPrefix("ab"))"#, printed: ["HELLO 2 true"]),
    Case(code: #"let d = ["a": 1]; print(d["a"] ?? 0, d["z"] == nil, d.keys.map { "\($0)" }.sorted())"#, printed: [#"1 true ["a"]"#]),
    Case(code: #"guard let v = Int("5") else { return }; print(v + 1)"#, printed: ["6"]),
    Case(code: #"if case .square(let side) = Shape.square(side: 4) { print(side) }"#, printed: ["4"]),
    Case(code: #"let mood = Mood(rawValue: "sleepy"); print(mood == .sleepy, Mood.happy.rawValue)"#, printed: ["true happy"]),
    Case(code: #"print(max(3, 7), min(2, 1), abs(-4))"#, printed: ["7 1 4"]),
    Case(code: #"let x = 5; let y = x > 3 ? "big" : "small"; print(y)"#, printed: ["big"]),
    Case(code: #"print(Greeter().greet(name: "you"), Greeter.shared.greet())"#, printed: ["hi you hi there"]),
  ]

  static let support = """
    enum Shape { case circle, square(side: Int)
        var area: Int { if case .square(let s) = self { return s * s } else { return 0 } } }
    struct Point: Equatable { var x: Int; var y: Int
        mutating func move(by d: Int) { x += d; y += d } }
    final class Counter { var count = 0
        func bump() { count += 1 }
        var doubled: Int { count * 2 } }
    enum Problem: Error { case negative }
    func check(_ n: Int) throws -> Int { if n < 0 { throw Problem.negative }; return n }
    enum Mood: String { case happy, sleepy }
    struct Greeter { static let shared = Greeter()
        func greet(name: String = "there") -> String { "hi \\(name)" } }
    """

  @Test("a statement prints what Swift prints", arguments: cases)
  func prints(_ testCase: Case) throws {
    let files = EngineHarness.app(
      """
      struct ContentView: View {
          init() {
              \(testCase.code)
          }
          var body: some View { Text("x") }
      }
      \(Self.support)
      """)
    let consoles = try EngineHarness.consoles(files)
    #expect(consoles.first == testCase.printed, "\(consoles)")
  }
}
