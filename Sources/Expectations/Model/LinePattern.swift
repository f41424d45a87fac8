import Transcript

/// One expected line: literal text and holes, matched against a whole actual line.
public struct LinePattern: Sendable, Equatable {
  public enum Piece: Sendable, Hashable {
    /// Text that must appear exactly (escapes already removed).
    case literal(String)
    /// A `{{…}}` hole.
    case hole(Hole)
  }

  public var pieces: [Piece]
  /// The line as written in the fixture, escapes included.
  public var text: String
  /// The position of the line's first character in the fixture.
  public var location: SourceLocation

  public init(pieces: [Piece], text: String, location: SourceLocation) {
    self.pieces = pieces
    self.text = text
    self.location = location
  }

  /// A pattern with no holes that matches exactly `text`.
  public static func literal(_ text: String, at location: SourceLocation) -> LinePattern {
    LinePattern(pieces: text.isEmpty ? [] : [.literal(text)], text: text, location: location)
  }

  /// The holes, left to right.
  public var holes: [Hole] {
    pieces.compactMap { piece in
      if case .hole(let hole) = piece { hole } else { nil }
    }
  }

  /// Whether the pattern has no holes, so that it matches one text only.
  public var isLiteral: Bool { holes.isEmpty }
}

/// A `{{…}}` in an expected line: a typed value, maybe named, maybe bounded.
public struct Hole: Sendable, Hashable {
  public enum HoleType: String, Sendable, Hashable, CaseIterable {
    /// `-?[0-9]+`
    case int
    /// `-?[0-9]+(\.[0-9]+)?`
    case number
    /// A run of characters other than spaces and tabs.
    case word
    /// Anything, the shortest that lets the line match.
    case text

    /// Whether values of this type can be bounded and used in bounds.
    public var isNumeric: Bool { self == .int || self == .number }
  }

  /// One end of `in low...high`: a number, or a bound name plus or minus a number.
  public enum Bound: Sendable, Hashable, CustomStringConvertible {
    case number(Double)
    case name(String, offset: Double)

    /// The bound as written: `5`, `home`, `home+1`, `home-0.5`.
    public var description: String {
      switch self {
      case .number(let value):
        return NumberText.format(value)
      case .name(let name, let offset):
        if offset == 0 { return name }
        let sign = offset < 0 ? "-" : "+"
        return "\(name)\(sign)\(NumberText.format(abs(offset)))"
      }
    }

    /// The name the bound refers to, if any.
    public var name: String? {
      if case .name(let name, _) = self { name } else { nil }
    }
  }

  /// The name the hole binds (`{{home: int}}`) or refers to (`{{home}}`); nil for `{{int}}`.
  public var name: String?
  /// The type of value it matches; for a back-reference, the type of the bound name.
  public var type: HoleType
  public var lower: Bound?
  public var upper: Bound?
  /// Whether this is `{{name}}`: the value must equal what `name` bound earlier.
  public var isBackReference: Bool

  public init(
    name: String? = nil, type: HoleType, lower: Bound? = nil, upper: Bound? = nil,
    isBackReference: Bool = false
  ) {
    self.name = name
    self.type = type
    self.lower = lower
    self.upper = upper
    self.isBackReference = isBackReference
  }

  /// Whether the hole binds its name when it matches.
  public var binds: Bool { name != nil && !isBackReference }

  /// The bound as written, `home+1...home+2`, if the hole has one.
  public var boundText: String? {
    guard let lower, let upper else { return nil }
    return "\(lower)...\(upper)"
  }

  /// The hole as a fixture writes it, spaced canonically: `{{back: int in home+1...home+2}}`.
  public var written: String {
    if isBackReference, let name { return "{{\(name)}}" }
    var body = name.map { "\($0): \(type.rawValue)" } ?? type.rawValue
    if let boundText { body += " in \(boundText)" }
    return "{{\(body)}}"
  }
}
