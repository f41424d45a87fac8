/// The shape of a line a system component writes: literal text with typed gaps, matched
/// against a whole line.
///
/// Gaps are written in braces: `{hex}` (`0x1a2b`), `{int}` (`-12`), `{uuid}`
/// (`F287C097-F14E-4D20-8ED4-5BDEDEB546F9`), `{word}` (no spaces), `{ident}` (`nw_socket`),
/// `{indent}` (spaces and tabs, maybe none), `{rule}` (a row of ten or more `=`) and `{any}`
/// (any text, maybe none). `{{` is a literal `{`.
///
/// ```swift
/// LineShape("Snapshotting a view ({hex}, {any}) that {any}")
/// ```
struct LineShape: Sendable, Equatable, CustomStringConvertible {
  enum Token: Sendable, Equatable {
    case literal([UInt8])
    case hex, int, uuid, word, ident, indent, rule, any
  }

  let tokens: [Token]
  /// The shape as written, for reports and tests.
  let description: String
  /// The longest literal the line must contain: lines without it are not tried.
  private let required: [UInt8]

  init(_ text: String) {
    var tokens: [Token] = []
    var literal: [UInt8] = []
    let bytes = Array(text.utf8)
    var index = 0
    func flush() {
      if !literal.isEmpty { tokens.append(.literal(literal)) }
      literal.removeAll()
    }
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "{") {
        if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "{") {
          literal.append(bytes[index])
          index += 2
          continue
        }
        if let close = bytes[index...].firstIndex(of: UInt8(ascii: "}")),
          let token = Self.gaps[String(decoding: bytes[(index + 1)..<close], as: UTF8.self)]
        {
          flush()
          tokens.append(token)
          index = close + 1
          continue
        }
      }
      literal.append(bytes[index])
      index += 1
    }
    flush()
    self.tokens = tokens
    self.description = text
    self.required =
      tokens.compactMap { if case .literal(let bytes) = $0 { bytes } else { nil } }
      .max { $0.count < $1.count } ?? []
  }

  private static let gaps: [String: Token] = [
    "hex": .hex, "int": .int, "uuid": .uuid, "word": .word, "ident": .ident, "indent": .indent,
    "rule": .rule, "any": .any,
  ]

  /// Whether the whole line has this shape.
  func matches(_ line: ArraySlice<UInt8>) -> Bool {
    if !required.isEmpty, !Self.contains(line, required) { return false }
    var steps = 0
    return match(tokens[...], line, &steps)
  }

  /// Tries each way the first token can take a prefix of the line; gives up after a bounded
  /// number of attempts, so that no line costs more than a few thousand steps.
  private func match(_ tokens: ArraySlice<Token>, _ line: ArraySlice<UInt8>, _ steps: inout Int)
    -> Bool
  {
    steps += 1
    guard steps < 20_000 else { return false }
    guard let token = tokens.first else { return line.isEmpty }
    let rest = tokens.dropFirst()
    switch token {
    case .literal(let bytes):
      guard line.starts(with: bytes) else { return false }
      return match(rest, line.dropFirst(bytes.count), &steps)
    case .any:
      if rest.isEmpty { return true }
      var start = line.startIndex
      while start <= line.endIndex {
        if case .literal(let bytes)? = rest.first {
          guard let found = Self.find(bytes, in: line[start...]) else { return false }
          start = found
        }
        if match(rest, line[start...], &steps) { return true }
        start += 1
      }
      return false
    case .indent:
      let end = line.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
      return (0...end).reversed().contains { match(rest, line.dropFirst($0), &steps) }
    default:
      return lengths(of: token, in: line).contains { match(rest, line.dropFirst($0), &steps) }
    }
  }

  /// The lengths of the prefixes of the line that a gap may take, longest first.
  private func lengths(of token: Token, in line: ArraySlice<UInt8>) -> [Int] {
    func run(_ allowed: (UInt8) -> Bool, from offset: Int = 0) -> Int {
      line.dropFirst(offset).prefix(while: allowed).count
    }
    switch token {
    case .hex:
      guard line.starts(with: Array("0x".utf8)) else { return [] }
      let digits = run(Self.isHex, from: 2)
      return digits > 0 ? [2 + digits] : []
    case .int:
      let sign = line.first == UInt8(ascii: "-") ? 1 : 0
      let digits = run(NumberText.isDigit, from: sign)
      return digits > 0 ? [sign + digits] : []
    case .uuid:
      let groups = [8, 4, 4, 4, 12]
      var offset = 0
      for (position, count) in groups.enumerated() {
        guard run(Self.isHex, from: offset) >= count else { return [] }
        offset += count
        if position < groups.count - 1 {
          guard line.dropFirst(offset).first == UInt8(ascii: "-") else { return [] }
          offset += 1
        }
      }
      return [offset]
    case .word:
      let count = run { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
      return count > 0 ? Array((1...count).reversed()) : []
    case .ident:
      guard let first = line.first, Self.isLetter(first) || first == UInt8(ascii: "_") else {
        return []
      }
      let count = run { Self.isLetter($0) || NumberText.isDigit($0) || $0 == UInt8(ascii: "_") }
      return Array((1...count).reversed())
    case .rule:
      let count = run { $0 == UInt8(ascii: "=") }
      return count >= 10 ? [count] : []
    case .literal, .any, .indent:
      return []
    }
  }

  private static func isHex(_ byte: UInt8) -> Bool {
    NumberText.isDigit(byte)
      || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  private static func find(_ needle: [UInt8], in line: ArraySlice<UInt8>) -> Int? {
    guard !needle.isEmpty, line.count >= needle.count else {
      return needle.isEmpty ? line.startIndex : nil
    }
    var index = line.startIndex
    while index + needle.count <= line.endIndex {
      if line[index] == needle[0], line[index..<(index + needle.count)].elementsEqual(needle) {
        return index
      }
      index += 1
    }
    return nil
  }

  private static func contains(_ line: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
    find(needle, in: line) != nil
  }
}
