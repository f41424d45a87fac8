import SwiftInterpreter
import Testing

/// Type declarations Swift does not allow are refused with swiftc's words at swiftc's place;
/// what Swift allows beside them still runs. Rows and outputs from swiftc 6.3.1.
@Suite("Type declarations Swift refuses are refused before anything runs")
struct TypeDeclarationTests {
  static let refusedRows: [BuildErrorCase] = [
    BuildErrorCase(name: "a class inheriting from a struct",
      source: "struct S {}\nclass C: S {}",
      error: "2:7: inheritance from non-protocol, non-class type 'S'"),
    BuildErrorCase(name: "a struct inheriting from a class",
      source: "class A {}\nstruct B: A {}",
      error: "2:8: inheritance from non-protocol type 'A'"),
    BuildErrorCase(name: "a class inheriting from two classes",
      source: "class A {}\nclass B {}\nclass C: A, B {}",
      error: "3:13: multiple inheritance from classes 'A' and 'B' [#MultipleInheritance]"),
    BuildErrorCase(name: "a class inheriting from a final class",
      source: "final class A {}\nclass B: A {}",
      error: "2:7: inheritance from a final class 'A'"),
    BuildErrorCase(name: "an override of a final method",
      source: "class A { final func f() {} }\nclass B: A { override func f() {} }",
      error: "2:28: instance method overrides a 'final' instance method"),
    BuildErrorCase(name: "a deinit in a struct",
      source: "struct S { var x = 1; deinit { print(\"bye\") } }",
      error: "1:23: deinitializer cannot be declared in struct 'S' that conforms to 'Copyable'"),
    BuildErrorCase(name: "lazy let",
      source: "struct S { lazy let x = 1 }",
      error: "1:12: 'lazy' cannot be used on a let"),
    BuildErrorCase(name: "weak on an Int",
      source: "class A { weak var n: Int? }",
      error: "1:20: 'weak' may only be applied to class and class-bound protocol types, not 'Int'"),
    BuildErrorCase(name: "super in a struct",
      source: "struct S { func f() { super.f() } }",
      error: "1:23: 'super' cannot be used in non-class type 'S'"),
    BuildErrorCase(name: "an override with a stored property",
      source: "class A { var x: Int { return 1 } }\nclass B: A { override var x: Int = 2 }",
      error: "2:27: cannot override with a stored property 'x'"),
    BuildErrorCase(name: "a stored property in an enum",
      source: "enum E { case a, b; var x = 1 }",
      error: "1:25: enums must not contain stored properties"),
    BuildErrorCase(name: "a protocol property without { get }",
      source: "protocol P { var id: Int }",
      error: "1:18: property in protocol must have explicit { get } or { get set } specifier"),
    BuildErrorCase(name: "a private init called from outside",
      source: "class A { private init() {} }\nlet a = A()",
      error: "2:9: 'A' initializer is inaccessible due to 'private' protection level"),
    BuildErrorCase(name: "a singleton built outside its type",
      source: "struct S { static let shared = S(); private init() {} }\nlet s = S()",
      error: "2:9: 'S' initializer is inaccessible due to 'private' protection level"),
    BuildErrorCase(name: "an override changing the result type",
      source: "class A { func f() -> Int { 1 } }\nclass B: A { override func f() -> String { \"\" } }",
      error: "2:28: method does not override any method from its superclass"),
    BuildErrorCase(name: "a raw value used twice",
      source: "enum Dir: Int { case up = 1, down = 1 }",
      error: "1:37: raw value for enum case is not unique"),
    BuildErrorCase(name: "sorted() of a struct that is not Comparable",
      source: "struct User { let name: String; let age: Int }\nlet users = [User(name: \"a\", age: 3)]\nprint(users.sorted().first?.name ?? \"\")",
      error: "3:13: referencing instance method 'sorted()' on 'Sequence' requires that 'User' conform to 'Comparable'"),
    BuildErrorCase(name: "Equatable with a closure property",
      source: "struct P: Equatable { var x: Int; var f: () -> Void }",
      error: "1:8: type 'P' does not conform to protocol 'Equatable'"),
    BuildErrorCase(name: "Equatable with a property of a plain struct",
      source: "struct Q { var v = 1 }\nstruct P: Equatable { var x: Int; var q: Q }",
      error: "2:8: type 'P' does not conform to protocol 'Equatable'"),
    BuildErrorCase(name: "Hashable with a closure property",
      source: "struct P: Hashable { var x: Int; var f: () -> Void }",
      error: "1:8: type 'P' does not conform to protocol 'Hashable'"),
    BuildErrorCase(name: "Equatable with a class property",
      source: "class Node { var v = 1 }\nstruct P: Equatable { var n: Node }",
      error: "2:8: type 'P' does not conform to protocol 'Equatable'"),
    BuildErrorCase(name: "Hashable with a payload of a plain struct",
      source: "struct Q { var v = 1 }\nenum E: Hashable { case a(Q) }",
      error: "2:6: type 'E' does not conform to protocol 'Hashable'"),
    BuildErrorCase(name: "an instance method called on the type",
      source: "struct Dog { func bark() { print(\"woof\") } }\nDog.bark()",
      error: "2:1: instance member 'bark' cannot be used on type 'Dog'; did you mean to use a value of this type instead?"),
    BuildErrorCase(name: "! on an Int",
      source: "let n = 5\nprint(n!)",
      error: "2:8: cannot force unwrap value of non-optional type 'Int'"),
    BuildErrorCase(name: "?. on a String",
      source: "let s = \"x\"\nprint(s?.count)",
      error: "2:8: cannot use optional chaining on non-optional value of type 'String'"),
    BuildErrorCase(name: "! on a struct's Int property",
      source: "struct S { var w = 2 }\nlet s = S()\nprint(s.w!)",
      error: "3:10: cannot force unwrap value of non-optional type 'Int'"),
    BuildErrorCase(name: "a tuple of three for two",
      source: "let t: (Int, Int) = (1, 2, 3)\nprint(t)",
      error: "1:21: '(Int, Int, Int)' is not convertible to '(Int, Int)', tuples have a different number of elements"),
    BuildErrorCase(name: "an Int coerced to String with as",
      source: "let x = 5\nlet y = x as String\nprint(y)",
      error: "2:9: cannot convert value of type 'Int' to type 'String' in coercion"),
    BuildErrorCase(name: "an Any coerced to Int with as",
      source: "let x: Any = 5\nlet y = x as Int\nprint(y)",
      error: "2:11: 'Any' is not convertible to 'Int'"),
    BuildErrorCase(name: "a static method called on an instance",
      source: "struct Dog { static func make() -> Dog { Dog() } }\nlet d = Dog()\nlet e = d.make()",
      error: "3:9: static member 'make' cannot be used on instance of type 'Dog'"),
  ]

