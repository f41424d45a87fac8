import Foundation

/// What a native that builds a large value in one call costs, asked before it is built:
/// `joined()` and `flatMap` of an array holding one large array many times (which costs the
/// program a retain each) would build a value as large as all of them together, and
/// `replacingOccurrences` or `padding(toLength:)` a string far longer than their input.
enum BuiltSize {
  /// Strings joined with `separator`: their bytes together.
  static func charge(_ parts: [String], separator: String, _ call: NativeCall) throws {
    var bytes = 0
    for part in parts {
      bytes = bytes.addingReportingOverflow(part.utf8.count + separator.utf8.count).partialValue
      try call.interpreter.checkSize(bytes, at: call.location)
    }
    try call.interpreter.allocate(bytes: bytes, at: call.location)
  }

  /// Elements of one more part added to those already joined.
  static func charge(count: Int, adding added: Int, _ call: NativeCall) throws {
    try call.interpreter.checkSize(count + added, at: call.location)
    try call.interpreter.allocate(values: added, at: call.location)
  }

  /// `text` with each `target` replaced: when the replacement is longer, the result's length
  /// is counted (a step for each occurrence) before Foundation builds it.
  static func replacing(_ text: String, _ target: String, _ replacement: String, _ call: NativeCall) throws -> String {
    let growth = replacement.utf8.count - target.utf8.count
    if !target.isEmpty, growth > 0 {
      var size = text.utf8.count
      var rest = text.startIndex..<text.endIndex
      while let found = text.range(of: target, range: rest) {
        try call.interpreter.tick(at: call.location)
        size += growth
        try call.interpreter.checkSize(size, at: call.location)
        rest = found.upperBound..<text.endIndex
      }
      try call.interpreter.allocate(bytes: size, at: call.location)
    }
    return text.replacingOccurrences(of: target, with: replacement)
  }

  /// `padding(toLength:)`: a string of `length` characters.
  static func padding(_ length: Int, _ call: NativeCall) throws {
    try call.interpreter.checkSize(length, at: call.location)
    try call.interpreter.allocate(bytes: max(0, length), at: call.location)
  }
}
