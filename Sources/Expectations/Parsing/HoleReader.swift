import Transcript

/// Reads the body of one `{{…}}`: `name: type`, `type`, or `name`, each optionally followed by
/// `in low...high` (not a back-reference).
struct HoleReader {
  let line: SourceLine
  /// The bytes between `{{` and `}}`.
  let body: [UInt8]
  /// Where `body` starts in the line, for error positions.
  let offset: Int
  let context: PatternParser.Context
  private var position = 0

  init(line: SourceLine, body: [UInt8], offset: Int, context: PatternParser.Context) {
    self.line = line
    self.body = body
    self.offset = offset
    self.context = context
  }

  private static let typeNames = Hole.HoleType.allCases.map(\.rawValue)

  mutating func read(scope: inout NameScope) throws(FixtureError) -> Hole {
    skipSpaces()
    let wordStart = position
    guard let word = readIdentifier() else {
      throw error("expected a hole type or a name in '{{…}}'", at: wordStart)
    }
    skipSpaces()
    if peek == UInt8(ascii: ":") {
      return try readBinding(name: word, at: wordStart, scope: &scope)
    }
    if let type = Hole.HoleType(rawValue: word) {
      let (lower, upper) = try readBound(for: type, scope: scope)
      return Hole(type: type, lower: lower, upper: upper)
    }
    guard let entry = scope[word] else {
      if let type = Suggestion.closest(to: word, among: Self.typeNames) {
        throw error("unknown hole type '\(word)'; did you mean '\(type)'?", at: wordStart)
      }
      let names = scope.order
      throw error(
        "'\(word)' is not bound by an earlier line"
          + Suggestion.didYouMean(word, among: names), at: wordStart)
    }
    if position < body.count {
      let restStart = position
      if readIdentifier() == "in" {
        throw error(
          "a back-reference takes no bound; '{{\(word)}}' must equal what '\(word)' bound",
          at: restStart)
      }
      throw unexpected(at: restStart)
    }
    return Hole(name: word, type: entry.type, isBackReference: true)
  }

  private mutating func readBinding(
    name: String, at nameStart: Int, scope: inout NameScope
  ) throws(FixtureError) -> Hole {
    position += 1
    skipSpaces()
    let typeStart = position
    guard let typeWord = readIdentifier() else {
      throw error("expected a hole type after '\(name):'", at: typeStart)
    }
    if Hole.HoleType(rawValue: name) != nil {
      throw error("'\(name)' is a hole type and cannot be a name", at: nameStart)
    }
    guard let type = Hole.HoleType(rawValue: typeWord) else {
      throw error(
        "unknown hole type '\(typeWord)'"
          + Suggestion.didYouMean(typeWord, among: Self.typeNames), at: typeStart)
    }
    guard context.mayBind else {
      throw error(
        "a \(context.rawValue) line cannot bind '\(name)'; write '{{\(typeWord)}}' to match "
          + "without binding", at: nameStart)
    }
    if let existing = scope[name] {
      throw error("'\(name)' is already bound at line \(existing.location.line)", at: nameStart)
    }
    skipSpaces()
    let (lower, upper) = try readBound(for: type, scope: scope)
    scope.bind(name, type: type, at: line.location(offset: offset + nameStart))
    return Hole(name: name, type: type, lower: lower, upper: upper)
  }

  /// Reads `in low...high` up to the end of the body, or nothing.
  private mutating func readBound(
    for type: Hole.HoleType, scope: NameScope
  ) throws(FixtureError) -> (Hole.Bound?, Hole.Bound?) {
    skipSpaces()
    guard position < body.count else { return (nil, nil) }
    let inStart = position
    guard readIdentifier() == "in", peek == UInt8(ascii: " ") else {
      throw unexpected(at: inStart)
    }
    guard type.isNumeric else {
      throw error(
        "a bound needs an 'int' or 'number' hole, not '\(type.rawValue)'", at: inStart)
    }
    let rest = position
    guard let dots = find("...", from: rest) else {
      throw error("expected 'low...high' after 'in'", at: rest)
    }
    let lower = try bound(from: rest, to: dots, scope: scope)
    let upper = try bound(from: dots + 3, to: body.count, scope: scope)
    if case .number(let low) = lower, case .number(let high) = upper, low > high {
      throw error(
        "empty bound '\(lower)...\(upper)': \(lower) is greater than \(upper)", at: inStart)
    }
    position = body.count
    return (lower, upper)
  }

