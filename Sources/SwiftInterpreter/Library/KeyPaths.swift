/// The key path classes (SE-0161) as types a program may name: `[KeyPath<Person, Int>]`,
/// a parameter of type `WritableKeyPath<Root, Value>`. Their values are the interpreter's
/// key paths; reading and writing through them is `value[keyPath:]`.
enum KeyPaths {
  static let doc = "https://developer.apple.com/documentation/swift/keypath"

  static func register(in registry: Registry) {
    let classes: [(String, [String], String?)] = [
      ("AnyKeyPath", [], nil),
      ("PartialKeyPath", ["Root"], "AnyKeyPath"),
      ("KeyPath", ["Root", "Value"], "PartialKeyPath"),
      ("WritableKeyPath", ["Root", "Value"], "KeyPath"),
      ("ReferenceWritableKeyPath", ["Root", "Value"], "WritableKeyPath"),
    ]
    for (name, parameters, superclass) in classes {
      registry.type(name, module: "Swift", kind: .classType, conformances: ["Equatable", "Hashable"],
        doc: "https://developer.apple.com/documentation/swift/\(name.lowercased())") { type in
        type.genericParameters = parameters
        type.superclass = superclass
      }
    }
  }
}
