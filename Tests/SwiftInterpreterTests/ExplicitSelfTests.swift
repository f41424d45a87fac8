import SwiftInterpreter
import Testing

/// SE-0269: a class's member used through implicit `self` in a closure that escapes is refused
/// with swiftc's words; where the closure does not escape, captures `self` in its list, or the
/// type is a struct, the program runs. Each row checked with swiftc 6.3.
@Suite("An escaping closure in a class names 'self' as swiftc requires")
struct ExplicitSelfTests {
  typealias Row = BuildErrorCase
  typealias Case = ProgramCase

  static let property = "requires explicit use of 'self' to make capture semantics explicit"

  static let rows: [Row] = [
    Row(name: "a closure stored in a local", source: "class C { var n = 0\n  func f() { let g = { n += 1 }; g() } }",
      error: "2:24: reference to property 'n' in closure " + property),
    Row(name: "a closure given to an @escaping parameter",
      source: "class C { var n = 0\n  func run(_ b: @escaping () -> Void) { b() }\n  func f() { run { n += 1 } } }",
      error: "3:20: reference to property 'n' in closure " + property),
    Row(name: "a method called in a closure given to an @escaping parameter",
      source: "class C { func m() {}\n  func run(_ b: @escaping () -> Void) { b() }\n  func f() { run { m() } } }",
      error: "3:20: call to method 'm' in closure " + property),
    Row(name: "a closure given to an optional function parameter",
      source: "class C { var n = 0\n  func run(_ b: (() -> Void)?) { b?() }\n  func f() { run { n += 1 } } }",
      error: "3:20: reference to property 'n' in closure " + property),
    Row(name: "a closure given to a generic parameter",
      source: "class C { var n = 0\n  func g<T>(_ t: T) {}\n  func f() { g { print(n) } } }",
      error: "3:24: reference to property 'n' in closure " + property),
    Row(name: "a closure returned", source: "class C { var n = 0\n  func f() -> () -> Int { return { n } } }",
      error: "2:36: reference to property 'n' in closure " + property),
    Row(name: "a closure assigned to an optional property",
      source: "class C { var n = 0; var h: (() -> Void)?\n  func f() { h = { print(n) } } }",
      error: "2:26: reference to property 'n' in closure " + property),
    Row(name: "a lazy property's closure", source: "class C { var n = 0\n  lazy var g: () -> Void = { n += 1 } }",
      error: "2:30: reference to property 'n' in closure " + property),
    Row(name: "a non-escaping closure inside an escaping one",
      source: "class C { var n = 0\n  func f() { run { [1].forEach { _ in n += 1 } } }\n  func run(_ b: @escaping () -> Void) { b() } }",
      error: "2:39: reference to property 'n' in closure " + property),
    Row(name: "Task.detached's closure", source: "class C { var n = 0\n  func f() { Task.detached { print(n) } } }",
      error: "2:36: reference to property 'n' in closure " + property),
  ]

  @Test("each is refused with swiftc's message at the member's name", arguments: rows)
  func refused(_ row: Row) throws {
    try expectRefused(row)
  }

  static let allowed: [Case] = [
    Case(name: "non-escaping closures, [self], guard let self, Task, a closure called where it is made", source: """
      final class C {
        var n = 0
        func run(_ b: () -> Void) { b() }
        func later(_ b: @escaping () -> Void) { b() }
        func f() async {
          [1, 2].forEach { _ in n += 1 }
          run { n += 10 }
          later { [self] in n += 100 }
          later { [weak self] in guard let self else { return }; n += 1000 }
          let doubled = { n * 2 }()
          print(n, doubled, [1].map { $0 + n })
          await Task { n += 1 }.value
          print(n)
        }
      }
      await C().f()
      """, output: "1112 2224 [1113]\n1113\n"),
    Case(name: "a struct's members need no self in an escaping closure", source: """
      struct S {
        var n = 3
        func later(_ b: @escaping () -> Void) { b() }
        func f() { later { print(n) } }
      }
      S().f()
      """, output: "3\n"),
  ]

  @Test("what swiftc accepts still runs", arguments: allowed)
  func runs(_ row: Case) throws {
    #expect(try run(row.source) == row.output)
  }
}
