import SwiftInterpreter
import SwiftReader
import Testing

/// A member declared `private` or `fileprivate` used where it cannot be seen, and a
/// `private(set)` property set from outside, are refused with swiftc's words (they were read and
/// changed). Rows checked with `swiftc -swift-version 6` (6.3.1).
@Suite("A private member used from outside is refused as swiftc refuses it")
struct AccessControlTests {
  typealias Row = BuildErrorCase

  static let rows: [Row] = [
    Row(name: "a private property read from the top level", source: "struct S { private var x = 1 }\nprint(S().x)",
      error: "2:11: 'x' is inaccessible due to 'private' protection level"),
    Row(name: "a private method called from the top level", source: "struct S { private func m() {} }\nS().m()",
      error: "2:5: 'm' is inaccessible due to 'private' protection level"),
    Row(name: "a superclass's private property read by a subclass", source: "class A { private var v = 1 }\nclass B: A { func f() { print(v) } }",
      error: "2:31: 'v' is inaccessible due to 'private' protection level"),
    Row(name: "a private static constant read from the top level", source: "struct S { private static let k = 1 }\nprint(S.k)",
      error: "2:9: 'k' is inaccessible due to 'private' protection level"),
    Row(name: "a private static method called from the top level", source: "struct S { private static func make() -> Int { 1 } }\nprint(S.make())",
      error: "2:9: 'make' is inaccessible due to 'private' protection level"),
    Row(name: "a private(set) property set from outside",
      source: "struct S { private(set) var z = 3 }\nvar s = S()\nprint(s.z)\ns.z = 4",
      error: "4:3: cannot assign to property: 'z' setter is inaccessible"),
  ]

  @Test("each program is refused with swiftc's message and position", arguments: rows)
  func refused(_ row: Row) throws {
    try expectRefused(row)
  }

  @Test("the type, its extensions, its nested types and the file still see what they may")
  func allowed() throws {
    let output = try run("""
      struct S {
        private var x = 1
        fileprivate var y = 2
        private(set) var z = 3
        struct Inner { func g(_ s: S) -> Int { s.x } }
        mutating func bump() { z += x }
      }
      extension S { func h() -> Int { x + self.x } }
      var s = S()
      s.bump()
      print(s.h(), S.Inner().g(s), s.y, s.z)
      """)
    #expect(output == "2 1 2 4\n")
  }
}