  @Test("each program is refused with swiftc's first error", arguments: refusedRows)
  func refused(_ row: BuildErrorCase) throws {
    try expectRefused(row)
  }

  @Test("weak class references, lazy vars, raw values, covariant and observing overrides, a private init used inside still run")
  func allowed() throws {
    let source = "class Node { var next: Node?; weak var parent: Node?; lazy var label = \"n\" }\nprotocol Named { var name: String { get }; static var kind: String { get } }\nenum Level: Int { case low = 1, mid, high = 5; var doubled: Int { rawValue * 2 } }\nenum Tag: String { case a, b = \"x\", c }\nfinal class Leaf: Node, Named { var name: String { \"leaf\" }; static var kind: String { \"k\" } }\nclass Animal { func speak() -> Animal { self }; func name() -> String { \"a\" }; var legs: Int { 4 } }\nclass Dog: Animal { override func speak() -> Dog { self }; override func name() -> String { \"d\" }; override var legs: Int { 4 } }\nstruct Single { static let shared = Single(); private init() {}; fileprivate init(x: Int) {} }\nlet s = Single.shared; let t = Single(x: 1)\nprint(Level.mid.rawValue, Level.high.doubled, Tag.c.rawValue, Leaf().name, Dog().speak().name(), Dog().legs, Leaf().label)"
    #expect(try run(source) == "2 10 c leaf d 4 n\n")
  }

  @Test("synthesized Equatable and Hashable of comparable values, own ==, own < still run")
  func synthesized() throws {
    let source = "struct Q: Equatable { var v = 1 }\nenum Mood { case happy, sad }\nenum Shape: Hashable { case circle(Double), square(Int) }\nstruct P: Hashable { var x: Int; var q: [String: Int]; var mood: Mood; var shape: Shape? }\nstruct R: Equatable { var f: () -> Int; static func == (a: R, b: R) -> Bool { a.f() == b.f() } }\nstruct U: Comparable { var n: Int; static func < (a: U, b: U) -> Bool { a.n < b.n } }\nlet p = P(x: 1, q: [\"a\": 1], mood: .happy, shape: .circle(2))\nprint(p == p, Set([p, p]).count, R(f: { 1 }) == R(f: { 1 }), [U(n: 3), U(n: 1)].sorted().map(\\.n), [U(n: 2)].max()!.n)"
    #expect(try run(source) == "true 1 true [1, 3] 2\n")
  }
}
