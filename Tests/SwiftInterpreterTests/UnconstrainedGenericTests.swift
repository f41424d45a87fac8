import SwiftInterpreter
import Testing

/// A function's generic parameter without a constraint: its values can be copied and passed,
/// not compared or ordered. Rows from swiftc 6.3.1; what constraints allow is a conformance
/// program (generics-constrained-comparisons-and-reversed-results).
@Suite("Values of an unconstrained generic parameter are not compared, as swiftc refuses")
struct UnconstrainedGenericTests {
  static let rows: [BuildErrorCase] = [
    BuildErrorCase(name: "> of two T",
      source: "func largest<T>(_ a: T, _ b: T) -> T { a > b ? a : b }\nprint(largest(1, 2))",
      error: "1:42: referencing operator function '>' on 'Comparable' requires that 'T' conform to 'Comparable'"),
    BuildErrorCase(name: "== of two T",
      source: "func same<T>(_ a: T, _ b: T) -> Bool { a == b }\nprint(same(1, 2))",
      error: "1:42: binary operator '==' cannot be applied to two 'T' operands"),
    BuildErrorCase(name: "contains of a T in [T]",
      source: "func has<T>(_ xs: [T], _ x: T) -> Bool { xs.contains(x) }\nprint(has([1], 1))",
      error: "1:54: missing argument label 'where:' in call"),
    BuildErrorCase(name: "sorted() of [T]",
      source: "func srt<T>(_ xs: [T]) -> [T] { xs.sorted() }\nprint(srt([2, 1]))",
      error: "1:36: referencing instance method 'sorted()' on 'Sequence' requires that 'T' conform to 'Comparable'"),
    BuildErrorCase(name: "max() of [T]",
      source: "func largest<T>(_ xs: [T]) -> T { xs.max()! }\nprint(largest([1, 3]))",
      error: "1:38: referencing instance method 'max()' on 'Sequence' requires that 'T' conform to 'Comparable'"),
  ]

  @Test("each program is refused with swiftc's first error", arguments: rows)
  func refused(_ row: BuildErrorCase) throws {
    try expectRefused(row)
  }
}
