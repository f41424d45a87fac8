import SwiftInterpreter
import SwiftReader
import Testing

/// A call whose labels or arguments fit the declaration it means is refused before the run
/// with swiftc 6.3's words at swiftc's column (each row checked with `swiftc -typecheck
/// -module-name main`); see `LabelDiagnosis` for the rules.
@Suite("A call's labels and arguments are judged as swiftc judges them")
struct ArgumentLabelTests {
  typealias Row = BuildErrorCase

  static let rows: [Row] = [
    Row(name: "a swapped pair of labels",
      source: "func greet(name: String, times: Int) {}\ngreet(times: 2, name: \"a\")",
      error: "2:17: argument 'name' must precede argument 'times'"),
    Row(name: "a label left out",
      source: "func greet(name: String, times: Int) {}\ngreet(\"a\", times: 2)",
      error: "2:6: missing argument label 'name:' in call"),
    Row(name: "two labels left out",
      source: "func area(width: Int, height: Int) -> Int { width * height }\nprint(area(3, 4))",
      error: "2:11: missing argument labels 'width:height:' in call"),
    Row(name: "a label where the parameter has none",
      source: "func greet(_ name: String) {}\ngreet(name: \"a\")",
      error: "2:6: extraneous argument label 'name:' in call"),
    Row(name: "a misspelt label",
      source: "func greet(name: String) {}\ngreet(nmae: \"a\")",
      error: "2:6: incorrect argument label in call (have 'nmae:', expected 'name:')"),
    Row(name: "two misspelt labels",
      source: "func greet(name: String, times: Int) {}\ngreet(nam: \"a\", time: 2)",
      error: "2:6: incorrect argument labels in call (have 'nam:time:', expected 'name:times:')"),
    Row(name: "a mix of a label added and one missing",
      source: "func move(_ x: Int, by: Int) {}\nmove(x: 1, 2)",
      error: "2:5: incorrect argument labels in call (have 'x:_:', expected '_:by:')"),
    Row(name: "a rotation of three labels",
      source: "func f(a: Int, b: Int, c: Int) {}\nf(c: 1, a: 2, b: 3)",
      error: "2:2: incorrect argument labels in call (have 'c:a:b:', expected 'a:b:c:')"),
    Row(name: "defaulted parameters out of order",
      source: "func f(a: Int = 0, b: Int = 0, c: Int = 0) {}\nf(c: 1, a: 2)",
      error: "2:9: argument 'a' must precede argument 'c'"),
    Row(name: "an argument missing after another",
      source: "func f(a: Int, b: Int, c: Int) {}\nf(a: 1, c: 3)",
      error: "2:7: missing argument for parameter 'b' in call"),
    Row(name: "an argument missing at the end",
      source: "func greet(name: String, times: Int) {}\ngreet(name: \"a\")",
      error: "2:16: missing argument for parameter 'times' in call"),
    Row(name: "an argument missing after defaulted parameters",
      source: "func f(x: Int = 0, a: Int, b: Int, c: Int) {}\nf(a: 1, c: 3)",
      error: "2:13: missing argument for parameter 'b' in call"),
    Row(name: "two arguments missing",
      source: "func f(a: Int, b: Int, c: Int) {}\nf(a: 1)",
      error: "2:2: missing arguments for parameters 'b', 'c' in call"),
    Row(name: "unlabelled arguments missing",
      source: "func f(_ a: Int, _ b: Int, _ c: Int) {}\nf(1)",
      error: "2:3: missing arguments for parameters #2, #3 in call"),
    Row(name: "an extra labelled argument",
      source: "func greet(name: String) {}\ngreet(name: \"a\", times: 3)",
      error: "2:25: extra argument 'times' in call"),
    Row(name: "an extra unlabelled argument",
      source: "func greet(name: String) {}\ngreet(name: \"a\", 3)",
      error: "2:18: extra argument in call"),
    Row(name: "two extra arguments",
      source: "func f(a: Int) {}\nf(a: 1, b: 2, c: 3)",
      error: "2:2: extra arguments at positions #2, #3 in call"),
    Row(name: "a trailing closure where another argument is needed first",
      source: "func run(times: Int, body: () -> Void) { body() }\nrun { print(1) }",
      error: "2:4: missing argument for parameter 'times' in call"),
    Row(name: "a memberwise initializer with its labels swapped",
      source: "struct Point { var x: Int; var y: Int }\nlet p = Point(y: 1, x: 2)\nprint(p)",
      error: "2:21: argument 'x' must precede argument 'y'"),
    Row(name: "a memberwise initializer without labels",
      source: "struct Point { var x: Int; var y: Int }\nlet p = Point(1, 2)\nprint(p)",
      error: "2:14: missing argument labels 'x:y:' in call"),
    Row(name: "a memberwise initializer with a misspelt label",
      source: "struct Point { var x: Int; var y: Int }\nlet p = Point(x: 1, z: 2)\nprint(p)",
      error: "2:14: incorrect argument label in call (have 'x:z:', expected 'x:y:')"),
    Row(name: "a class initializer with its labels swapped",
      source: "class Trip { var name: String; var days: Int\n  init(name: String, days: Int) { self.name = name; self.days = days } }\nlet t = Trip(days: 3, name: \"Rome\")",
      error: "3:23: argument 'name' must precede argument 'days'"),
    Row(name: "a method with a misspelt label",
      source: "struct Greeter { func greet(name: String) { print(name) } }\nGreeter().greet(nmae: \"a\")",
      error: "2:16: incorrect argument label in call (have 'nmae:', expected 'name:')"),
    Row(name: "a method given a label it does not have",
      source: "struct Counter { var n = 0; mutating func add(_ k: Int) { n += k } }\nvar c = Counter()\nc.add(by: 2)",
      error: "3:6: extraneous argument label 'by:' in call"),
    Row(name: "a method missing an argument",
      source: "class Store { func save(name: String, count: Int) {} }\nlet s = Store()\ns.save(name: \"a\")",
      error: "3:17: missing argument for parameter 'count' in call"),
    Row(name: "a closure called with a label",
      source: "let add: (Int, Int) -> Int = { $0 + $1 }\nprint(add(a: 1, b: 2))",
      error: "2:10: extraneous argument labels 'a:b:' in call"),
    Row(name: "a closure given too few arguments",
      source: "let add: (Int, Int) -> Int = { $0 + $1 }\nprint(add(1))",
      error: "2:12: missing argument for parameter #2 in call"),
    Row(name: "a closure parameter of a function called with a label",
      source: "func apply(_ f: (Int) -> Int) -> Int { f(x: 2) }\nprint(apply { $0 })",
      error: "1:41: extraneous argument label 'x:' in call"),
    Row(name: "a static method with a misspelt label",
      source: "struct Temp { static func make(celsius: Double) -> Temp { Temp() } }\nlet t = Temp.make(celcius: 3)",
      error: "2:18: incorrect argument label in call (have 'celcius:', expected 'celsius:')"),
    Row(name: "an enum case's payload with its labels swapped",
      source: "enum Shape { case rect(w: Double, h: Double) }\nlet s = Shape.rect(h: 1, w: 2)",
      error: "2:26: argument 'w' must precede argument 'h'"),
    Row(name: "an enum case's payload label left out",
      source: "enum Shape { case circle(radius: Double) }\nlet s: Shape = .circle(2)",
      error: "2:24: missing argument label 'radius:' in call"),
    Row(name: "the nearest of two initializers",
      source: "class Box { init() {}; init(size: Int, colour: String = \"red\") {} }\nlet b = Box(colour: \"b\", size: 1)",
      error: "2:26: argument 'size' must precede argument 'colour'"),
    Row(name: "the nearest of two functions",
      source: "func area(width: Int, height: Int) -> Int { width * height }\nfunc area(side: Int) -> Int { side * side }\nprint(area(sid: 2))",
      error: "3:11: incorrect argument label in call (have 'sid:', expected 'side:')"),
  ]

