/// Reads a pasted console into lines to compare, as ``Normalisation`` declares.
struct ConsoleReader {
  let text: String
  /// Where the paste came from, for the report: a path or `standard input`.
  let source: String
  /// The fixture's expected lines: a line one of them matches is never dropped as the system's.
  var expected: [LinePattern] = []

  func read() -> NormalisedConsole {
    var body = Substring(text)
    let hadMark = body.hasPrefix("\u{FEFF}")
    if hadMark { body = body.dropFirst() }
    let (rawLines, crlf, cr) = Self.split(body)
    var lines: [PastedLine] = []
    var prefixes = 0
    var trailing = 0
    var arrows = 0
    var dropped: [(rule: NoiseRule, line: Int)] = []
    var crashLines: [Int] = []
    let contents = rawLines.map { raw -> Substring in
      let line = Substring(raw)
      return XcodePrefix.end(in: line).map { line[$0...] } ?? line
    }
    let matchers = expected.map { LineMatcher(Comparison.pattern($0)) }
    let system = SystemLines { line in
      let bytes = Array(Comparison.unify(String(line)).utf8)
      return matchers.contains { $0.matchesShape(bytes) }
    }.classify(contents.map { Comparison.trimmingTrailingSpaces($0) })
    for (index, raw) in rawLines.enumerated() {
      let content = contents[index]
      if content.utf8.count != raw.utf8.count { prefixes += 1 }
      let trimmed = Comparison.trimmingTrailingSpaces(content)
      if let rule = system[index] {
        dropped.append((rule, index + 1))
        continue
      }
      if trimmed.count != content.count { trailing += 1 }
      if PasteSignature.crash(in: trimmed) { crashLines.append(index + 1) }
      let compared = Comparison.unify(String(trimmed))
      if compared.utf8.count != trimmed.utf8.count { arrows += 1 }
      lines.append(PastedLine(number: index + 1, raw: raw, text: compared))
    }
    let leading = lines.prefix { $0.text.isEmpty }.count
    lines.removeFirst(leading)
    let ending = lines.reversed().prefix { $0.text.isEmpty }.count
    lines.removeLast(ending)
    var kinds: [Normalisation.Dropped] = []
    for (rule, line) in dropped {
      if let index = kinds.firstIndex(where: { $0.name == rule.name }) {
        kinds[index].lines.append(line)
      } else {
        kinds.append(Normalisation.Dropped(name: rule.name, origin: rule.origin, lines: [line]))
      }
    }
    let steps = [
      Normalisation.Step(
        name: "byte-order mark", count: hadMark ? 1 : 0,
        detail: hadMark ? "a byte-order mark at the start was dropped" : "no byte-order mark"),
      Normalisation.Step(
        name: "line ends", count: crlf + cr,
        detail: "\(Self.count(crlf, "CRLF line end")) and \(Self.count(cr, "lone CR"))"
          + " read as line breaks"),
      Normalisation.Step(
        name: "Xcode prefixes", count: prefixes,
        detail: "\(Self.count(prefixes, "line")) lost the date, time and App[pid:tid] prefix"
          + " Xcode or NSLog puts before a line"),
      Normalisation.Step(
        name: "trailing spaces", count: trailing,
        detail: "\(Self.count(trailing, "line")) had spaces or tabs at the end, ignored"),
      Normalisation.Step(
        name: "system lines", count: dropped.count,
        detail: "\(Self.count(dropped.count, "line")) written by Xcode or iOS, not the app,"
          + " dropped"),
      Normalisation.Step(
        name: "blank lines", count: leading + ending,
        detail: "\(Self.count(leading + ending, "blank line")) at the start or the end dropped"),
      Normalisation.Step(
        name: "arrows", count: arrows,
        detail: "'→' and '->' compare as the same arrow, in the paste and in the fixture"),
    ]
    let normalisation = Normalisation(
      source: source, pastedLines: rawLines.count, comparedLines: lines.count, steps: steps,
      dropped: kinds)
    return NormalisedConsole(lines: lines, normalisation: normalisation, crashLines: crashLines)
  }

  /// `1 line`, `3 lines`, `no line`.
  static func count(_ number: Int, _ noun: String) -> String {
    switch number {
    case 0: "no \(noun)"
    case 1: "1 \(noun)"
    default: "\(number) \(noun)s"
    }
  }

  /// The lines of the text, each without its break; a final break adds no line.
  private static func split(_ text: Substring) -> (lines: [String], crlf: Int, cr: Int) {
    var lines: [String] = []
    var crlf = 0
    var cr = 0
    var current: [UInt8] = []
    let bytes = Array(text.utf8)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
        if byte == UInt8(ascii: "\r") {
          if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
            crlf += 1
            index += 1
          } else {
            cr += 1
          }
        }
        lines.append(String(decoding: current, as: UTF8.self))
        current.removeAll(keepingCapacity: true)
      } else {
        current.append(byte)
      }
      index += 1
    }
    if !current.isEmpty { lines.append(String(decoding: current, as: UTF8.self)) }
    return (lines, crlf, cr)
  }
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
