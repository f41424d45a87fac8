/// A position in a named source text, 1-based, as compilers print it.
///
/// Columns count UTF-8 bytes, as `swiftc` does, so a location printed for a
/// line holding `→` or an emoji agrees with Xcode's.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The file's name as the user knows it: `ShopApp.swift`, or a fixture's path.
  public var file: String
  public var line: Int
  public var column: Int

  public init(file: String, line: Int, column: Int) {
    precondition(line >= 1 && column >= 1, "source locations are 1-based")
    self.file = file
    self.line = line
    self.column = column
  }

  public var description: String { "\(file):\(line):\(column)" }

  public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
    (a.file, a.line, a.column) < (b.file, b.line, b.column)
  }
}

/// The half-open span of text a syntax node or expectation came from.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
  public var start: SourceLocation
  public var end: SourceLocation

  public init(start: SourceLocation, end: SourceLocation) {
    self.start = start
    self.end = end
  }

  /// A range that covers a single position, for synthesised nodes.
  public init(at location: SourceLocation) {
    self.init(start: location, end: location)
  }

  public var description: String { start.description }
}
