/// The tests a pasted line of ASCII goes through, on its bytes: which system line it is
/// (``NoiseRule``), whether it is a crash (``PasteSignature``), whether it may be a compiler
/// diagnostic or show that the paste is something other than a console.
///
/// Each test first asks what every line it accepts must start with or contain, as the rules'
/// own data says, and only a line that passes asks the rule itself; so the answer is always the
/// rule's, and most lines are rejected by a byte or two. The tables are made once
/// (``standard``) and handed to the reading, by reference, so that a line costs no lookup of a
/// global and no copy of a table.
final class PasteFilters: Sendable {
  static let standard = PasteFilters()

  private let noiseStarts: ByteSet
  /// The rules with the text each line they match starts with, by that text's first byte.
  private let noiseRules: [[(rule: NoiseRule, start: [UInt8])]]
  /// What a crash line must start with, or contain, and those texts' first bytes.
  private let crashNeedles: [(bytes: [UInt8], atStart: Bool)]
  private let crashStarts: ByteSet
  private let crashInner: [UInt8]
  private let signatureStarts: ByteSet
  private let swiftLocation = Array(".swift:".utf8)

  private init() {
    var rules = [[(rule: NoiseRule, start: [UInt8])]](repeating: [], count: 256)
    for rule in NoiseRule.known {
      let start = Array(rule.leadingText.utf8)
      rules[Int(start.first ?? 0)].append((rule, start))
    }
    noiseRules = rules
    noiseStarts = ByteSet(NoiseRule.known.compactMap { $0.leadingText.utf8.first })
    crashNeedles = PasteSignature.crashMarks.map { start, inner in
      start.map { (Array($0.utf8), true) } ?? (Array(inner.utf8), false)
    }
    crashStarts = ByteSet(crashNeedles.filter(\.atStart).compactMap(\.bytes.first))
    crashInner = Array(Set(crashNeedles.filter { !$0.atStart }.compactMap(\.bytes.first))).sorted()
    // A web page, Swift source, a fixture: PasteGrader.notConsole(_:number:) decides.
    signatureStarts = ByteSet(
      ["<!DOCTYPE", "<html", "-- ", "== launch =="].compactMap { $0.utf8.first }
        + PasteSignature.sourceLines.compactMap { $0.utf8.first })
  }

  /// The first rule (in ``NoiseRule/known`` order) that a line of ASCII matches, if any.
  func noise(_ line: LineBytes) -> NoiseRule? {
    guard let first = line.first, noiseStarts.contains(first) else { return nil }
    // A line's first byte picks one list, which keeps the rules' order.
    for (rule, start) in noiseRules[Int(first)] where line.hasPrefix(start) {
      if rule.matches(Substring(line.string)) { return rule }
    }
    return nil
  }

  /// Whether a line of ASCII is the runtime's last words as the app crashed.
  func isCrash(_ line: LineBytes) -> Bool {
    guard let first = line.first else { return false }
    // Most lines hold no byte a crash mark starts with: no need to look further.
    guard
      crashStarts.contains(first)
        || crashInner.contains(where: { ByteSearch.firstIndex(of: $0, in: line) != nil })
    else { return false }
    let possible = crashNeedles.contains { needle in
      needle.atStart ? line.hasPrefix(needle.bytes) : ByteSearch.contains(needle.bytes, in: line)
    }
    return possible && PasteSignature.crash(in: Substring(line.string))
  }

  /// Whether the line may be a compiler diagnostic: it names a Swift file with a line number.
  func mayBeDiagnostic(_ line: LineBytes) -> Bool {
    ByteSearch.contains(swiftLocation, in: line)
  }

  /// Whether the line may show that the paste is not a console.
  func mayBeSignature(_ line: LineBytes) -> Bool {
    guard let first = line.first else { return false }
    return signatureStarts.contains(first)
  }
}

extension NoiseRule {
  /// The text every line the rule matches starts with.
  var leadingText: String {
    switch match {
    case .exact(let text), .prefix(let text): text
    case .prefixAndContains(let start, _): start
    }
  }
}

/// A set of bytes as 256 bits: asked about a byte without hashing or reference counting.
struct ByteSet: Sendable {
  private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

  init<S: Sequence>(_ bytes: S) where S.Element == UInt8 {
    for byte in bytes {
      let bit = UInt64(1) << UInt64(byte & 63)
      switch byte >> 6 {
      case 0: words.0 |= bit
      case 1: words.1 |= bit
      case 2: words.2 |= bit
      default: words.3 |= bit
      }
    }
  }

  func contains(_ byte: UInt8) -> Bool {
    let bit = UInt64(1) << UInt64(byte & 63)
    switch byte >> 6 {
    case 0: return words.0 & bit != 0
    case 1: return words.1 & bit != 0
    case 2: return words.2 & bit != 0
    default: return words.3 & bit != 0
    }
  }
}