  @Test("each is refused with swiftc's message and column", arguments: rows)
  func refused(_ row: Row) throws {
    try expectRefused(row)
  }

  @Test("what swiftc accepts still runs: defaults, variadics, trailing closures, local functions, overloads by label")
  func allowed() throws {
    let output = try run("""
      func greet(name: String, times: Int = 1, _ extras: String...) { print(name, times, extras) }
      greet(name: "a")
      greet(name: "b", times: 2, "x", "y")
      func repeatIt(times: Int, body: () -> Void) { for _ in 0..<times { body() } }
      repeatIt(times: 2) { print("tick") }
      func outer() {
        func inner(a: Int, b: Int) -> Int { a + b }
        print(inner(a: 1, b: 2))
      }
      outer()
      func pick(first: Int) -> Int { first }
      func pick(last: Int) -> Int { -last }
      print(pick(first: 1), pick(last: 2))
      class Base { func show(value: Int) { print("base", value) } }
      class Derived: Base { func show(label: String) { print("derived", label) } }
      Derived().show(value: 3)
      Derived().show(label: "x")
      let add: (Int, Int) -> Int = { $0 + $1 }
      print(add(4, 5))
      struct Point { var x: Int; var y: Int = 0 }
      print(Point(x: 1), Point(x: 1, y: 2))
      """)
    #expect(output == "a 1 []\nb 2 [\"x\", \"y\"]\ntick\ntick\n3\n1 -2\nbase 3\nderived x\n9\nPoint(x: 1, y: 0) Point(x: 1, y: 2)\n")
  }
}
