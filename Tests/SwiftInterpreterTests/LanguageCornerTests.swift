import SwiftInterpreter
import Testing

/// Rules of the language and its library that tutorials lean on, each checked against what
/// swiftc 6.3's build of the same program prints (`-D DEBUG`, as the lessons build).
@Suite("Language corners print what swiftc's build prints")
struct LanguageCornerTests {
  typealias Case = ProgramCase

  static let cases: [Case] = [
    // The compiler works out a type's conformances once, after the program's inheritance is
    // read; a type declared in a body sets its own later, and must not be answered from before.
    Case(name: "types declared in a body conform and inherit as top-level ones do", source: """
      protocol Named { var name: String { get } }
      extension Named { func greet() -> String { "hello \\(name)" } }
      class Base { func kind() -> String { "base" } }
      func run() {
        struct Local: Named { let name: String }
        class Derived: Base, Named {
          var name: String { "derived" }
          override func kind() -> String { "derived " + super.kind() }
        }
        print(Local(name: "local").greet())
        let d = Derived()
        print(d.greet(), d.kind())
      }
      run()
      struct Top: Named { let name = "top" }
      print(Top().greet())
      """, output: "hello local\nhello derived derived base\nhello top\n"),
    Case(name: "inside a type its members come before script globals of the same name", source: """
      func greet() -> String { "global" }
      var count = 100
      struct S {
        var count = 0
        func greet() -> String { "member" }
        mutating func bump() { count += 1; count = count * 2 }
        func run() -> String { greet() + " \\(count)" }
        func keep() -> () -> Int { { [count] in count } }
      }
      final class K { var count = 1; func inc() { count += 10 }; var text: String { "K\\(count)" } }
      var s = S()
      s.bump()
      let k = K(); k.inc()
      print(s.run(), s.keep()(), count, k.text)
      """, output: "member 2 2 100 K11\n"),
    Case(name: "dump shows a type's description, numbers class instances and nests superclasses", source: """
      class Base { var id = 1 }
      class Child: Base { var name = "c" }
      struct Named: CustomStringConvertible { var a = 1; var description: String { "named" } }
      struct Pair { var o: Base; var p: Base }
      let b = Base()
      dump(Child())
      dump(Named())
      dump(Pair(o: b, p: b))
      """, output: """
      ▿ main.Child #0
        ▿ super: main.Base
          - id: 1
        - name: "c"
      ▿ named
        - a: 1
      ▿ main.Pair
        ▿ o: main.Base #0
          - id: 1
        ▿ p: main.Base #0

      """),
    Case(name: "a type that is its own iterator is a sequence whose makeIterator returns itself", source: """
      struct Countdown: Sequence, IteratorProtocol {
        var n = 3
        mutating func next() -> Int? { n -= 1; return n >= 0 ? n : nil }
      }
      for x in Countdown() { print(x) }
      print(Array(Countdown()), Countdown().map { $0 * 2 })
      """, output: "2\n1\n0\n[2, 1, 0] [4, 2, 0]\n"),
    Case(name: "a generic function's expected result binds its parameters for the literals passed", source: """
      struct Box<T> { var item: T }
      func wrap<T>(_ x: T) -> Box<T> { Box(item: x) }
      func pair<A, B>(_ a: A, _ b: B) -> (A, B) { (a, b) }
      func listOf<T>(_ xs: T...) -> [T] { xs }
      func firstOr<T>(_ xs: [T], _ d: T) -> T { xs.first ?? d }
      let a: Box<Double> = wrap(1)
      let l: [Double] = listOf(1, 2)
      let f: Double = firstOr([], 3)
      let o: Double? = firstOr([1], 2)
      print(a, wrap(2), l, f, o as Any, pair(1, 2.5))
      """, output: "Box<Double>(item: 1.0) Box<Int>(item: 2) [1.0, 2.0] 3.0 Optional(1.0) (1, 2.5)\n"),
    Case(name: "a literal takes the element, bound or payload type its context declares", source: """
      enum Either<L, R> { case left(L), right(R) }
      let e: Either<Double, String> = .left(3)
      let r: ClosedRange<Double> = 1...2
      var values: [Double] = []
      values.append(1)
      values.insert(0, at: 0)
      var groups: [String: [Double]] = [:]
      groups["k", default: []].append(5)
      print(e, r, values, groups, Set<Double>([1]), Array<Float>([2]))
      """, output: "left(3.0) 1.0...2.0 [0.0, 1.0] [\"k\": [5.0]] [1.0] [2.0]\n"),
    Case(name: "a literal argument of a generic type's initializer takes the type argument written or expected", source: """
      struct Box<T> { var item: T }
      struct Pair<A, B> { var a: A; var b: B }
      final class Node<T> { let v: T; init(_ v: T) { self.v = v } }
      let s: [Box<Double>] = [Box(item: 1.5), Box(item: 2)]
      let p: Pair<Double, Int> = Pair(a: 1, b: 2)
      let n: Node<Double> = Node(7)
      print(s, p, n.v, Box<Double>(item: 4).item)
      """, output: "[main.Box<Swift.Double>(item: 1.5), main.Box<Swift.Double>(item: 2.0)] Pair<Double, Int>(a: 1.0, b: 2) 7.0 4.0\n"),
    Case(name: "an extension's method named like a standard one leaves the standard one to calls it does not fit", source: """
      struct B { var t: String; var y: Int }
      extension Sequence {
        func sorted<V: Comparable>(by path: KeyPath<Element, V>, ascending: Bool = true) -> [Element] {
          sorted { ascending ? $0[keyPath: path] < $1[keyPath: path] : $0[keyPath: path] > $1[keyPath: path] }
        }
        func total<V: AdditiveArithmetic>(of path: KeyPath<Element, V>) -> V { reduce(.zero) { $0 + $1[keyPath: path] } }
      }
      let bs = [B(t: "a", y: 3), B(t: "b", y: 1), B(t: "c", y: 2)]
      print(bs.sorted(by: \\.y).map(\\.t), bs.sorted(by: \\.y, ascending: false).map(\\.t), bs.total(of: \\.y))

      print([3, 1, 2].sorted(by: >), [3, 1, 2].sorted { $0 < $1 })
      """, output: "[\"b\", \"c\", \"a\"] [\"a\", \"c\", \"b\"] 6\n[3, 2, 1] [1, 2, 3]\n"),
    Case(name: "a struct's lazy initial value may change self, and the change stays", source: """
      struct G {
        var log: [String] = []
        lazy var label: String = { log.append("made"); return "L" }()
      }
      var g = G()
      print(g.label, g.log)
      print(g.label, g.log)
      """, output: "L [\"made\"]\nL [\"made\"]\n"),
    Case(name: "#if around postfix members applies the members of the clause that holds", source: """
      let xs = [3, 1, 2]
        #if DEBUG
        .sorted()
          #if os(macOS)
          .reversed()
          #endif
        #else
        .reversed()
        #endif
        .map { $0 * 10 }
      let ys = [3, 1]
        #if RELEASE
        .sorted()
        #endif
      print(xs, ys)
      """, output: "[10, 20, 30] [3, 1]\n"),
    Case(name: "a key path literal passed where a function is expected is that function, in generic code too", source: """
      struct P { var name: String; var age: Int }
      func keys<T, K>(_ items: [T], _ key: (T) -> K) -> [K] { items.map { key($0) } }
      let people = [P(name: "Ann", age: 3), P(name: "Bo", age: 5)]
      let byAge: (P) -> Int = \\.age
      print(keys(people, \\.name), byAge(people[1]), Dictionary(grouping: people, by: \\.name.count)[2]!.map(\\.name))
      """, output: "[\"Ann\", \"Bo\"] 5 [\"Bo\"]\n"),
    Case(name: "a key path with optional chaining gives nil at a nil link and prints its last '?'", source: """
      struct A { var city: String; var zip: String? }
      struct P { var address: A? }
      let people = [P(address: A(city: "Oslo", zip: nil)), P(address: nil)]
      let paths: [KeyPath<P, String?>] = [\\P.address?.city, \\P.address?.zip]
      print(people.map(\\.address?.city), people[0][keyPath: paths[1]] as Any, paths[0], paths[1])
      """, output: "[Optional(\"Oslo\"), nil] nil \\P.address?.city? \\P.address?.zip\n"),
    Case(name: "an integer's words are its value sign-extended to one UInt, printed as the standard library's struct", source: """
      let w = UInt8(255).words
      print(w, w.count, Array(w), Int8(-1).words.first!, Int16(-2).words.map { $0 }, type(of: w))
      print(w[0], w.indices, Int.zero.bitWidth, Int8.zero, [Int32(7).words])
      """, output: "Words(_value: 255) 1 [255] 18446744073709551615 [18446744073709551614] Words\n"
        + "255 0..<1 64 0 [Swift.Int32.Words(_value: 7)]\n"),
    Case(name: "a string literal or #fileID/#function where a StaticString is expected is one", source: """
      func trace(_ note: StaticString = #function, file: StaticString = #fileID) -> String { "\\(file) \\(note)" }
      struct Job { let title: StaticString; func go() -> String { trace() } }
      let tags: [StaticString] = ["α", "b"]
      let job = Job(title: "build")
      print(job.title, job.go(), tags, tags.map(\\.utf8CodeUnitCount), tags[0].isASCII, type(of: job.title))
      debugPrint(job.title)
      """, output: "build main/main.swift go() [\"α\", \"b\"] [2, 1] false StaticString\n\"build\"\n"),
    Case(name: "a strict subset or superset is one that is not equal", source: """
      print(Set([1, 2]).isStrictSubset(of: [1, 2, 3]), Set([1, 2]).isStrictSubset(of: [2, 1]), Set([1, 2, 3]).isStrictSuperset(of: [3]))
      """, output: "true false true\n"),
    Case(name: "LocalizedError's members a type does not write are nil", source: """
      import Foundation
      struct Quiet: LocalizedError { var code: Int }
      enum Loud: LocalizedError { case x; var recoverySuggestion: String? { "retry" } }
      print(Quiet(code: 1).errorDescription as Any, Quiet(code: 1).helpAnchor as Any, Loud.x.recoverySuggestion!, Loud.x.failureReason as Any)
      """, output: "nil nil retry nil\n"),
    Case(name: "a generic method of a Sequence extension may name Element in its parameters", source: """
      extension Sequence {
        func paired<V>(_ items: [Element], _ extra: V) -> [(Element, V)] { items.map { ($0, extra) } }
      }
      print([1].paired([2, 3], "x"))
      """, output: "[(2, \"x\"), (3, \"x\")]\n"),
  ]

  @Test("each program prints what swiftc's build prints", arguments: cases)
  func programs(_ example: Case) throws {
    #expect(try run(example.source) == example.output)
  }
}
