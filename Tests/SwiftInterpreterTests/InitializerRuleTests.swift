import SwiftInterpreter
import SwiftReader
import Testing

/// An initializer that returns with a stored property unset, or a subclass's that never calls
/// `super.init` when it must, is refused as swiftc refuses it, before anything prints;
/// initializers swiftc builds still run. Rows checked with a full `swiftc` build (6.3): the
/// check is made after type checking, so `swiftc -typecheck` does not show it.
@Suite("An initializer that leaves a property unset is refused with swiftc's words")
struct InitializerRuleTests {
  typealias Row = BuildErrorCase

  static let rows: [Row] = [
    Row(name: "a class whose init leaves a property unset",
      source: "class Player {\n  var name: String\n  var score: Int\n  init(name: String) {\n    self.name = name\n  }\n}\nprint(\"start\")\nprint(Player(name: \"a\").name)",
      error: "6:3: return from initializer without initializing all stored properties"),
    Row(name: "a struct whose init leaves a let unset",
      source: "struct Point {\n  let x: Int\n  let y: Int\n  init(x: Int) {\n    self.x = x\n  }\n}\nprint(Point(x: 1).x)",
      error: "6:3: return from initializer without initializing all stored properties"),
    Row(name: "a property set only inside an if",
      source: "class Account {\n  var balance: Double\n  init(deposit: Double) {\n    if deposit > 0 {\n      balance = deposit\n    }\n  }\n}\nprint(Account(deposit: 5).balance)",
      error: "7:3: return from initializer without initializing all stored properties"),
    Row(name: "a subclass init that never calls super.init, the superclass taking arguments",
      source: "class Animal {\n  var name: String\n  init(name: String) { self.name = name }\n}\nclass Dog: Animal {\n  var breed: String\n  init(breed: String) {\n    self.breed = breed\n  }\n}\nprint(Dog(breed: \"lab\").breed)",
      error: "9:3: 'super.init' isn't called on all paths before returning from initializer"),
    Row(name: "an optional let is not set by itself",
      source: "struct Settings {\n  let title: String?\n  var volume: Int\n  init(volume: Int) {\n    self.volume = volume\n  }\n}\nprint(Settings(volume: 2).volume)",
      error: "6:3: return from initializer without initializing all stored properties"),
  ]

  @Test("each initializer is refused with swiftc's message and position", arguments: rows)
  func refused(_ row: Row) throws {
    try expectRefused(row)
  }

  @Test("what swiftc builds still runs: defaults, optionals, every branch, super.init, fatalError, throw, return nil")
  func allowed() throws {
    let output = try run("""
      class Player {
        var name: String
        var score = 0
        var note: String?
        init(name: String) {
          self.name = name
        }
      }
      struct Point {
        let x: Int
        let y: Int
        init(x: Int, flip: Bool) {
          self.x = x
          if flip { y = -x } else { y = x }
        }
      }
      class Animal {
        var name: String
        init(name: String = "pet") { self.name = name }
      }
      class Dog: Animal {
        var breed: String
        init(breed: String) {
          self.breed = breed
        }
      }
      class Cat: Animal {
        var lives: Int
        init(lives: Int) {
          self.lives = lives
          super.init(name: "cat")
        }
        convenience init() { self.init(lives: 9) }
      }
      struct Failing {
        let v: Int
        init(_ n: Int) {
          guard n > 0 else { fatalError("bad") }
          v = n
        }
        init?(text: String) {
          guard let n = Int(text) else { return nil }
          v = n
        }
      }
      enum E: Error { case bad }
      struct Thrower {
        let v: Int
        init(_ n: Int) throws {
          if n < 0 { throw E.bad }
          v = n
        }
      }
      print(Player(name: "p").name, Point(x: 2, flip: true).y, Cat().lives, Failing(3).v, Failing(text: "4")!.v, try! Thrower(5).v)
      """)
    #expect(output == "p -2 9 3 4 5\n")
  }
}
