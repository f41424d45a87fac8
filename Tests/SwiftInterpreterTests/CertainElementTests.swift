import SwiftInterpreter
import Testing

/// What is certain of a collection is certain of its elements: a closure given them and a loop
/// over them hold values of the collection's element type, and an enum made from a raw value
/// (or a type from its failable initializer) is an optional. Rows from swiftc 6.3.1.
@Suite("Elements of a certain collection and failable initializers are typed as swiftc types them")
struct CertainElementTests {
  static let refusedRows: [BuildErrorCase] = [
    BuildErrorCase(name: "a closure multiplying an Int element by a Double literal",
      source: "let nums = [1, 2, 3]\nprint(nums.map { $0 * 2.5 })",
      error: "2:21: binary operator '*' cannot be applied to operands of type 'Int' and 'Double'"),
    BuildErrorCase(name: "a closure dividing an Int element by a Double literal",
      source: "let nums = [1, 2, 3]\nlet avg = nums.map { $0 / 2.0 }\nprint(avg)",
      error: "2:25: binary operator '/' cannot be applied to operands of type 'Int' and 'Double'"),
    BuildErrorCase(name: "a closure over Strings multiplying a count by a Double literal",
      source: "let words = [\"a\", \"bb\"]\nprint(words.map { $0.count * 1.5 })",
      error: "2:28: binary operator '*' cannot be applied to operands of type 'Int' and 'Double'"),
    BuildErrorCase(name: "a loop over a closed range of literals",
      source: "for i in 1...3 { print(i * 1.5) }",
      error: "1:26: binary operator '*' cannot be applied to operands of type 'Int' and 'Double'"),
    BuildErrorCase(name: "a loop over an array of Int",
      source: "let nums = [1, 2, 3]\nfor n in nums { print(n / 2.0) }",
      error: "2:25: binary operator '/' cannot be applied to operands of type 'Int' and 'Double'"),
    BuildErrorCase(name: "a filter comparing an Int element with a Double literal",
      source: "let nums = [1, 2, 3]\nprint(nums.filter { $0 > 1.5 })",
      error: "2:26: cannot convert value of type 'Double' to expected argument type 'Int'"),
    BuildErrorCase(name: "contains(where:) comparing an Int element with a Double literal",
      source: "let n = 2\nlet nums = [1, 2, 3]\nprint(nums.contains { $0 > 1.5 })",
      error: "3:28: cannot convert value of type 'Double' to expected argument type 'Int'"),
    BuildErrorCase(name: "a filter with a named parameter",
      source: "let n = 2\nlet nums = [1, 2, 3]\nprint(nums.filter { x in x > 1.5 })",
      error: "3:30: cannot convert value of type 'Double' to expected argument type 'Int'"),
    BuildErrorCase(name: "first(where:) comparing with ==",
      source: "let n = 2\nlet nums = [1, 2, 3]\nprint(nums.first { $0 == 2.5 } as Any)",
      error: "3:26: cannot convert value of type 'Double' to expected argument type 'Int'"),
    BuildErrorCase(name: "a raw value read through the optional made from it",
      source: "enum Color: String { case red, green }\nlet c = Color(rawValue: \"red\")\nprint(c.rawValue)",
      error: "3:7: value of optional type 'Color?' must be unwrapped to refer to member 'rawValue' of wrapped base type 'Color'"),
    BuildErrorCase(name: "a raw value read on the optional a call made",
      source: "enum Color: String { case red, green }\nprint(Color(rawValue: \"red\").rawValue)",
      error: "2:28: value of optional type 'Color?' must be unwrapped to refer to member 'rawValue' of wrapped base type 'Color'"),
    BuildErrorCase(name: "a property read through the optional a failable init made",
      source: "struct User { var name: String\n  init?(name: String) { if name.isEmpty { return nil }; self.name = name } }\nlet u = User(name: \"a\")\nprint(u.name)",
      error: "4:7: value of optional type 'User?' must be unwrapped to refer to member 'name' of wrapped base type 'User'"),
    BuildErrorCase(name: "=== of two Int properties",
      source: "class A { var x = 1 }\nlet a = A()\nlet b = a\nb.x = 2\nprint(a.x === b.x)",
      error: "5:9: argument type 'Int' expected to be an instance of a class or class-constrained type"),
    BuildErrorCase(name: "=== of two structs",
      source: "struct S { var x = 1 }\nlet a = S(); let b = S()\nprint(a === b)",
      error: "3:7: argument type 'S' expected to be an instance of a class or class-constrained type"),
    BuildErrorCase(name: "=== of a String",
      source: "class A { var x = 1 }\nlet a = A(); let b = a\nprint(a === b, a !== A())\nlet s = \"x\"\nprint(s === s)",
      error: "5:7: argument type 'String' expected to be an instance of a class or class-constrained type"),
    BuildErrorCase(name: "forEach changing a struct element's property through $0",
      source: "struct C { var v = 0 }\nvar list = [C(), C()]\nlist.forEach { $0.v += 1 }\nprint(list.map(\\.v))",
      error: "3:21: left side of mutating operator isn't mutable: '$0' is immutable"),
    BuildErrorCase(name: "forEach changing a struct element through a named parameter",
      source: "struct C { var v = 0; mutating func bump() { v += 1 } }\nvar list = [C(), C()]\nlist.forEach { c in c.v += 1 }",
      error: "3:25: left side of mutating operator isn't mutable: 'c' is a 'let' constant"),
    BuildErrorCase(name: "forEach calling a mutating method on $0",
      source: "struct C { var v = 0; mutating func bump() { v += 1 } }\nvar list = [C(), C()]\nlist.forEach { $0.bump() }",
      error: "3:19: cannot use mutating member on immutable value: '$0' is immutable"),
    BuildErrorCase(name: "forEach adding to $0 of an Int array",
      source: "var list = [1, 2]\nlist.forEach { $0 += 1 }",
      error: "2:19: left side of mutating operator isn't mutable: '$0' is immutable"),
  ]

