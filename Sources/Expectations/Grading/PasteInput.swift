#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pasted console's bytes: a text in memory, or a file read in chunks each time grading
/// goes through it (once to align, once more for the lines its report quotes), so that the
/// memory grading takes does not grow with the paste.
public struct PasteInput: Sendable {
  enum Storage: Sendable {
    case text(String)
    case file(PasteFile)
  }

  /// Why the paste could not be read, and where in the file when it has a place there.
  public struct ReadError: Error, Sendable, Equatable {
    public var message: String
    /// The line and column of the first byte past the limit of a file too long to read.
    public var line: Int? = nil
    public var column: Int? = nil
  }

  /// How lines ended: CRLF and lone CR are line breaks too.
  struct LineEnds: Sendable, Equatable {
    var crlf = 0
    var cr = 0
    /// How many bytes were read, to tell a file that changed between two readings.
    var bytes = 0
  }

  let storage: Storage
  /// Size of the chunks a file is read in (smaller in tests, to cut lines anywhere).
  var chunkSize = 1 << 20
  /// The longest line a console file may hold: a line is kept whole while it is read, so a
  /// file with no line break (a sparse file of zeros) must not grow memory without end.
  static let lineLimit = 64 << 20

  /// A paste already in memory (standard input, a test).
  public static func text(_ text: String) -> PasteInput {
    PasteInput(storage: .text(text))
  }

  /// The file at `path`, or nil when it cannot be read (`open` says why).
  public static func file(
    _ path: String, limit: Int = wholeLimit,
    decode: ([UInt8]) -> String = { String(decoding: $0, as: UTF8.self) }
  ) -> PasteInput? {
    try? open(path, limit: limit, decode: decode)
  }

  /// The most bytes of a console read whole (UTF-16, a pipe, a device): as much as a paste
  /// may hold, so that `/dev/zero` or a huge file in UTF-16 is refused, never held in memory.
  public static let wholeLimit = 64 << 20

  /// The file at `path`. A regular file in UTF-8 is read in chunks as grading goes; a file in
  /// UTF-16 (with its byte-order mark, as Windows editors save), a pipe or a device is read
  /// whole, at most `limit` bytes of it, and made text by `decode`.
  public static func open(
    _ path: String, limit: Int = wholeLimit,
    decode: ([UInt8]) -> String = { String(decoding: $0, as: UTF8.self) }
  ) throws(ReadError) -> PasteInput {
    let failure = ReadError(message: "cannot read the console file '\(path)'")
    guard let stream = fopen(path, "rb") else { throw failure }
    defer { fclose(stream) }
    guard let status = PasteFile.status(of: stream) else { throw failure }
    func whole() throws(ReadError) -> PasteInput {
      switch PasteFile.readAll(stream, limit: limit) {
      case .read(let bytes): return .text(decode(bytes))
      case .failed: throw failure
      case .tooLong:
        throw ReadError(
          message: "the console file '\(path)' is too long to read (at most \(limit) bytes are read)")
      }
    }
    guard status.isRegular else { return try whole() }
    if status.stamp.size > limit { throw tooLong(stream, path: path, size: status.stamp.size, limit: limit) }
    var head: [UInt8] = [0, 0]
    let count = fread(&head, 1, 2, stream)
    if count < 2 && ferror(stream) != 0 { throw failure }
    if count == 2, head == [0xFF, 0xFE] || head == [0xFE, 0xFF] {
      rewind(stream)
      return try whole()
    }
    return PasteInput(storage: .file(PasteFile(path: path, stamp: status.stamp)))
  }

  /// The error for a regular file longer than `limit`, located at the first byte past it: it
  /// is refused before grading reads it, as grading's time and memory grow with a paste whose
  /// every line some expected line matches.
  private static func tooLong(_ stream: PasteFile.Stream, path: String, size: Int, limit: Int)
    -> ReadError
  {
    rewind(stream)
    var line = 1
    var lineStart = 0
    var offset = 0
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while offset < limit {
      let count = chunk.withUnsafeMutableBytes {
        fread($0.baseAddress, 1, min($0.count, limit - offset), stream)
      }
      if count == 0 { break }
      for index in 0..<count where chunk[index] == 10 {
        line += 1
        lineStart = offset + index + 1
      }
      offset += count
    }
    return ReadError(
      message: "the console file '\(path)' is too long to read (\(size) bytes; at most \(limit) are"
        + " read)", line: line, column: limit - lineStart + 1)
  }

  /// Throws when the paste holds more than `limit` lines, located at the first line past it:
  /// grading's time and memory grow with every line an expected line matches, however short,
  /// so lines are bounded as well as bytes. `described` names the paste in the message.
  public func checkLineCount(limit: Int, described: String) throws(ReadError) {
    var count = 0
    _ = try forEachLine { _ in count += 1 }
    guard count > limit else { return }
    throw ReadError(
      message: "\(described) is too long to grade (more than \(limit) lines)", line: limit + 1,
      column: 1)
  }

