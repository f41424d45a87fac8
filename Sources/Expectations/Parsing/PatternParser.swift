import Transcript

/// Reads one expected line into literal pieces and `{{…}}` holes.
///
/// `\{{` is a literal `{{`; any other backslash is literal. A run of three or more braces
/// opens the hole at its last two, so `{{{n: int}}}` is `{`, a hole, and `}`.
struct PatternParser {
  /// What kind of line is read, for the rule on binding and for messages.
  enum Context: String {
    case console = "console"
    case screen = "screen"
    case never = "'-- never --'"
    case hint = "hint"

    var mayBind: Bool { self == .console || self == .screen }
  }

  let line: SourceLine
  /// The content after any leading escape `\` was removed.
  let content: [UInt8]
  /// Where `content` starts in the line (1 when a leading `\` was removed).
  let start: Int
  let context: Context

  init(line: SourceLine, contentStart: Int, context: Context) {
    self.line = line
    self.content = Array(line.text.utf8.dropFirst(contentStart))
    self.start = contentStart
    self.context = context
  }

  /// Reads the line, binding its named holes in `scope`.
  func parse(scope: inout NameScope) throws(FixtureError) -> LinePattern {
    var pieces: [LinePattern.Piece] = []
    var literal: [UInt8] = []
    var index = 0
    func flush() {
      if !literal.isEmpty {
        pieces.append(.literal(String(decoding: literal, as: UTF8.self)))
        literal.removeAll()
      }
    }
    while index < content.count {
      // Most bytes open nothing: only a `\` or a `{` is looked at further.
      let byte = content[index]
      if byte != UInt8(ascii: "\\"), byte != UInt8(ascii: "{") {
        literal.append(byte)
        index += 1
        continue
      }
      if starts(with: "\\{{", at: index) {
        literal += Array("{{".utf8)
        index += 3
      } else if starts(with: "{{", at: index) {
        if starts(with: "{{{", at: index) {
          literal.append(UInt8(ascii: "{"))
          index += 1
          continue
        }
        guard let close = find("}}", from: index + 2) else {
          throw line.error("unterminated hole; expected '}}'", offset: start + index)
        }
        flush()
        var reader = HoleReader(
          line: line, body: Array(content[(index + 2)..<close]), offset: start + index + 2,
          context: context)
        pieces.append(.hole(try reader.read(scope: &scope)))
        index = close + 2
      } else {
        literal.append(content[index])
        index += 1
      }
    }
    flush()
    return LinePattern(pieces: pieces, text: line.text, location: line.location())
  }

  private func starts(with text: String, at index: Int) -> Bool {
    let bytes = Array(text.utf8)
    guard index + bytes.count <= content.count else { return false }
    return content[index..<(index + bytes.count)].elementsEqual(bytes)
  }

  private func find(_ text: String, from index: Int) -> Int? {
    var position = index
    while position < content.count {
      if starts(with: text, at: position) { return position }
      position += 1
    }
    return nil
  }
}
