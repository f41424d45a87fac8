/// The tests a pasted line of ASCII goes through, on its bytes: which system line it is
/// (``NoiseRule``), whether it is a crash (``PasteSignature``), whether it may be a compiler
/// diagnostic or something other than a console.
///
/// Each test first asks what every line it accepts must start with or contain, as the rules'
/// own data says, and only a line that passes asks the rule itself; so the answer is always the
/// rule's, and most lines are rejected by a byte or two.
enum PasteFilters {
  /// The rules with the text each line they match starts with, by that text's first byte.
  private static let noiseRules: [[(rule: NoiseRule, start: [UInt8])]] = {
    var table = [[(rule: NoiseRule, start: [UInt8])]](repeating: [], count: 256)
    for rule in NoiseRule.known {
      let start = Array(rule.leadingText.utf8)
      table[Int(start.first ?? 0)].append((rule, start))
    }
    return table
  }()

  /// The first rule (in ``NoiseRule/known`` order) that a line of ASCII matches, if any.
  static func noise(_ line: LineBytes) -> NoiseRule? {
    guard let first = line.first else { return nil }
    let rules = noiseRules[Int(first)]
    guard !rules.isEmpty else { return nil }
    // A line's first byte picks one list, which keeps the rules' order.
    for (rule, start) in rules where line.hasPrefix(start) {
      if rule.matches(Substring(line.string)) { return rule }
    }
    return nil
  }

  /// What a crash line must start with, or contain.
  private static let crashNeedles: [(bytes: [UInt8], atStart: Bool)] =
    PasteSignature.crashMarks.map { start, inner in
      start.map { (Array($0.utf8), true) } ?? (Array(inner.utf8), false)
    }

  /// Whether a line of ASCII is the runtime's last words as the app crashed.
  static func isCrash(_ line: LineBytes) -> Bool {
    let possible = crashNeedles.contains { needle in
      needle.atStart ? line.hasPrefix(needle.bytes) : ByteSearch.contains(needle.bytes, in: line)
    }
    return possible && PasteSignature.crash(in: Substring(line.string))
  }

  private static let swiftLocation = Array(".swift:".utf8)

  /// Whether the line may be a compiler diagnostic: it names a Swift file with a line number.
  static func mayBeDiagnostic(_ line: LineBytes) -> Bool {
    ByteSearch.contains(swiftLocation, in: line)
  }

  /// The first bytes of a line that may show the paste is not a console (a web page, Swift
  /// source, a fixture); ``PasteGrader/notConsole(_:fixture:)`` decides.
  private static let signatureStarts: Set<UInt8> = Set(
    ["<!DOCTYPE", "<html", "-- ", "== launch =="].compactMap { $0.utf8.first }
      + PasteSignature.sourceLines.compactMap { $0.utf8.first })

  static func mayBeSignature(_ line: LineBytes) -> Bool {
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
