import Transcript

/// A value that a hole matched but that breaks the hole's bound or back-reference.
///
/// `description` reads `15 is not in 6...7 (home+1...home+2, home = 5)` for a bound and
/// `16 is not equal to 'back' (back = 15)` for a back-reference.
public struct RangeViolation: Sendable, Equatable, CustomStringConvertible {
  /// A bound name and the value it had when the bound was checked.
  public struct NamedValue: Sendable, Equatable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// The hole as written, canonically spaced: `{{back: int in home+1...home+2}}`.
  public var hole: String
  /// The text the hole matched.
  public var value: String
  /// For a bound, its ends with names resolved: `6...7`; for a back-reference, the value
  /// the name bound: `15`.
  public var expected: String
  /// For a bound, its ends as written: `home+1...home+2`; for a back-reference, the name.
  public var written: String
  /// The names the requirement uses, with their values.
  public var names: [NamedValue]
  public var isBackReference: Bool

  public init(
    hole: String, value: String, expected: String, written: String, names: [NamedValue],
    isBackReference: Bool
  ) {
    self.hole = hole
    self.value = value
    self.expected = expected
    self.written = written
    self.names = names
    self.isBackReference = isBackReference
  }

  public var description: String {
    let values = names.map { "\($0.name) = \($0.value)" }.joined(separator: ", ")
    if isBackReference {
      return "\(value) is not equal to '\(written)' (\(values))"
    }
    guard !names.isEmpty else { return "\(value) is not in \(expected)" }
    return "\(value) is not in \(expected) (\(written), \(values))"
  }
}
