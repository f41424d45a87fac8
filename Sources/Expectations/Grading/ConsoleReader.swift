/// Reads a pasted console into lines to compare, as ``Normalisation`` declares.
struct ConsoleReader {
  let text: String
  /// Where the paste came from, for the report: a path or `standard input`.
  let source: String

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
    for (index, raw) in rawLines.enumerated() {
      var content = Substring(raw)
      if let end = XcodePrefix.end(in: content) {
        content = content[end...]
        prefixes += 1
      }
      let trimmed = Comparison.trimmingTrailingSpaces(content)
      if trimmed.count != content.count { trailing += 1 }
      if let rule = NoiseRule.rule(for: trimmed) {
        dropped.append((rule, index + 1))
        continue
      }
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

/// The prefix Xcode and NSLog put before a line: `2026-11-29 21:14:19.123456+0000 Burrow[1234:56789] `.
///
/// The date and time are required; the fraction of a second and the time zone are optional;
/// the process name is any text without `[`, and the thread is decimal or hexadecimal.
enum XcodePrefix {
  /// Where the text after the prefix starts, or nil when the line has no such prefix.
  static func end(in line: Substring) -> String.Index? {
    let bytes = Array(line.utf8.prefix(160))
    var position = 0
    func digits(_ count: Int) -> Bool {
      guard position + count <= bytes.count else { return false }
      for offset in 0..<count where !NumberText.isDigit(bytes[position + offset]) { return false }
      position += count
      return true
    }
    func byte(_ character: Character) -> Bool {
      guard position < bytes.count, bytes[position] == character.asciiValue else { return false }
      position += 1
      return true
    }
    func run(_ allowed: (UInt8) -> Bool) -> Bool {
      let start = position
      while position < bytes.count, allowed(bytes[position]) { position += 1 }
      return position > start
    }
    guard digits(4), byte("-"), digits(2), byte("-"), digits(2), byte(" "), digits(2), byte(":"),
      digits(2), byte(":"), digits(2)
    else { return nil }
    if byte(".") { guard run(NumberText.isDigit) else { return nil } }
    if position < bytes.count,
      bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
    {
      position += 1
      guard digits(4) else { return nil }
    }
    guard byte(" "), run({ $0 != UInt8(ascii: "[") && $0 != UInt8(ascii: "\n") }), byte("["),
      run(NumberText.isDigit), byte(":"), run(isHexadecimalOrX), byte("]"), byte(" ")
    else { return nil }
    return line.utf8.index(line.startIndex, offsetBy: position)
  }

  private static func isHexadecimalOrX(_ byte: UInt8) -> Bool {
    NumberText.isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F")) || byte == UInt8(ascii: "x")
  }
}
