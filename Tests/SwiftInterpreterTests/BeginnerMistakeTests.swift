import SwiftInterpreter
import SwiftReader
import Testing

/// More of a beginner's programs that swiftc does not build — a class whose stored property has
/// no value and no initializer gives it one, a `Character` written with two letters — refused
/// with swiftc's words before anything prints. Rows checked with `swiftc -swift-version 6`
/// (6.3.1, a full build).
@Suite("A beginner's declaration swiftc refuses is refused with swiftc's words")
struct BeginnerMistakeTests {
  typealias Row = BuildErrorCase

  static let rows: [Row] = [
    Row(name: "a lazy global", source: "lazy var x = 1\nprint(x)",
      error: "1:1: 'lazy' cannot be used on an already-lazy global"),
    Row(name: "a class with stored properties and no initializer",
      source: "print(\"start\")\nclass Person { var name: String; var age: Int }",
      error: "2:7: class 'Person' has no initializers"),
    Row(name: "a subclass adding a stored property without an initializer",
      source: "class A { var x = 1 }\nclass B: A { var y: Int }\nprint(B().x)",
      error: "2:7: class 'B' has no initializers"),
    Row(name: "a let of an optional type has no value of its own",
      source: "final class P { let name: String?; lazy var w = 1 }",
      error: "1:13: class 'P' has no initializers"),
    Row(name: "a convenience initializer in an extension does not count",
      source: "class P { var name: String }\nextension P { convenience init(n: String) { self.init() } }",
      error: "1:7: class 'P' has no initializers"),
    Row(name: "an actor with a stored property and no initializer", source: "actor Store { var items: [Int] }",
      error: "1:7: actor 'Store' has no initializers"),
    Row(name: "a Character written with two letters", source: "print(\"start\")\nlet c: Character = \"ab\"",
      error: "2:20: cannot convert value of type 'String' to specified type 'Character'"),
    Row(name: "an empty Character", source: "var c: Character = \"\"",
      error: "1:20: cannot convert value of type 'String' to specified type 'Character'"),
    Row(name: "an Int as an if condition", source: "let n = 1\nprint(\"start\")\nif n { print(\"yes\") }",
      error: "3:4: type 'Int' cannot be used as a boolean; test for '!= 0' instead"),
    Row(name: "an Int as the second condition of a while", source: "var n = 3\nwhile n > 0, n { n -= 1 }",
      error: "2:14: type 'Int' cannot be used as a boolean; test for '!= 0' instead"),
    Row(name: "a String as a guard condition", source: "func f(_ s: String) {\n  guard s else { return }\n}",
      error: "2:9: cannot convert value of type 'String' to expected condition type 'Bool'"),
    Row(name: "= where == was meant, at the =", source: "var n = 1\nprint(\"start\")\nif n = 2 { print(\"two\") }",
      error: "3:6: use of '=' in a boolean context, did you mean '=='?"),
    Row(name: "a String read by an Int", source: "let s = \"hello\"\nprint(\"start\")\nprint(s[0])",
      error: "3:7: 'subscript(_:)' is unavailable: cannot subscript String with an Int, use a String.Index instead."),
    Row(name: "a String parameter read by an Int variable", source: "func first(_ word: String, _ i: Int) -> Character {\n  word[i]\n}",
      error: "2:3: 'subscript(_:)' is unavailable: cannot subscript String with an Int, use a String.Index instead."),
    Row(name: "a String literal joined to an Int, at the operator", source: "let n = 5\nprint(\"start\")\nlet t = \"n = \" + n",
      error: "3:16: binary operator '+' cannot be applied to operands of type 'String' and 'Int'"),
    Row(name: "an Int compared with a String literal", source: "let n = 5\nprint(n == \"5\")",
      error: "2:9: binary operator '==' cannot be applied to operands of type 'Int' and 'String'"),
    Row(name: "a local constant declared twice in one block", source: "func f() {\n  let a = 1\n  var a = 2\n  print(a)\n}",
      error: "3:7: invalid redeclaration of 'a'"),
    Row(name: "a top-level constant declared twice", source: "let total = 1\nlet total = 2",
      error: "2:5: invalid redeclaration of 'total'"),
    Row(name: "a closure in a view-like getter changing a plain stored property (no wrapper)",
      source: "struct Screen {\n  var count = 0\n  var tap: () -> Void { { count += 1 } }\n}",
      error: "3:33: left side of mutating operator isn't mutable: 'self' is immutable"),
    Row(name: "a closure in a non-mutating method calling a mutating member",
      source: "struct Log {\n  var lines: [String] = []\n  func add() { [1].forEach { _ in lines.append(\"x\") } }\n}",
      error: "3:41: cannot use mutating member on immutable value: 'self' is immutable"),
    Row(name: "two values of a struct that is not Equatable compared with ==",
      source: "struct Item { var name: String }\nlet x = Item(name: \"a\"), y = Item(name: \"b\")\nprint(x == y)",
      error: "3:9: binary operator '==' cannot be applied to two 'Item' operands"),
    Row(name: "two objects of a class that is not Equatable compared with !=",
      source: "class Box { var v = 1 }\nprint(Box() != Box())",
      error: "2:13: binary operator '!=' cannot be applied to two 'Box' operands"),
    Row(name: "two values of an enum with associated values compared with ==",
      source: "enum E { case a(Int), b }\nlet x = E.a(1), y = E.b\nprint(x == y)",
      error: "3:9: binary operator '==' cannot be applied to two 'E' operands"),
    Row(name: "an enum with associated values compared with an implicit case",
      source: "enum E { case a(Int), b }\nlet x = E.a(1)\nif x == .b { print(\"b\") }",
      error: "3:6: binary operator '==' cannot be applied to two 'E' operands"),
    Row(name: "a value compared with a case made on the spot names the requirement",
      source: "enum E { case a(Int), b }\nlet x = E.b\nprint(x == E.a(2))",
      error: "3:9: referencing operator function '==' on 'Equatable' requires that 'E' conform to 'Equatable'"),
    Row(name: "two structs made on the spot compared with ==", source: "struct S { var v = 1 }\nprint(S() == S(v: 2))",
      error: "2:11: referencing operator function '==' on 'Equatable' requires that 'S' conform to 'Equatable'"),
    Row(name: "if let of a value that is not optional", source: "let n = 5\nif let m = n { print(m) }",
      error: "2:4: initializer for conditional binding must have Optional type, not 'Int'"),
    Row(name: "guard let of a String", source: "let s = \"x\"\nguard let t = s else { fatalError() }\nprint(t)",
      error: "2:7: initializer for conditional binding must have Optional type, not 'String'"),
    Row(name: "if let of a parameter that is not optional", source: "func f(_ v: Int) { if let w = v { print(w) } }",
      error: "1:23: initializer for conditional binding must have Optional type, not 'Int'"),
    Row(name: "nil assigned to an Int variable", source: "var n = 0\nn = nil",
      error: "2:5: 'nil' cannot be assigned to type 'Int'"),
    Row(name: "nil as the value of an Int constant", source: "let x: Int = nil",
      error: "1:14: 'nil' cannot initialize specified type 'Int'"),
    Row(name: "a missing word counted with += on the dictionary's optional value",
      source: "var counts = [String: Int]()\nfor w in [\"a\", \"b\", \"a\"] { counts[w] += 1 }\nprint(counts.count)",
      error: "2:34: value of optional type 'Int?' must be unwrapped to a value of type 'Int'"),
    Row(name: "-= on a dictionary's value", source: "var scores: [String: Int] = [\"a\": 1]\nscores[\"a\"] -= 1\nprint(scores)",
      error: "2:7: value of optional type 'Int?' must be unwrapped to a value of type 'Int'"),
    Row(name: "+= on a dictionary's String value", source: "var names = [\"a\": \"x\"]\nnames[\"a\"] += \"y\"\nprint(names)",
      error: "2:6: value of optional type 'String?' must be unwrapped to a value of type 'String'"),
    Row(name: "+= on an optional Int variable", source: "var x: Int? = 1\nx += 1\nprint(x!)",
      error: "2:1: value of optional type 'Int?' must be unwrapped to a value of type 'Int'"),
    Row(name: "+= on a struct's dictionary value", source: "struct S { var d: [String: Int] = [:] }\nvar s = S()\ns.d[\"a\"] += 1\nprint(s)",
      error: "3:4: value of optional type 'Int?' must be unwrapped to a value of type 'Int'"),
    Row(name: "an array's count called as a method", source: "let xs = [1, 2]\nprint(xs.count())",
      error: "2:10: cannot call value of non-function type 'Int'"),
    Row(name: "an array's first called as a method", source: "let xs = [1.5]\nprint(xs.first(), xs.count)",
      error: "2:10: cannot call value of non-function type 'Double?'"),
    Row(name: "a dictionary's count called as a method", source: "let d = [\"a\": 1]\nprint(d.count(), d.isEmpty)",
      error: "2:9: cannot call value of non-function type 'Int'"),
    Row(name: "a closure named as a statement, not called",
      source: "var x = 1\nlet c = { x += 1 }\nc\nprint(x)",
      error: "3:1: function is unused [#no-usage]"),
    Row(name: "a method named as a statement, not called",
      source: "struct S { func go() { print(\"go\") } }\nlet s = S()\ns.go",
      error: "3:3: function is unused [#no-usage]"),
    Row(name: "a function named as a statement",
      source: "func f() { print(\"f\") }\nf",
      error: "2:1: function is unused [#no-usage]"),
    Row(name: "a closure called with its parameter's name as a label",
      source: "let twice = { (n: Int) in n * 2 }\nprint(twice(n: 3))",
      error: "2:12: extraneous argument label 'n:' in call"),
    Row(name: "a closure called with labels",
      source: "let add = { (a: Int, b: Int) in a + b }\nprint(add(a: 1, b: 2))",
      error: "2:10: extraneous argument labels 'a:b:' in call"),
    Row(name: "a get-only requirement set through the protocol's type",
      source: "protocol Greeter { var name: String { get } ; func greet() }\nstruct En: Greeter { let name = \"a\"; func greet() { print(\"hi \\(name)\") } }\nlet g: Greeter = En()\ng.name = \"b\"",
      error: "4:3: cannot assign to property: 'name' is a get-only property"),
    Row(name: "?? with a String default for an Int?",
      source: "let n = Int(\"5\") ?? \"zero\"\nprint(n)",
      error: "1:18: binary operator '??' cannot be applied to operands of type 'Int?' and 'String'"),
    Row(name: "?? with a Double default for a String?",
      source: "let s: String? = \"a\"\nlet t = s ?? 1.5\nprint(t)",
      error: "2:11: binary operator '??' cannot be applied to operands of type 'String?' and 'Double'"),
    Row(name: "?? with a Double default for an Int?",
      source: "let n = Int(\"5\") ?? 1.5\nprint(n)",
      error: "1:18: binary operator '??' cannot be applied to operands of type 'Int?' and 'Double'"),
    Row(name: "nil as the default of ?? for a declared String",
      source: "let s: String? = \"x\"\nlet t: String = s ?? nil\nprint(t)",
      error: "2:22: 'nil' is not compatible with expected argument type 'String'"),
    Row(name: "a for-in over an optional array",
      source: "let names: [String]? = [\"a\"]\nfor n in names { print(n) }",
      error: "2:10: for-in loop requires '[String]?' to conform to 'Sequence'; did you mean to unwrap optional?"),
    Row(name: "an optional parameter returned as a String",
      source: "func f(_ s: String?) -> String { return s }\nprint(f(\"a\"))",
      error: "1:41: value of optional type 'String?' must be unwrapped to a value of type 'String'"),
    Row(name: "a string's first stored as a Character",
      source: "let s = \"hello\"\nlet c: Character = s.first\nprint(c)",
      error: "2:22: value of optional type 'String.Element?' (aka 'Optional<Character>') must be unwrapped to a value of type 'String.Element' (aka 'Character')"),
    Row(name: "a string's last assigned to a Character",
      source: "let word = \"hi\"\nvar c: Character = \"x\"\nc = word.last\nprint(c)",
      error: "3:10: value of optional type 'String.Element?' (aka 'Optional<Character>') must be unwrapped to a value of type 'String.Element' (aka 'Character')"),
    Row(name: "allCases of an enum that is not CaseIterable",
      source: "enum Suit: String { case hearts, spades }\nprint(Suit.hearts)\nprint(Suit.hearts.rawValue)\nprint(Suit.allCases)",
      error: "4:12: type 'Suit' has no member 'allCases'"),
    Row(name: "an implicit member the enum lacks",
      source: "enum Suit { case hearts, spades }\nlet s: Suit = .clubs\nprint(s)",
      error: "2:16: type 'Suit' has no member 'clubs'"),
    Row(name: "an implicit member argument the enum lacks",
      source: "enum Suit { case hearts }\nfunc f(_ s: Suit) {}\nf(.spades)",
      error: "3:4: type 'Suit' has no member 'spades'"),
    Row(name: "a case after default",
      source: "let s = \"x\"\nswitch s {\ncase \"x\": print(\"X\")\ndefault: print(\"?\")\ncase \"y\": print(\"Y\")\n}",
      error: "5:1: additional 'case' blocks cannot appear after the 'default' block of a 'switch'"),
    Row(name: "a case with no statement",
      source: "let n = 3\nswitch n {\ncase 1:\ncase 3: print(\"three\")\ndefault: break\n}",
      error: "3:1: 'case' label in a 'switch' must have at least one executable statement"),
    Row(name: "a default with no statement",
      source: "let n = 3\nswitch n {\ncase 3: print(\"three\")\ndefault:\n}",
      error: "4:1: 'default' label in a 'switch' must have at least one executable statement"),
    Row(name: "try? of a throwing function used as its Int",
      source: "enum E: Error { case bad }\nfunc f() throws -> Int { throw E.bad }\nlet x = try? f()\nprint(x + 1)",
      error: "4:7: value of optional type 'Int?' must be unwrapped to a value of type 'Int'"),
    Row(name: "an Int sum divided by a Double literal",
      source: "let total = [1, 2, 3].reduce(0, +)\nlet avg = total / 3.0\nprint(avg)",
      error: "2:17: binary operator '/' cannot be applied to operands of type 'Int' and 'Double'"),
    Row(name: "a String pushed on a Stack<Int>",
      source: "struct Stack<T> { var items: [T] = []; mutating func push(_ x: T) { items.append(x) } }\nvar s = Stack<Int>()\ns.push(\"a\")",
      error: "3:8: cannot convert value of type 'String' to expected argument type 'Int'"),
    Row(name: "i++ from C",
      source: "var i = 0\ni++\nprint(i)",
      error: "2:2: cannot find operator '++' in scope; did you mean '+= 1'?"),
    Row(name: "++i from C",
      source: "var i = 0\n++i\nprint(i)",
      error: "2:1: cannot find operator '++' in scope; did you mean '+= 1'?"),
    Row(name: "i-- from C",
      source: "var i = 5\ni--\nprint(i)",
      error: "2:2: cannot find operator '--' in scope; did you mean '-= 1'?"),
    Row(name: "i++ in a loop",
      source: "var i = 0\nfor _ in 0..<3 { i++ }\nprint(i)",
      error: "2:19: cannot find operator '++' in scope; did you mean '+= 1'?"),
    Row(name: "count++ in a function",
      source: "var count = 0\nfunc inc() { count++ }",
      error: "2:19: cannot find operator '++' in scope; did you mean '+= 1'?"),
    Row(name: "a ternary of a String and an Int",
      source: "let x = 5\nlet y = x > 3 ? \"big\" : 0\nprint(y)",
      error: "2:17: result values in '? :' expression have mismatching types 'String' and 'Int'"),
    Row(name: "a ternary of a Bool and a String",
      source: "let x = 5\nlet t = x > 3 ? true : \"no\"\nprint(t)",
      error: "2:17: result values in '? :' expression have mismatching types 'Bool' and 'String'"),
    Row(name: "a ternary mismatch in interpolation",
      source: "let x = 5\nprint(\"\\(x > 3 ? \"a\" : 1)\")",
      error: "2:18: result values in '? :' expression have mismatching types 'String' and 'Int'"),
    Row(name: "a string appended as contents of a [String]",
      source: "var names = [\"a\"]\nnames.append(contentsOf: \"b\")\nprint(names)",
      error: "2:7: no exact matches in call to instance method 'append'"),
    Row(name: "nil assigned to an array variable", source: "var names = [\"a\", \"b\"]\nnames = nil\nprint(names)",
      error: "2:9: 'nil' cannot be assigned to type '[String]'"),
    Row(name: "nil assigned to a dictionary variable", source: "var scores: [String: Int] = [\"a\": 1]\nscores = nil",
      error: "2:10: 'nil' cannot be assigned to type '[String : Int]'"),
    Row(name: "nil assigned to a class instance variable", source: "class C { var x = 1 }\nvar c = C()\nc = nil\nprint(c.x)",
      error: "3:5: 'nil' cannot be assigned to type 'C'"),
    Row(name: "nil as the value of a struct constant", source: "struct P { var x = 1 }\nlet p: P = nil",
      error: "2:12: 'nil' cannot initialize specified type 'P'"),
    Row(name: "nil returned from a function returning an array", source: "func f() -> [Int] { return nil }\nprint(f())",
      error: "1:28: 'nil' is incompatible with return type '[Int]'"),
    Row(name: "nil returned from a method returning a String", source: "struct S { func g() -> String {\n  return nil\n} }\nprint(S().g())",
      error: "2:10: 'nil' is incompatible with return type 'String'"),
    Row(name: "nil passed for an Int parameter", source: "func f(_ v: Int) {}\nf(nil)",
      error: "2:3: 'nil' is not compatible with expected argument type 'Int'"),
    Row(name: "a tuple pattern over an array of strings", source: "let words = [\"a\", \"b\"]\nfor (i, w) in words { print(i, w) }",
      error: "2:15: tuple pattern cannot match values of non-tuple type 'String'"),
    Row(name: "an Int made from a Double added to the Double", source: "let n = 3.7\nprint(Int(n) + n)",
      error: "2:14: binary operator '+' cannot be applied to operands of type 'Int' and 'Double'"),
    Row(name: "a String returned from a function without a result", source: "func greet(_ name: String) { return \"Hi \" + name }",
      error: "1:43: unexpected non-void return value in void function"),
    Row(name: "a parameter returned from a function without a result", source: "func f(_ n: Int) { return n }",
      error: "1:27: unexpected non-void return value in void function"),
    Row(name: "an Int times a floating-point literal", source: "let n = 2\nprint(n * 1.5)",
      error: "2:9: binary operator '*' cannot be applied to operands of type 'Int' and 'Double'"),
    Row(name: "a floating-point literal times an Int", source: "let n = 2\nlet x = 1.5 * n",
      error: "2:13: binary operator '*' cannot be applied to operands of type 'Double' and 'Int'"),
    Row(name: "an Int times a floating-point literal stored in a Double", source: "let n = 2\nlet d: Double = n * 1.5",
      error: "2:17: cannot convert value of type 'Int' to expected argument type 'Double'"),
    Row(name: "a Bool compared with an integer literal", source: "let t = true\nif t == 1 { print(\"y\") }",
      error: "2:6: binary operator '==' cannot be applied to operands of type 'Bool' and 'Int'"),
    Row(name: "a String compared with a number, at the operator", source: "let s = \"5\"\nprint(s < 10)",
      error: "2:9: binary operator '<' cannot be applied to operands of type 'String' and 'Int'"),
    Row(name: "a floating-point literal compared with a Bool", source: "let b = true\nprint(2.5 == b)",
      error: "2:11: binary operator '==' cannot be applied to operands of type 'Double' and 'Bool'"),
    Row(name: "a dictionary keyed by a struct that is not Hashable",
      source: "struct P { var x: Int }\nvar d: [P: Int] = [:]",
      error: "2:8: type 'P' does not conform to protocol 'Hashable'"),
    Row(name: "a dictionary literal keyed by an enum with payloads that is not Hashable",
      source: "enum K { case a(Int), b }\nlet e = [K.b: 1]",
      error: "2:9: generic struct 'Dictionary' requires that 'K' conform to 'Hashable'"),
    Row(name: "a set made of an array of a struct that is not Hashable",
      source: "struct P { var x: Int }\nlet s = Set([P(x: 1)])",
      error: "2:9: generic struct 'Set' requires that 'P' conform to 'Hashable'"),
    Row(name: "a set of a class that is not Hashable as a parameter's type",
      source: "class Node {}\nfunc visit(_ seen: Set<Node>) {}",
      error: "2:20: type 'Node' does not conform to protocol 'Hashable'"),
    Row(name: "a function returning some Shape that returns two different types",
      source: "protocol Shape {}\nstruct Sq: Shape {}\nstruct Ci: Shape {}\nfunc make(_ round: Bool) -> some Shape {\n  if round { return Ci() }\n  return Sq()\n}",
      error: "4:6: function declares an opaque return type 'some Shape', but the return statements in its body do not have matching underlying types [#OpaqueTypeInference]"),
    Row(name: "a method returning some Shape with different types in if and else",
      source: "protocol Shape {}\nstruct Sq: Shape {}\nstruct Ci: Shape {}\nstruct Maker {\n  func make(_ round: Bool) -> some Shape { if round { return Ci() } else { return Sq() } }\n}",
      error: "5:8: function declares an opaque return type 'some Shape', but the return statements in its body do not have matching underlying types [#OpaqueTypeInference]"),
    Row(name: "an enum case holding the enum itself without indirect",
      source: "print(\"start\")\nenum Expr { case num(Int); indirect case add(Expr, Expr); case neg(Expr) }",
      error: "2:6: recursive enum 'Expr' is not marked 'indirect'"),
    Row(name: "an enum case holding an optional of the enum in a tuple",
      source: "enum Tree { case leaf; case pair((Int, Tree?)) }",
      error: "1:6: recursive enum 'Tree' is not marked 'indirect'"),
  ]

