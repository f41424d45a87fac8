import SwiftInterpreter
import Testing

/// Course-style programs of the seventh round's probes (first chapters of a Swift course, puzzle
/// solutions) that the interpreter printed differently from swiftc or refused without need; each
/// output is what swiftc 6.3's build of the same program printed (checked when written).
@Suite("Tutorial probes checked against swiftc")
struct TutorialProbeTests {
  typealias Case = ProgramCase

  static let cases: [Case] = [
    Case(name: "names sharing one type annotation all take it, in a type and in a function", source: """
      struct Vec { var x, y: Double }
      class C { var m, n: Int; init() { m = 1; n = 2 } }
      var a, b: Double
      a = 1; b = 2
      print(Vec(x: 1, y: 2), C().n, a, b)
      """, output: "Vec(x: 1.0, y: 2.0) 2 1.0 2.0\n"),
    Case(name: "a CaseIterable enum's allCases is found unqualified in its static members", source: """
      enum Suit: CaseIterable { case a, b
        static func index(_ s: Suit) -> Int { allCases.firstIndex(of: s)! }
        static var count: Int { allCases.count }
      }
      print(Suit.index(.b), Suit.count)
      """, output: "1 2\n"),
    Case(name: "Swift.min in an extension of Array is the global function, not the array's min", source: """
      extension Array { func capped() -> Int { Swift.min(count, 2) } }
      extension Collection { func one() -> Int { Swift.max(count, 1) } }
      let s: Swift.String = "x"
      print([1, 2, 3].capped(), [Int]().one(), s, Swift.Int.max)
      """, output: "2 1 x 9223372036854775807\n"),
    Case(name: "a call returning nothing equals the empty tuple", source: """
      var a = [1, 2]
      func g() {}
      print(a.swapAt(0, 1) == (), g() == (), g() != (), a)
      """, output: "true true false [2, 1]\n"),
    Case(name: "a case whose payload is () prints it as empty parentheses, a labelled one keeps it", source: """
      func f() throws {}
      enum E { case a(x: ()), b(Void) }
      print(Result { try f() }, E.a(x: ()), E.b(()))
      """, output: "success() a(x: ()) b()\n"),
    Case(name: "a protocol extension constrained to Self: Other uses the other protocol's members", source: """
      protocol Named { var name: String { get } }
      protocol Aged { var age: Int { get } }
      extension Named where Self: Aged { var summary: String { "\\(name)/\\(age)" } }
      extension Aged where Self: Named { func shout() -> String { self.name.uppercased() + "\\(age)" } }
      struct Person: Named, Aged { var name: String; var age: Int }
      print(Person(name: "q", age: 9).summary, Person(name: "r", age: 1).shout())
      """, output: "q/9 R1\n"),
    Case(name: "x!! unwraps twice: no postfix operator begins with an exclamation mark", source: """
      let nested: Int?? = 5
      let chained: String?? = "ab"
      print(nested!!, chained!!.count)
      """, output: "5 2\n"),
    Case(name: "super in a class func calls the superclass's type method", source: """
      class Shape { class func kind() -> String { "shape" } }
      class Circle: Shape { override class func kind() -> String { "round " + super.kind() } }
      class Disc: Circle {}
      print(Shape.kind(), Circle.kind(), Disc.kind())
      """, output: "shape round shape round shape\n"),
    Case(name: "a stored property overridden by a computed one is read and set through the override", source: """
      class Base {
        var name = "base"
        func show() -> String { name }
        func rename() { name = "renamed" }
      }
      class Shout: Base {
        private var stored = "x"
        override var name: String { get { stored.uppercased() } set { stored = newValue + "!" } }
      }
      class Deeper: Shout {}
      for b in [Base(), Shout(), Deeper()] { b.rename(); print(b.show(), b.name) }
      """, output: "renamed renamed\nRENAMED! RENAMED!\nRENAMED! RENAMED!\n"),
    Case(name: "a negative Double converted to a small integer type equals the same literal", source: """
      let a = Int16(-1), b: Int16 = -1, c = Int8(-2.5)
      print(a == b, a == -1, c == -2, Int32(-7.0) == -7)
      """, output: "true true true true\n"),
    Case(name: "max(a, b) in an extension of String is the global function, not the sequence's max()", source: """
      extension String { func leftPad(_ n: Int) -> String { String(repeating: " ", count: max(0, n - count)) + self } }
      print("7".leftPad(3) + "|", "long".leftPad(2) + "|", "ab".max()!)
      """, output: "  7| long| b\n"),
    Case(name: "a class inherits its superclass's convenience initializers once it has all designated ones", source: """
      class Food {
        var name: String
        init(name: String) { self.name = name }
        convenience init() { self.init(name: "[Unnamed]") }
      }
      class RecipeIngredient: Food {
        var quantity: Int
        init(name: String, quantity: Int) { self.quantity = quantity; super.init(name: name) }
        override convenience init(name: String) { self.init(name: name, quantity: 1) }
      }
      class ShoppingListItem: RecipeIngredient { var purchased = false }
      let items = [ShoppingListItem(), ShoppingListItem(name: "Bacon"), ShoppingListItem(name: "Eggs", quantity: 6)]
      print(items.map { "\\($0.quantity) x \\($0.name)" }, RecipeIngredient().quantity)
      """, output: "[\"1 x [Unnamed]\", \"1 x Bacon\", \"6 x Eggs\"] 1\n"),
    Case(name: "an unowned stored property does not keep its object alive", source: """
      class Customer {
        let name: String
        var card: CreditCard?
        init(name: String) { self.name = name }
        deinit { print("\\(name) is being deinitialized") }
      }
      class CreditCard {
        unowned let customer: Customer
        init(customer: Customer) { self.customer = customer }
        deinit { print("card is being deinitialized") }
      }
      var customer: Customer? = Customer(name: "John")
      customer!.card = CreditCard(customer: customer!)
      print(customer!.card!.customer.name)
      customer = nil
      print("end")
      """, output: "John\nJohn is being deinitialized\ncard is being deinitialized\nend\n"),
    Case(name: "a prefix operator taking its operand inout changes the variable", source: """
      struct V { var x = 0.0 }
      prefix operator +++
      extension V { static prefix func +++ (v: inout V) -> V { v.x += v.x; return v } }
      var v = V(x: 2)
      let after = +++v
      print(v.x, after.x)
      """, output: "4.0 4.0\n"),
    Case(name: "case 0 as Int matches an Int zero only, not a Double zero", source: """
      for thing in [0, 0.0, 42] as [Any] {
        switch thing {
        case 0 as Int: print("zero as an Int")
        case 0 as Double: print("zero as a Double")
        default: print("other")
        }
      }
      """, output: "zero as an Int\nzero as a Double\nother\n"),
    Case(name: "an array literal of different subclasses is an array of their common superclass", source: """
      class MediaItem {}
      class Movie: MediaItem {}
      class Song: MediaItem {}
      let library = [Movie(), Song()]
      let one: MediaItem = Song()
      print(type(of: library), type(of: [Song(), Movie(), Movie()]), type(of: one), type(of: [one]))
      """, output: "Array<MediaItem> Array<MediaItem> Song Array<MediaItem>\n"),
    Case(name: "a generic subscript's placeholders are types in its signature", source: """
      extension Array {
        subscript<Indices: Sequence>(picking indices: Indices) -> [Element] where Indices.Element == Int {
          indices.map { self[$0] }
        }
      }
      print(["a", "b", "c"][picking: [0, 2]])
      """, output: "[\"a\", \"c\"]\n"),
  ]

  @Test("a tutorial probe", arguments: cases)
  func probe(_ rule: Case) throws {
    #expect(try run(rule.source) == rule.output)
  }
}
