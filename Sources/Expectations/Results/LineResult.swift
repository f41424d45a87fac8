import Transcript

/// What became of one expected line: where it was found, or why it failed.
public struct LineResult: Sendable, Equatable {
  public enum Outcome: Sendable, Equatable {
    /// Found at its place; the index of the actual line (0-based within the event).
    case matched(Int)
    /// Not found anywhere.
    case missing
    /// Found, but not at its place; the index of the actual line where it was found.
    case outOfOrder(found: Int)
    /// Found at its place, but a hole's value breaks its bound or back-reference.
    case outOfRange(Int, RangeViolation)
    /// The run stopped before the event.
    case notReached
  }

  /// The expected line, with its text as written and its place in the fixture.
  public var pattern: LinePattern
  public var outcome: Outcome
  /// Which `-- any order --` group of the block the line belongs to (0 for the first);
  /// nil for an ordered line.
  public var group: Int?
  /// The index, in the same list of results, of the expected line this one should follow;
  /// nil when it comes first. For a line in a group, the line before the group.
  public var previous: Int?
  /// The index of the actual line after which it belonged: the one matched by the closest
  /// expected line before it that was found at its place; nil when it belonged at the start.
  public var belongsAfter: Int?

  public init(
    pattern: LinePattern, outcome: Outcome, group: Int? = nil, previous: Int? = nil,
    belongsAfter: Int? = nil
  ) {
    self.pattern = pattern
    self.outcome = outcome
    self.group = group
    self.previous = previous
    self.belongsAfter = belongsAfter
  }

  /// Whether the line was found at its place with every requirement met.
  public var passed: Bool {
    if case .matched = outcome { true } else { false }
  }

  /// The actual line the expected line was paired with, wherever it was.
  public var actualIndex: Int? {
    switch outcome {
    case .matched(let index), .outOfOrder(let index), .outOfRange(let index, _): index
    case .missing, .notReached: nil
    }
  }

  /// A word for the outcome, as JSON writes it: `matched`, `missing`, `out-of-order`, …
  public var kind: String {
    switch outcome {
    case .matched: "matched"
    case .missing: "missing"
    case .outOfOrder: "out-of-order"
    case .outOfRange: "out-of-range"
    case .notReached: "not-reached"
    }
  }
}

/// An actual line that no expected line accounts for.
public struct UnexpectedLine: Sendable, Equatable {
  /// Its index among the event's actual lines (0-based).
  public var index: Int
  public var text: String

  public init(index: Int, text: String) {
    self.index = index
    self.text = text
  }
}

/// A `-- never --` line that appeared.
public struct NeverViolation: Sendable, Equatable {
  public var pattern: LinePattern
  /// The index of the actual line it matched (0-based within the event).
  public var index: Int
  public var text: String

  public init(pattern: LinePattern, index: Int, text: String) {
    self.pattern = pattern
    self.index = index
    self.text = text
  }
}