  @Test("each program is refused with swiftc's message and position", arguments: rows)
  func refused(_ row: Row) throws {
    try expectRefused(row)
  }

  @Test("nil into optionals and tuple patterns over tuples still run")
  func optionalsAndTuples() throws {
    let output = try run("""
      let nums = [1, 2]
      for (a, b) in nums.enumerated() { print(a, b) }
      var o: Int? = 1
      o = nil
      func g(_ v: Int?) { print(v as Any) }
      g(nil)
      for case let x? in [1, nil, 3] { print(x) }
      print(o as Any)
      """)
    #expect(output == "0 1\n1 2\nnil\n1\n3\nnil\n")
  }

  @Test("an enum without associated values, and one declared Equatable, still compare")
  func enumsCompare() throws {
    let output = try run("enum E: Equatable { case a(Int), b }\nenum F { case x, y }\nprint(E.a(1) == .a(1), F.x == .y, E.b != .a(2))")
    #expect(output == "true false true\n")
  }

  @Test("what swiftc builds still runs: optional vars, defaults, an initializer, overridden observers, one-letter Characters, Bool conditions")
  func allowed() throws {
    let output = try run("""
      class P { var name: String?; var count = 0 }
      class Q { let id: Int; init(id: Int) { self.id = id } }
      class R: Q { var extra = "e" }
      struct S { var v: Int }
      let c: Character = "é"
      let flag: Character = "🇫🇷"
      indirect enum Chain { case end; case link(Chain?) }
      struct Tally { var n = 0; mutating func add(_ xs: [Int]) { xs.forEach { n += $0 } } }
      protocol Same: Equatable {}
      struct Pt: Same { var x = 0 }
      struct Odd { var v = 0; static func == (l: Odd, r: Odd) -> Bool { true } }
      print(Pt() == Pt(), Odd() != Odd(), [Pt()].contains(Pt()))
      enum Dir { case n, s }
      enum Tok: Hashable { case w(String) }
      protocol Key: Hashable {}
      struct K2: Key { var v = 0 }
      struct Ext { var v = 0 }
      extension Ext: Hashable {}
      enum Raw: String { case a }
      let keyed: [Dir: Int] = [.n: 1]
      protocol Shape { var n: Int { get } }
      struct Sq: Shape { var n = 1 }
      func same(_ big: Bool) -> some Shape { if big { return Sq(n: 3) }; return Sq() }
      print(Set([Dir.n]).count, [Tok.w("a"): 1].count, Set<K2>().count, [Ext(): 1].count, [Raw.a: 2].count, keyed.count, same(true).n)
      var tally = Tally(); tally.add([1, 2])
      enum Forest { case trees([Forest]); indirect case one(Forest); case none }
      print(P().name as Any, P().count, Q(id: 2).id, R(id: 3).extra, S(v: 4).v, c, flag)
      extension String { subscript(i: Int) -> Character { self[index(startIndex, offsetBy: i)] } }
      class Lamp: P { override var count: Int { didSet { print("lamp", count) } } }
      Lamp().count = 7
      let word = "hey"
      var k = 0
      if k == 0, !word.isEmpty { print(word[1], word[word.startIndex]) }
      while k < 2 { k += 1 }
      print(k, "k = " + String(k), "a" + "b", tally.n)
      """)
    #expect(output == "true false true\n1 1 0 1 1 1 3\nnil 0 2 e 4 é 🇫🇷\nlamp 7\ne h\n2 k = 2 ab 3\n")
  }
}
