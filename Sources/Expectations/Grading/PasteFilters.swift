/// The tests a pasted line goes through, on its bytes: whether it may be a system line
/// (``NoiseRule``), whether it is a crash (``PasteSignature``), whether it may be a compiler
/// diagnostic or show that the paste is something other than a console.
///
/// Each test first asks what every line it accepts must start with, end with or contain, as the
/// rules' own data says (a shape's first or last literal, or its longest), and only a line that
/// passes asks the rule itself; so the answer is always the rule's, and most lines are rejected
/// by a byte or two. The tables are made once (``standard``) and handed to the reading, by
/// reference, so that a line costs no lookup of a global and no copy of a table.
final class PasteFilters: Sendable {
  static let standard = PasteFilters()

  /// For the first line of each family's shapes: the literals a line starts with, by their
  /// first byte; those it ends with, by their last; those it must contain; whether some shape
  /// has no literal at all (every line must then be asked).
  private let systemStarts: [[[UInt8]]]
  private let systemEnds: [[[UInt8]]]
  private let systemInner: [(bytes: [UInt8], anchor: Int)]
  private let systemAny: Bool
  /// What a crash line must start with, or contain, and those texts' first bytes.
  private let crashNeedles: [(bytes: [UInt8], atStart: Bool, anchor: Int)]
  private let crashStarts: ByteSet
  private let crashInner: [UInt8]
  private let signatureStarts: ByteSet
  private let swiftLocation = Array(".swift:".utf8)
  private let swiftLocationAnchor = ByteSearch.rarestByte(of: Array(".swift:".utf8))

  private init() {
    var starts = [[[UInt8]]](repeating: [], count: 256)
    var ends = [[[UInt8]]](repeating: [], count: 256)
    var inner: [(bytes: [UInt8], anchor: Int)] = []
    var any = false
    for shape in NoiseRule.known.flatMap(\.shapes) {
      let literals = shape.tokens.compactMap { token -> [UInt8]? in
        if case .literal(let bytes) = token { bytes } else { nil }
      }
      if case .literal(let bytes)? = shape.tokens.first, let first = bytes.first {
        starts[Int(first)].append(bytes)
      } else if case .literal(let bytes)? = shape.tokens.last, let last = bytes.last {
        ends[Int(last)].append(bytes)
      } else if let longest = literals.max(by: { $0.count < $1.count }), !longest.isEmpty {
        inner.append((longest, ByteSearch.rarestByte(of: longest)))
      } else {
        any = true
      }
    }
    systemStarts = starts
    systemEnds = ends
    systemInner = inner
    systemAny = any
    crashNeedles = PasteSignature.crashMarks.map { start, inner in
      let bytes = Array((start ?? inner).utf8)
      return (bytes, start != nil, ByteSearch.rarestByte(of: bytes))
    }
    crashStarts = ByteSet(crashNeedles.filter(\.atStart).compactMap(\.bytes.first))
    crashInner = Array(Set(crashNeedles.filter { !$0.atStart }.compactMap(\.bytes.first))).sorted()
    // A web page, Swift source, a fixture: PasteGrader.notConsole(_:number:) decides.
    signatureStarts = ByteSet(
      ["<!DOCTYPE", "<html", "-- ", "== launch =="].compactMap { $0.utf8.first }
        + PasteSignature.sourceLines.compactMap { $0.utf8.first })
  }

  /// Whether ``NoiseRule/rule(for:)`` may find a family for the line (its text without the
  /// prefix and the trailing spaces): false means it finds none.
  func mayBeSystem(_ line: LineBytes) -> Bool {
    if systemAny { return true }
    guard let first = line.first, let last = line.last else { return false }
    // `[category] message`: the message is tried too, so the family decides.
    if first == UInt8(ascii: "[") { return true }
    for start in systemStarts[Int(first)] where line.hasPrefix(start) { return true }
    for end in systemEnds[Int(last)] where line.hasSuffix(end) { return true }
    for needle in systemInner
    where ByteSearch.contains(needle.bytes, in: line, anchor: needle.anchor) {
      return true
    }
    return false
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
      needle.atStart
        ? line.hasPrefix(needle.bytes)
        : ByteSearch.contains(needle.bytes, in: line, anchor: needle.anchor)
    }
    return possible && PasteSignature.crash(in: Substring(line.string))
  }

  /// Whether the line may be a compiler diagnostic: it names a Swift file with a line number.
  func mayBeDiagnostic(_ line: LineBytes) -> Bool {
    ByteSearch.contains(swiftLocation, in: line, anchor: swiftLocationAnchor)
  }

  /// Whether the line may show that the paste is not a console.
  func mayBeSignature(_ line: LineBytes) -> Bool {
    guard let first = line.first else { return false }
    return signatureStarts.contains(first)
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
