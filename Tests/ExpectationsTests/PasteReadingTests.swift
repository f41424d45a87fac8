import Foundation
import HarnessTestSupport
import Testing

@testable import Expectations

/// Reading a paste in place: from a file in chunks of any size, on bytes for a line of ASCII,
/// with patterns found by index. Each fast way is checked against the plain one it stands for.
@Suite("Grading: reading a paste in chunks and on bytes")
struct PasteReadingTests {
  static func temporaryFile(_ bytes: [UInt8]) throws -> String {
    let path = NSTemporaryDirectory() + "paste-reading-\(UUID().uuidString).txt"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  static func lines(of input: PasteInput) throws -> (lines: [[UInt8]], ends: PasteInput.LineEnds) {
    var lines: [[UInt8]] = []
    let ends = try input.forEachLine { lines.append(Array($0)) }
    return (lines, ends)
  }

  /// Random text with every kind of line end, long lines and a byte-order mark.
  static func text(seed: UInt64) -> String {
    var random = SeededRandom(seed: seed)
    let pieces = ["a", "tick 3", "", "  ", "→", "é", String(repeating: "x", count: 40)]
    let ends = ["\n", "\r\n", "\r", "\n\n", "\r\r\n"]
    var text = random.int(4) == 0 ? "\u{FEFF}" : ""
    for _ in 0..<(random.int(30)) {
      text += pieces[random.int(pieces.count)] + pieces[random.int(pieces.count)]
      text += ends[random.int(ends.count)]
    }
    if random.int(2) == 0 { text += "last line without an end" }
    return text
  }

  @Test("a file read in chunks of any size gives the lines its text gives", arguments: 0..<60)
  func chunks(seed: Int) throws {
    let text = Self.text(seed: UInt64(seed))
    let path = try Self.temporaryFile(Array(text.utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let expected = try Self.lines(of: .text(text))
    for size in [1, 2, 3, 5, 8, 64, 1 << 20] {
      var input = try #require(PasteInput.file(path))
      input.chunkSize = size
      let read = try Self.lines(of: input)
      #expect(read.lines == expected.lines, "chunks of \(size)")
      #expect(read.ends == expected.ends, "chunks of \(size)")
    }
    #expect(expected.ends.bytes == text.utf8.count)
  }

  @Test("a file that cannot be read is no input")
  func unreadable() {
    #expect(PasteInput.file("/no/such/file.txt") == nil)
    #expect(PasteInput.file(NSTemporaryDirectory()) == nil)
  }

  @Test("a device or a file in UTF-16 is read whole only up to the limit")
  func wholeReadingIsBounded() throws {
    #expect(throws: PasteInput.ReadError.self) { try PasteInput.open("/dev/zero", limit: 1 << 20) }
    do {
      _ = try PasteInput.open("/dev/zero", limit: 1000)
    } catch {
      #expect(error.message == "the console file '/dev/zero' is too long to read (at most 1000 bytes are read)")
    }
    let utf16: [UInt8] = [0xFF, 0xFE] + Array("tick\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let path = try Self.temporaryFile(utf16)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let decode = { (bytes: [UInt8]) -> String in
      let units = stride(from: 2, to: bytes.count - 1, by: 2).map { UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8 }
      return String(decoding: units, as: UTF16.self)
    }
    #expect(throws: PasteInput.ReadError.self) { try PasteInput.open(path, limit: utf16.count - 1, decode: decode) }
    let input = try PasteInput.open(path, limit: utf16.count, decode: decode)
    #expect(try Self.lines(of: input).lines == [Array("tick".utf8)])
    #expect(PasteInput.file("/dev/null") != nil)
  }

  @Test("a regular file longer than the limit is refused before grading, at the first byte past it")
  func longFileIsLocated() throws {
    let path = try Self.temporaryFile(Array("ab\ncd\nef\n".utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(throws: PasteInput.ReadError(
      message: "the console file '\(path)' is too long to read (9 bytes; at most 5 are read)",
      line: 2, column: 3)) { try PasteInput.open(path, limit: 5) }
    #expect(throws: PasteInput.ReadError(
      message: "the console file '\(path)' is too long to read (9 bytes; at most 8 are read)",
      line: 3, column: 3)) { try PasteInput.open(path, limit: 8) }
    #expect(try Self.lines(of: PasteInput.open(path, limit: 9)).lines.count == 3)
  }

  @Test("a paste of more lines than the limit is refused at the first line past it, however they end")
  func lineCount() throws {
    let text = PasteInput.text("a\nb\r\nc\rd")
    try text.checkLineCount(limit: 4, described: "the paste")
    #expect(throws: PasteInput.ReadError(
      message: "the paste is too long to grade (more than 3 lines)", line: 4, column: 1)) {
      try text.checkLineCount(limit: 3, described: "the paste")
    }
    let path = try Self.temporaryFile(Array("a\nb\nc\n".utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let file = try #require(PasteInput.file(path))
    try file.checkLineCount(limit: 3, described: "the file")
    #expect(throws: PasteInput.ReadError.self) { try file.checkLineCount(limit: 2, described: "the file") }
  }

  @Test("a sparse 5 GB file in UTF-16 is refused without being read whole")
  func hugeUTF16() throws {
    let path = try Self.temporaryFile([0xFF, 0xFE, 0x41, 0x00])
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(truncate(path, off_t(5 << 30)) == 0)
    #expect(throws: PasteInput.ReadError.self) { try PasteInput.open(path) }
  }

  /// Lines of ASCII that exercise every rule: prefixes, system lines, crashes, trailing spaces.
  static func asciiLine(_ random: inout SeededRandom) -> String {
    let starts =
      NoiseRule.known.flatMap(\.shapes).map { shape in
        shape.tokens.map { token -> String in
          if case .literal(let bytes) = token { return String(decoding: bytes, as: UTF8.self) }
          return token == .int || token == .hex ? "0x12" : "x"
        }.joined()
      } + [
        "Garden/App.swift:12: Fatal error: ", "*** Terminating app due to uncaught exception",
        "libc++abi: terminating", "Hang detected: 1s", "App.swift:3:1: error: x", "tick ", "",
        "Fatal error: ", "(lldb", "Snapshotting a view x that has not been rendered",
      ]
    let tails = ["", "3", " (debugger attached, not reporting)", " complete with error", "->"]
    var line = starts[random.int(starts.count)] + tails[random.int(tails.count)]
    if random.int(3) == 0 { line = "2026-11-29 21:14:19.123456+0000 Garden[1234:56789] " + line }
    if random.int(3) == 0 { line += random.int(2) == 0 ? "  " : "\t " }
    return line
  }

  @Test("a line of ASCII reads the same on its bytes as through String", arguments: 0..<40)
  func asciiAgreesWithText(seed: Int) {
    var random = SeededRandom(seed: UInt64(seed) + 700)
    for _ in 0..<50 {
      let bytes = Array(Self.asciiLine(&random).utf8)
      let line = String(decoding: bytes, as: UTF8.self)
      var fast = HeldLine()
      var slow = HeldLine()
      bytes.withUnsafeBufferPointer { raw in
        fast.hold(raw, number: 1)
        slow.hold(raw, number: 1, asText: true)
      }
      #expect(fast.isASCII && !slow.isASCII)
      #expect(fast.hadPrefix == slow.hadPrefix, "\(line)")
      #expect(fast.hadTrailing == slow.hadTrailing, "\(line)")
      #expect(fast.hadArrows == slow.hadArrows, "\(line)")
      #expect(fast.withTrimmed { Array($0) } == slow.withTrimmed { Array($0) }, "\(line)")
      #expect(fast.withCompared { Array($0) } == slow.withCompared { Array($0) }, "\(line)")
      var previous = HeldLine()
      var streamFast = SystemLineStream(expected: [], filters: .standard)
      var streamSlow = SystemLineStream(expected: [], filters: .standard)
      fast.rule = streamFast.classify(&fast, previous: &previous, hasPrevious: false)
      slow.rule = streamSlow.classify(&slow, previous: &previous, hasPrevious: false)
      #expect(fast.rule == slow.rule, "\(line)")
      var counts = (ReadCounts(), ReadCounts())
      var given: ([PastedLine], [PastedLine]) = ([], [])
      var crashes: ([Bool], [Bool]) = ([], [])
      ConsoleReader.give(&fast, .standard, &counts.0) {
        given.0.append(PastedLine($0))
        crashes.0.append($0.isCrash)
      }
      ConsoleReader.give(&slow, .standard, &counts.1) {
        given.1.append(PastedLine($0))
        crashes.1.append($0.isCrash)
      }
      #expect(given.0 == given.1, "\(line)")
      #expect(crashes.0 == crashes.1, "\(line)")
      #expect(counts.0 == counts.1, "\(line)")
    }
  }

  @Test("the index finds exactly the patterns a line matches by shape", arguments: 0..<60)
  func patternIndex(seed: Int) {
    var random = SeededRandom(seed: UInt64(seed) + 900)
    let words = ["tick", " ", "3", "a b", "->", "é", ":"]
    let holes = ["{{int}}", "{{number}}", "{{word}}", "{{text}}"]
    var patterns: [LinePattern] = []
    let count = 1 + random.int(12)
    while patterns.count < count {
      var text = ""
      for _ in 0..<(1 + random.int(4)) {
        text += random.int(3) == 0 ? holes[random.int(holes.count)] : words[random.int(words.count)]
      }
      // Some texts are not lines a fixture accepts (two holes side by side): others are drawn.
      if let line = try? fixture("== launch ==\n\(text)").events[0].console?.lines.first {
        patterns.append(line)
      }
    }
    let matchers = patterns.map(LineMatcher.init)
    let index = PatternIndex(matchers)
    for _ in 0..<80 {
      var line = ""
      for _ in 0..<random.int(5) {
        line += random.int(2) == 0 ? words[random.int(words.count)] : String(random.int(30))
      }
      let bytes = Array(line.utf8)
      bytes.withUnsafeBufferPointer { bytes in
        var found: [Int] = []
        index.forEachMatch(bytes) { found.append($0) }
        let expected = matchers.indices.filter { matchers[$0].matchesShape(bytes) }
        #expect(found.sorted() == expected, "\(line)")
      }
    }
  }

  @Test(
    "a needle is found from any of its bytes exactly where a plain scan finds it",
    arguments: 0..<40)
  func needleFromAnchor(seed: Int) {
    var random = SeededRandom(seed: UInt64(seed))
    let alphabet = Array("ab: .A1".utf8)
    let needle = (0..<(1 + random.int(4))).map { _ in alphabet[random.int(alphabet.count)] }
    for _ in 0..<50 {
      let line = (0..<random.int(12)).map { _ in alphabet[random.int(alphabet.count)] }
      let starts = line.count >= needle.count ? Array(0...(line.count - needle.count)) : []
      let plain = starts.contains { Array(line[$0..<($0 + needle.count)]) == needle }
      line.withUnsafeBufferPointer { bytes in
        for anchor in needle.indices {
          let found = ByteSearch.contains(needle, in: bytes, anchor: anchor)
          #expect(found == plain, "\(line) \(anchor)")
        }
        #expect(ByteSearch.contains(needle, in: bytes) == plain)
      }
    }
  }
}
