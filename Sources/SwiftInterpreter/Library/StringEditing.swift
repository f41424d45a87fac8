import Transcript

/// `String`'s edits by index range: `insert(contentsOf:at:)`, `replaceSubrange(_:with:)`,
/// `removeSubrange(_:)` (the `RangeReplaceableCollection` members), done by Swift's own
/// methods on the program's text with the range checked as Swift checks it.
enum StringEditing {
  static let doc = "https://developer.apple.com/documentation/swift/rangereplaceablecollection"

  static func register(in registry: Registry) {
    registry.type("String", module: "Swift", doc: doc) { type in
      type.method("mutating func insert(contentsOf newElements: String, at i: String.Index)", doc: doc) { call in
        let piece = try Strings.pieceText(call[0], call)
        let index = try Strings.stringIndex(call[1], call), location = call.location
        return try call.mutateString { text in
          guard index >= text.startIndex, index <= text.endIndex else {
            throw InterpreterError.trap("String index is out of bounds", at: location)
          }
          text.insert(contentsOf: piece, at: index)
          return .void
        }
      }
      type.method("mutating func replaceSubrange(_ subrange: Range<String.Index>, with newElements: String)", doc: doc) { call in
        let piece = try Strings.pieceText(call[1], call)
        let range = try indices(call[0], call), location = call.location
        return try call.mutateString { text in
          let (low, high) = try checked(range, in: text, at: location)
          text.replaceSubrange(low..<high, with: piece)
          return .void
        }
      }
      // `text.removeFirst(2)`: Swift's words for too many differ between the two ends.
      for (isFirst, end) in [(true, "has"), (false, "contains")] {
        let signature = "mutating func remove\(isFirst ? "First" : "Last")(_ k: Int)"
        type.method(signature, doc: doc) { call in
          let count = try call.int(0), location = call.location
          return try call.mutateString { text in
            guard count >= 0 else { throw InterpreterError.trap("Number of elements to remove should be non-negative", at: location) }
            guard count <= text.count else {
              throw InterpreterError.trap("Can't remove more items from a collection than it \(end)", at: location)
            }
            if isFirst { text.removeFirst(count) } else { text.removeLast(count) }
            return .void
          }
        }
      }
      type.method("mutating func popLast() -> Character?", doc: doc) { call in
        try call.mutateString { text in .optional(text.popLast().map(Value.character)) }
      }
      type.method("mutating func removeSubrange(_ bounds: Range<String.Index>)", doc: doc) { call in
        let range = try indices(call[0], call), location = call.location
        return try call.mutateString { text in
          let (low, high) = try checked(range, in: text, at: location)
          text.removeSubrange(low..<high)
          return .void
        }
      }
    }
  }

  /// A range argument's bounds as indices (nil where it is open) and whether it is closed.
  private static func indices(_ value: Value, _ call: NativeCall) throws -> (String.Index?, String.Index?, Bool) {
    guard case .range(let range) = value else { throw call.mismatch(0, "Range<String.Index>") }
    return (try range.lower.map { try Strings.stringIndex($0, call) }, try range.upper.map { try Strings.stringIndex($0, call) },
      range.isClosed)
  }

  /// A range of indices as a half-open pair within `text` (a closed range takes its last character too).
  private static func checked(
    _ range: (String.Index?, String.Index?, Bool), in text: String, at location: SourceLocation?
  ) throws -> (String.Index, String.Index) {
    let low = range.0 ?? text.startIndex
    var high = range.1 ?? text.endIndex
    guard low >= text.startIndex, high <= text.endIndex, low <= high else {
      throw InterpreterError.trap("String index range is out of bounds", at: location)
    }
    if range.2, range.1 != nil {
      guard high < text.endIndex else { throw InterpreterError.trap("String index is out of bounds", at: location) }
      high = text.index(after: high)
    }
    return (low, high)
  }
}
