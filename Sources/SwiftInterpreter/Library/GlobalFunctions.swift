import Transcript

/// Free functions of the standard library: printing, traps, `min`/`max`, `type(of:)`.
enum GlobalFunctions {
  static let doc = "https://developer.apple.com/documentation/swift/swift_standard_library"

  static func register(in registry: Registry) {
    registry.function(
      "func print(_ items: Any..., separator: String = \" \", terminator: String = \"\\n\")", module: "Swift",
      doc: "https://developer.apple.com/documentation/swift/print(_:separator:terminator:)"
    ) { call in
      let interpreter = call.interpreter
      guard case .array(let items) = call[0] else { return .void }
      let separator = try call.string(1), terminator = try call.string(2)
      let text = try interpreter.describingForOutput {
        try items.elements.map { try interpreter.describe($0, at: call.location) }.joined(separator: separator)
      }
      try interpreter.output(text + terminator, at: call.location)
      return .void
    }
    registry.function(
      "func debugPrint(_ items: Any..., separator: String = \" \", terminator: String = \"\\n\")", module: "Swift",
      doc: "https://developer.apple.com/documentation/swift/debugprint(_:separator:terminator:)"
    ) { call in
      let interpreter = call.interpreter
      guard case .array(let items) = call[0] else { return .void }
      let text = try interpreter.describingForOutput {
        try items.elements.map { try interpreter.reflect($0, at: call.location) }.joined(separator: try call.string(1))
      }
      try interpreter.output(text + (try call.string(2)), at: call.location)
      return .void
    }
    registry.function(
      "func fatalError(_ message: String = \"\") -> Never", module: "Swift",
      doc: "https://developer.apple.com/documentation/swift/fatalerror(_:file:line:)"
    ) { call in
      let message = try call.string(0)
      throw InterpreterError.programTrap(message.isEmpty ? "Fatal error" : "Fatal error: \(message)", at: call.location)
    }
  }
}

/// The standard library's protocols, with what conforming types must provide.
enum StandardProtocols {
  static func register(in registry: Registry) {
    for name in [
      "Equatable", "Hashable", "Comparable", "CustomStringConvertible", "CustomDebugStringConvertible",
      "Identifiable", "CaseIterable", "Error", "Sendable", "Codable", "Encodable", "Decodable",
      "RawRepresentable", "Sequence", "Collection", "IteratorProtocol", "Numeric", "BinaryInteger",
      "FloatingPoint", "LosslessStringConvertible", "StringProtocol", "AnyObject", "BidirectionalCollection",
      "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection", "SignedNumeric",
      "AdditiveArithmetic", "Strideable", "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral",
      "LocalizedError", "AsyncSequence", "AsyncIteratorProtocol", "Actor", "SetAlgebra", "BinaryFloatingPoint",
      "ExpressibleByArrayLiteral", "TextOutputStream", "TextOutputStreamable",
    ] {
      registry.type(name, module: "Swift", kind: .protocolType, doc: "https://developer.apple.com/documentation/swift/\(name.lowercased())")
    }
    // `protocol LocalizedError: Error` (Foundation): its values have `Error`'s members.
    registry.type("LocalizedError", module: "Swift", kind: .protocolType, conformances: ["Error"],
      doc: "https://developer.apple.com/documentation/foundation/localizederror") { type in
      // Each requirement has a default implementation that returns nil (Apple, LocalizedError).
      for name in ["errorDescription", "failureReason", "recoverySuggestion", "helpAnchor"] {
        type.property("var \(name): String? { get }") { _ in .none }
      }
    }
  }
}