  @Test("each program is refused with swiftc's first error", arguments: refusedRows)
  func refused(_ row: BuildErrorCase) throws {
    try expectRefused(row)
  }

  static let allowedRows: [ProgramCase] = [
    ProgramCase(name: "elements of Double and Int used as swiftc types them",
      source: "let prices = [1.5, 2.0]\nprint(prices.map { $0 * 2 }, prices.filter { $0 > 1 })\nfor p in prices { print(p * 2) }\nlet nums = [3, 1, 2]\nprint(nums.sorted { $0 > $1 }, nums.map { Double($0) * 1.5 }, nums.contains { $0 == 2 })\nfor i in 0..<2 { print(Double(i) * 0.5) }\nlet n = 2\nfor i in 0..<n { print(i * 2) }\nprint(nums.map { n in n * 2 }, nums.reduce(0) { $0 + $1 })",
      output: "[3.0, 4.0] [1.5, 2.0]\n3.0\n4.0\n[3, 2, 1] [4.5, 1.5, 3.0] true\n0.0\n0.5\n0\n2\n[6, 2, 4] 6\n"),
    ProgramCase(name: "optional raw-value enums unwrapped",
      source: "enum Color: String { case red, green }\nlet c = Color(rawValue: \"red\")\nprint(c?.rawValue ?? \"none\", c == .red, c!.rawValue)\nif let k = Color(rawValue: \"green\") { print(k.rawValue) }",
      output: "red true red\ngreen\n"),
    ProgramCase(name: "a custom failable init(rawValue:)",
      source: "enum Level: Int { case low = 1, high\n  init?(rawValue: Int) { if rawValue == 9 { self = .high } else { return nil } } }\nlet l = Level(rawValue: 9)\nprint(l?.rawValue as Any)",
      output: "Optional(2)\n"),
    ProgramCase(name: "closures given struct elements copy them to change them",
      source: "struct C { var v = 0 }\nvar list = [C(), C()]\nlet m = list.map { c -> C in var c = c; c.v = 3; return c }\nprint(m.map(\\.v))\nvar total = 0\nlist.forEach { total += $0.v }\nprint(total, list.reduce(into: 0) { $0 += $1.v })",
      output: "[3, 3]\n0 0\n"),
    ProgramCase(name: "?? of different types where Any takes both",
      source: "print(Int(\"5\") ?? \"zero\")",
      output: "5\n"),
    ProgramCase(name: "?? of a String? with an Int default printed",
      source: "let s: String? = \"a\"\nprint(s ?? 0)",
      output: "a\n"),
    ProgramCase(name: "?? of a Double? with Int and String defaults printed",
      source: "let d: Double? = 2\nprint(d ?? 1, d ?? \"x\")",
      output: "2.0 2.0\n"),
    ProgramCase(name: "a string's first unwrapped or kept optional",
      source: "let word = \"hi\"\nlet c: Character = word.first!\nlet d: Character? = word.first\nprint(c, d!)",
      output: "h h\n"),
    ProgramCase(name: "allCases through a refining protocol, an extension and a raw-value enum",
      source: "protocol Listable: CaseIterable {}\nenum A: Listable { case x, y }\nenum B { case p }\nextension B: CaseIterable {}\nenum C: String, CaseIterable { case k }\nprint(A.allCases, B.allCases, C.allCases.map(\\.rawValue))",
      output: "[main.A.x, main.A.y] [main.B.p] [\"k\"]\n"),
    ProgramCase(name: "a case that only breaks",
      source: "let n = 3\nswitch n {\ncase 1, 2: print(\"low\")\ncase 3:\n  // nothing\n  break\ndefault: print(\"x\")\n}",
      output: ""),
    ProgramCase(name: "try? results unwrapped",
      source: "enum E: Error { case bad }\nfunc f() throws -> Int { throw E.bad }\nlet x = try? f()\nprint(x ?? 0, x as Any)\nif let y = try? f() { print(y) }\nfunc g() throws -> String? { \"s\" }\nlet z = try? g()\nprint(z!)",
      output: "0 nil\ns\n"),
    ProgramCase(name: "sums of Doubles and Ints divided as swiftc types them",
      source: "let prices = [1.5, 2.5]\nlet total = prices.reduce(0, +)\nprint(total / 2, total * 1.5)\nlet nums = [1, 2, 3]\nlet sum = nums.reduce(0, +)\nprint(Double(sum) / 3.0, sum / 2)",
      output: "2.0 6.0\n2.0 3\n"),
    ProgramCase(name: "generic stacks of Int and String",
      source: "struct Stack<T> { var items: [T] = []; mutating func push(_ x: T) { items.append(x) }\n  mutating func pop() -> T? { items.popLast() } }\nvar s = Stack<Int>()\ns.push(1); s.push(2)\nprint(s.pop()!, s.items)\nvar w = Stack<String>()\nw.push(\"a\")\nprint(w.items)",
      output: "2 [1]\n[\"a\"]\n"),
  ]

  @Test("what swiftc builds runs and prints as its build does", arguments: allowedRows)
  func allowed(_ row: ProgramCase) throws {
    #expect(try run(row.source) == row.output)
  }
}