  /// Calls `body` with each line, without its break, in order: LF, CRLF and a lone CR end a
  /// line, and a final break adds no line. The view is valid during the call only.
  func forEachLine(_ body: (LineBytes) -> Void) throws(ReadError) -> LineEnds {
    try forEachLine(until: { body($0); return true })
  }

  /// Calls `body` with each line, as ``forEachLine(_:)`` does, until it returns false: then
  /// reading stops (a second reading that has all it needs does not read the rest).
  func forEachLine(until body: (LineBytes) -> Bool) throws(ReadError) -> LineEnds {
    var splitter = LineSplitter()
    switch storage {
    case .text(var text):
      _ = text.withUTF8 { splitter.split($0, isLast: true, body) }
    case .file(let file):
      try read(file) { chunk, isLast in
        let used = splitter.split(chunk, isLast: isLast, body)
        return splitter.stopped ? nil : used
      }
    }
    return splitter.ends
  }

  /// Reads the file into one buffer, a chunk at a time, and hands `split` the bytes not used
  /// yet; what it leaves (a line cut by the chunk's end) moves to the buffer's start, and the
  /// buffer doubles only for a line longer than itself. `split` returns nil to stop reading.
  private func read(_ file: PasteFile, _ split: (LineBytes, Bool) -> Int?) throws(ReadError) {
    let failure = ReadError(message: "cannot read the console file '\(file.path)'")
    guard let stream = fopen(file.path, "rb") else { throw failure }
    defer { fclose(stream) }
    guard PasteFile.status(of: stream)?.stamp == file.stamp else {
      throw ReadError(message: "the console file '\(file.path)' changed while it was being graded")
    }
    var buffer = [UInt8](repeating: 0, count: max(1, chunkSize))
    var kept = 0
    while true {
      if kept == buffer.count {
        guard buffer.count < Self.lineLimit else {
          throw ReadError(
            message: "the console file '\(file.path)' is too long to read: a line of more than"
              + " \(Self.lineLimit >> 20) MiB")
        }
        buffer += [UInt8](repeating: 0, count: buffer.count)
      }
      let count = buffer.withUnsafeMutableBytes { raw in
        fread(raw.baseAddress! + kept, 1, raw.count - kept, stream)
      }
      let isLast = kept + count < buffer.count
      if isLast, ferror(stream) != 0 { throw failure }
      let filled = kept + count
      guard
        let used = buffer.withUnsafeBufferPointer({
          split(LineBytes(rebasing: $0[..<filled]), isLast)
        })
      else { return }
      if isLast { return }
      buffer.withUnsafeMutableBufferPointer { bytes in
        _ = memmove(bytes.baseAddress!, bytes.baseAddress! + used, filled - used)
      }
      kept = filled - used
    }
  }
}

/// Splits bytes into lines, a chunk at a time: a line cut by the end of a chunk is left for
/// the next one, and so is a CR at the very end, which may be the first half of a CRLF.
private struct LineSplitter {
  var ends = PasteInput.LineEnds()
  /// Whether `body` asked to stop: no line is given after that.
  private(set) var stopped = false

  /// Calls `body` with each complete line of `bytes` until it returns false; returns how many
  /// bytes were used.
  mutating func split(_ bytes: LineBytes, isLast: Bool, _ body: (LineBytes) -> Bool) -> Int {
    guard !stopped else { return bytes.count }
    var stopped = false
    defer { self.stopped = stopped }
    func give(_ line: LineBytes) {
      if !stopped, !body(line) { stopped = true }
    }
    ends.bytes += isLast ? bytes.count : 0
    var start = 0
    var index = 0
    let hasCR = ByteSearch.firstIndex(of: UInt8(ascii: "\r"), in: bytes) != nil
    while index < bytes.count {
      if !hasCR {
        guard let newline = ByteSearch.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: index)
        else { break }
        give(LineBytes(rebasing: bytes[start..<newline]))
        if stopped { return bytes.count }
        index = newline + 1
        start = index
        continue
      }
      let byte = bytes[index]
      guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
        index += 1
        continue
      }
      if byte == UInt8(ascii: "\r") {
        if index + 1 == bytes.count && !isLast { break }
        if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
          ends.crlf += 1
          give(LineBytes(rebasing: bytes[start..<index]))
          if stopped { return bytes.count }
          index += 2
          start = index
          continue
        }
        ends.cr += 1
      }
      give(LineBytes(rebasing: bytes[start..<index]))
      if stopped { return bytes.count }
      index += 1
      start = index
    }
    if isLast {
      if start < bytes.count { give(LineBytes(rebasing: bytes[start...])) }
      return bytes.count
    }
    ends.bytes += start
    return start
  }
}
