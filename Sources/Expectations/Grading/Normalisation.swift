/// How a pasted console was read before it was compared, step by step, with counts.
///
/// The steps, in order:
/// 1. a byte-order mark at the start is dropped;
/// 2. CRLF and a lone CR end a line, as LF does;
/// 3. the prefix Xcode and NSLog put before a line is removed for comparison:
///    `2026-11-29 21:14:19.123456+0000 Burrow[1234:56789] `;
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

/// One line of a paste: where it was, what was pasted, and what is compared.
struct PastedLine: Sendable, Equatable {
  /// Its line number in the paste, from 1.
  var number: Int
  /// The line as pasted, without its line break.
  var raw: String
  /// The line as compared: prefix and trailing spaces removed, arrows unified.
  var text: String
}

/// A paste read for comparison: its lines and how they were read.
struct NormalisedConsole: Sendable, Equatable {
  var lines: [PastedLine]
  var normalisation: Normalisation
  /// Lines that crashed the app, by paste line number.
  var crashLines: [Int]

  /// The compared texts, in order.
  var texts: [String] { lines.map(\.text) }
}

/// The comparison rules applied to both sides: the paste's lines and the fixture's patterns.
enum Comparison {
  /// `→` compares as `->`.
  static func unify(_ text: String) -> String {
    guard text.contains("→") else { return text }
    var result = ""
    for character in text {
      if character == "→" { result += "->" } else { result.append(character) }
    }
    return result
  }

  /// Whether `needle` occurs in `text`, compared byte for byte.
  ///
  /// The standard library's `contains` for strings needs macOS 13; this module runs wherever
  /// the package builds.
  static func contains<S: StringProtocol>(_ text: S, _ needle: String) -> Bool {
    let bytes = Array(text.utf8)
    let target = Array(needle.utf8)
    guard !target.isEmpty else { return true }
    guard bytes.count >= target.count else { return false }
    for start in 0...(bytes.count - target.count)
    where bytes[start] == target[0] && bytes[start..<(start + target.count)].elementsEqual(target) {
      return true
    }
    return false
  }

  /// Trailing spaces and tabs removed.
  static func trimmingTrailingSpaces<S: StringProtocol>(_ text: S) -> Substring {
    var slice = Substring(text)
    while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
    return slice
  }

  /// A pattern compared under the same rules: arrows unified and trailing spaces dropped in its
  /// literal pieces. Its text and location stay as written, for reports.
  static func pattern(_ pattern: LinePattern) -> LinePattern {
    var pieces = pattern.pieces.map { piece -> LinePattern.Piece in
      if case .literal(let text) = piece { return .literal(unify(text)) }
      return piece
    }
    if case .literal(let text)? = pieces.last {
      let trimmed = String(trimmingTrailingSpaces(text))
      if trimmed.isEmpty {
        pieces.removeLast()
      } else {
        pieces[pieces.count - 1] = .literal(trimmed)
      }
    }
    return LinePattern(pieces: pieces, text: pattern.text, location: pattern.location)
  }
}
