import Transcript

/// `Hasher`, which a program's `hash(into:)` feeds (`hasher.combine(id)`): the interpreter's
/// deterministic hash of each value combined, so sets and dictionaries keyed by the program's
/// types hash as its `hash(into:)` says. Hash values themselves differ from Swift's (seeded
/// per process there), so a program printing them is not comparable anyway.
enum Hashers {
  static let doc = "https://developer.apple.com/documentation/swift/hasher"

  static func register(in registry: Registry) {
    registry.type("Hasher", module: "Swift", doc: doc) { type in
      type.initializer("init()", doc: doc) { _ in .native(HasherValue()) }
      type.method("mutating func combine<H: Hashable>(_ value: H)", doc: doc) { call in
        let state = try hasher(call)
        try call.interpreter.hash(call[0], into: &state.hasher, at: call.location)
        return .void
      }
      type.method("func finalize() -> Int", doc: doc) { call in .int(try hasher(call).hasher.value) }
    }
  }

  private static func hasher(_ call: NativeCall) throws -> HasherValue {
    guard case .native(let native as HasherValue) = call.receiver else {
      throw InterpreterError.unsupported("expected a 'Hasher'", at: call.location)
    }
    return native
  }
}
