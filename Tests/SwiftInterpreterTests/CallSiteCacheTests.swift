import SwiftInterpreter
import SwiftReader
import Testing

/// A registry value whose `kind(_:)` has overloads with the same label, told apart only by the
/// argument: what a call site's memory of its overload must not confuse.
private final class Probe: NativeValue {
  var typeName: String { "Probe" }
  var description: String? { "Probe" }
}

private func probeRegistry() -> Registry {
  let registry = Registry.standardLibrary()
  registry.type("Probe", module: "Swift", kind: .classType, doc: "a test double") { type in
    type.initializer("init()") { _ in .native(Probe()) }
    type.method("func kind(_ value: Int) -> String") { _ in .string("an Int") }
    type.method("func kind(_ value: String) -> String") { _ in .string("a String") }
    type.method("func kind(_ value: Double?) -> String") { _ in .string("an optional Double") }
  }
  return registry
}

@Suite("Call sites remember what they resolved, and only what labels and kinds decide")
struct CallSiteCacheTests {
  @Test("one call site meeting arguments of different types calls each type's overload")
  func overloadsByArgumentKind() throws {
    let source = """
      let probe = Probe()
      let values: [Any] = [1, "one", 2, 3.5, "two", 4]
      for value in values {
          print(probe.kind(value))
      }
      """
    let files = try SwiftReader.read(files: [("main.swift", source)])
    let result = Script.run(files, registry: probeRegistry())
    #expect(result.failure == nil)
    #expect(result.output == """
      an Int
      a String
      an Int
      an optional Double
      a String
      an Int

      """)
  }

  @Test("one call site meeting receivers of different types finds each type's method")
  func methodsByReceiverType() throws {
    let output = try run("""
      protocol Speaker { func speak(times: Int) -> String }
      struct Dog: Speaker { func speak(times: Int) -> String { String(repeating: "woof ", count: times) } }
      struct Cat: Speaker { func speak(times: Int) -> String { "meow \\(times)" } }
      let animals: [any Speaker] = [Dog(), Cat(), Dog(), Cat()]
      for (index, animal) in animals.enumerated() {
          print(animal.speak(times: index + 1))
      }
      """)
    #expect(output == "woof \nmeow 2\nwoof woof woof \nmeow 4\n")
  }

  /// Each `x.name` site remembers what the name meant on the last type it met; a site meeting
  /// a struct's stored property, a class's and an enum's computed one, a registry type's
  /// extension and a tuple's element in turn reads each one's (output recorded with swiftc).
  @Test("one member site meeting values of different types reads each type's member")
  func membersByReceiverType() throws {
    let output = try run("""
      protocol Named { var name: String { get } }
      struct Plain: Named { var name: String }
      final class Box: Named {
          var name: String { "box of \\(count)" }
          var count = 2
      }
      enum Pet: Named {
          case cat, dog
          var name: String { self == .cat ? "cat" : "dog" }
      }
      extension String: Named { var name: String { "text " + self } }
      let things: [any Named] = [Plain(name: "first"), Box(), Pet.dog, "hello", Plain(name: "second"), Pet.cat, Box(), "bye"]
      for thing in things {
          print(thing.name)
      }
      struct Pair { var left: Int; var right: Int }
      let pairs: [Any] = [Pair(left: 1, right: 2), (left: 3, right: 4), Pair(left: 5, right: 6)]
      for value in pairs {
          if let pair = value as? Pair { print(pair.left + pair.right) } else if let tuple = value as? (left: Int, right: Int) { print(tuple.left * tuple.right) }
      }
      """)
    #expect(output == "first\nbox of 2\ndog\ntext hello\nsecond\ncat\nbox of 2\ntext bye\n3\n12\n11\n")
  }
}
