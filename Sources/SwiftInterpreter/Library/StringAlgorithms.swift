import Transcript

/// `String`'s collection algorithms of Swift 5.7 (SE-0357), which need no Foundation:
/// `replacing(_:with:)`, `replace(_:with:)`, `trimmingPrefix(_:)`, `trimmingPrefix(while:)`.
/// Matching is by characters, as Swift compares `String`s (canonical equivalence).
enum StringAlgorithms {
  static let doc = "https://developer.apple.com/documentation/swift/rangereplaceablecollection/replacing(_:with:maxreplacements:)"
  static let trimDoc = "https://developer.apple.com/documentation/swift/rangereplaceablecollection/trimmingprefix(_:)"

  static func register(in registry: Registry) {
    registry.type("String", module: "Swift", doc: doc) { type in
      type.method("func replacing(_ other: String, with replacement: String, maxReplacements: Int = Int.max) -> String", doc: doc) { call in
        .string(try replaced(try call.string(), call))
      }
      type.method("mutating func replace(_ other: String, with replacement: String, maxReplacements: Int = Int.max)", doc: doc) { call in
        let text = try call.string()
        let result = try replaced(text, call)
        return try call.mutateString { $0 = result; return .void }
      }
      type.method("func trimmingPrefix(_ prefix: String) -> Substring", doc: trimDoc) { call in
        let text = try call.string(), prefix = try Strings.pieceText(call[0], call)
        let rest = text.hasPrefix(prefix) ? text.dropFirst(prefix.count) : text[...]
        return .native(SubstringValue(rest))
      }
      type.method("func trimmingPrefix(while predicate: (Character) throws -> Bool) rethrows -> Substring", doc: trimDoc) { call in
        let text = try call.string(), test = try call.function(0)
        var start = text.startIndex
        while start < text.endIndex, try call.test(test, .character(text[start])) { start = text.index(after: start) }
        return .native(SubstringValue(text[start...]))
      }
    }
  }

  /// The receiver with the first `maxReplacements` non-overlapping occurrences of the pattern,
  /// from the start, replaced; an empty pattern matches before every character and at the end.
  private static func replaced(_ text: String, _ call: NativeCall) throws -> String {
    let pattern = Array(try Strings.pieceText(call[0], call)), replacement = try Strings.pieceText(call[1], call)
    let limit = try call.int(2)
    guard limit >= 0 else { throw InterpreterError.trap("Fatal error: Precondition failed", at: call.location) }
    let characters = Array(text)
    var result = ""
    var index = 0, replacements = 0
    while index <= characters.count {
      try call.interpreter.tick(at: call.location)
      let fits = replacements < limit && index + pattern.count <= characters.count
        && characters[index..<index + pattern.count].elementsEqual(pattern)
      if fits {
        result += replacement
        replacements += 1
        try call.interpreter.checkSize(result.utf8.count, at: call.location)
        if pattern.isEmpty {
          if index < characters.count { result.append(characters[index]) }
          index += 1
        } else {
          index += pattern.count
        }
      } else {
        if index < characters.count { result.append(characters[index]) }
        index += 1
      }
    }
    try call.interpreter.allocate(bytes: result.utf8.count, at: call.location)
    return result
  }
}