  /// One end of a bound: a number, a name, or a name plus or minus a number.
  private func bound(from start: Int, to end: Int, scope: NameScope) throws(FixtureError)
    -> Hole.Bound
  {
    var first = start
    var last = end
    while first < last, body[first] == UInt8(ascii: " ") { first += 1 }
    while last > first, body[last - 1] == UInt8(ascii: " ") { last -= 1 }
    let text = String(decoding: body[first..<last], as: UTF8.self)
    let malformed = error(
      "malformed bound '\(text)'; expected a number, a name, or a name plus or minus a number",
      at: first)
    if let value = NumberText.parse(text) { return .number(value) }
    var cursor = first
    while cursor < last, isIdentifierByte(body[cursor], first: cursor == first) { cursor += 1 }
    guard cursor > first else { throw malformed }
    let name = String(decoding: body[first..<cursor], as: UTF8.self)
    guard let entry = scope[name] else {
      throw error(
        "'\(name)' in the bound is not bound by an earlier line"
          + Suggestion.didYouMean(name, among: scope.numericNames), at: first)
    }
    guard entry.type.isNumeric else {
      throw error(
        "'\(name)' is a '\(entry.type.rawValue)' hole and cannot be used in a bound", at: first)
    }
    while cursor < last, body[cursor] == UInt8(ascii: " ") { cursor += 1 }
    guard cursor < last else { return .name(name, offset: 0) }
    let sign: Double
    switch body[cursor] {
    case UInt8(ascii: "+"): sign = 1
    case UInt8(ascii: "-"): sign = -1
    default: throw malformed
    }
    cursor += 1
    while cursor < last, body[cursor] == UInt8(ascii: " ") { cursor += 1 }
    let amountText = String(decoding: body[cursor..<last], as: UTF8.self)
    guard !amountText.hasPrefix("-"), let amount = NumberText.parse(amountText) else {
      throw malformed
    }
    return .name(name, offset: sign * amount)
  }

  // MARK: - Bytes

  private var peek: UInt8? { position < body.count ? body[position] : nil }

  private mutating func skipSpaces() {
    while let byte = peek, byte == UInt8(ascii: " ") { position += 1 }
  }

  private mutating func readIdentifier() -> String? {
    let start = position
    while let byte = peek, isIdentifierByte(byte, first: position == start) { position += 1 }
    guard position > start else { return nil }
    return String(decoding: body[start..<position], as: UTF8.self)
  }

  private func isIdentifierByte(_ byte: UInt8, first: Bool) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "_"):
      true
    case UInt8(ascii: "0")...UInt8(ascii: "9"): !first
    default: false
    }
  }

  private func find(_ text: String, from start: Int) -> Int? {
    let needle = Array(text.utf8)
    var index = start
    while index + needle.count <= body.count {
      if body[index..<(index + needle.count)].elementsEqual(needle) { return index }
      index += 1
    }
    return nil
  }

  private func error(_ message: String, at index: Int) -> FixtureError {
    line.error(message, offset: offset + index)
  }

  private func unexpected(at index: Int) -> FixtureError {
    var end = index
    while end < body.count, body[end] != UInt8(ascii: " ") { end += 1 }
    let word = String(decoding: body[index..<max(end, min(index + 1, body.count))], as: UTF8.self)
    return error("unexpected '\(word)' in hole; expected 'in low...high' or '}}'", at: index)
  }
}
