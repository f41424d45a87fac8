import SwiftInterpreter
import Testing

/// Declarations and types as intermediate tutorials write them (initializers, observers,
/// extensions of standard types), each output what swiftc 6.3's build of the program prints.
@Suite("Declarations behave as swiftc's build does")
struct DeclarationRuleTests {
  typealias Case = ProgramCase

  static let cases: [Case] = [
    Case(name: "an inherited property set in a subclass's initializer runs its observers", source: """
      class A {
        var x = 0 { didSet { print("A.x \\(oldValue)->\\(x)") } }
        init() { x = 1 }
        convenience init(x: Int) { self.init(); self.x = x }
      }
      class B: A {
        override var x: Int { willSet { print("B.x will \\(newValue)") } }
        var z = 0 { didSet { print("B.z") } }
        override init() { z = 1; super.init(); z = 2; x = 3 }
      }
      _ = A(x: 7)
      print(B().x)
      """, output: "B.x will 3\nA.x 1->3\n3\n"),
    Case(name: "another instance's property set in an initializer runs its observers", source: """
      final class Log { var n = 0 { didSet { print("log \\(n)") } } }
      struct Twin { var c = 0 { didSet { print("twin \\(c)") } } }
      struct R {
        var log: Log
        var c = 0 { didSet { print("own") } }
        init(log: Log) { self.log = log; log.n = 1; c = 2; var t = Twin(); t.c = 3 }
      }
      print(R(log: Log()).c)
      """, output: "log 1\ntwin 3\n2\n"),
    Case(name: "a labelled subscript in an extension of Array is the program's, not the index", source: """
      extension Array { subscript(safe i: Int) -> Element? { indices.contains(i) ? self[i] : nil } }
      extension Collection { subscript(checked i: Index) -> Element? { indices.contains(i) ? self[i] : nil } }
      var a = [10, 20]
      print(a[safe: 5] as Any, a[safe: 1] ?? 0, a[checked: 2] as Any, a[checked: 0]!)
      """, output: "nil 20 nil 10\n"),
    Case(name: "a String extension's Int and Range subscripts are chosen by the index's type", source: """
      extension String {
        subscript(i: Int) -> Character { self[index(startIndex, offsetBy: i)] }
        subscript(r: Range<Int>) -> String {
          String(self[index(startIndex, offsetBy: r.lowerBound)..<index(startIndex, offsetBy: r.upperBound)])
        }
      }
      let s = "swift"
      print(s[1], s[1..<3], s[s.startIndex])
      """, output: "w wi s\n"),
    Case(name: "a standard member named bare in an extension of a standard protocol is self's", source: """
      extension Collection { func count2() -> Int { indices.count * 2 } }
      print([1, 2, 3].count2(), "ab".count2())
      """, output: "6 4\n"),
  ]

  @Test("each program prints what swiftc's build prints", arguments: cases)
  func programs(_ example: Case) throws {
    #expect(try run(example.source) == example.output)
  }

  @Test("a case made inside Optional.map takes its type from the enclosing closure's declared result")
  func deferredCaseInSwitch() throws {
    // swiftc's build prints "1" and "f": `Optional.map`'s `U` is the closure's declared result.
    let output = try run("""
      enum VE: Error { case empty }
      let rs = ["1", "x"].map { s -> Result<Int, VE> in Int(s).map { .success($0) } ?? .failure(.empty) }
      for r in rs { switch r { case .success(let v): print(v); case .failure: print("f") } }
      """)
    #expect(output == "1\nf\n")
  }
}
