/// How a pasted console was read before it was compared, step by step, with counts.
///
/// The steps, in order:
/// 1. a byte-order mark at the start is dropped;
/// 2. CRLF and a lone CR end a line, as LF does;
/// 3. the prefix Xcode and NSLog put before a line is removed for comparison:
///    `2026-11-29 21:14:19.123456+0000 Garden[1234:56789] `;
/// 4. spaces and tabs at the end of a line are ignored;
/// 5. the system's own lines (``NoiseRule/known``) are dropped, and counted by kind;
/// 6. blank lines at the start and the end of the paste are dropped;
/// 7. `→` and `->` compare as the same arrow, in the paste and in the fixture.
///
/// The student's lines are never rewritten: reports show each line as it was pasted.
public struct Normalisation: Sendable, Equatable {
  /// One step and what it did.
  public struct Step: Sendable, Equatable {
    /// `line ends`, `Xcode prefixes`, …
    public var name: String
    /// How many lines it changed or dropped.
    public var count: Int
    /// One sentence: `12 lines lost the prefix Xcode or NSLog puts before a line`.
    public var detail: String

    public init(name: String, count: Int, detail: String) {
      self.name = name
      self.count = count
      self.detail = detail
    }
  }

  /// System lines of one kind that were dropped.
  public struct Dropped: Sendable, Equatable {
    /// The kind, as ``NoiseRule/name`` writes it.
    public var name: String
    /// Who writes such lines.
    public var origin: String
    /// The paste's line numbers, from 1.
    public var lines: [Int]

    public init(name: String, origin: String, lines: [Int]) {
      self.name = name
      self.origin = origin
      self.lines = lines
    }
  }

  /// Where the paste came from: a file's path, or `standard input`.
  public var source: String
  /// How many lines the paste had, as pasted.
  public var pastedLines: Int
  /// How many lines were left to compare.
  public var comparedLines: Int
  public var steps: [Step]
  public var dropped: [Dropped]

  public init(
    source: String, pastedLines: Int, comparedLines: Int, steps: [Step], dropped: [Dropped]
  ) {
    self.source = source
    self.pastedLines = pastedLines
    self.comparedLines = comparedLines
    self.steps = steps
    self.dropped = dropped
  }

  /// How many system lines were dropped in all.
  public var droppedCount: Int { dropped.reduce(0) { $0 + $1.lines.count } }
}
