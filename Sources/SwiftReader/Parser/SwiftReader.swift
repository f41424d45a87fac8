import Transcript

/// Reads the Swift of a lesson's files into syntax trees, the first stage of running them.
///
/// Reading never crashes and never drops what it cannot read: text outside the Swift subset
/// the reader knows is a thrown `ReadError`, located as swiftc would locate it. It runs on a
/// thread of its own (`LargeStackThread`), so deep nesting fails the same way on every caller.
public enum SwiftReader {
  /// Reads one file. `fileIndex` makes node ids unique across a program: id = fileIndex << 24 | ordinal.
  ///
  /// - Parameters:
  ///   - name: The file's name, used in every location: `ShopApp.swift`.
  ///   - text: The file's Swift source.
  ///   - fileIndex: The file's position in its program.
  /// - Returns: The file's declarations, with top-level statements as `topLevelCode`.
  /// - Throws: A `ReadError` for the first thing that cannot be read.
  public static func read(name: String, text: String, fileIndex: Int = 0) throws(ReadError)
    -> SourceFile
  {
    try LargeStackThread.run {
      readOnThisThread(
        name: name, text: text, fileIndex: fileIndex, room: ReadLimits.maximumProgramBytes)
    }.get()
  }

  /// Reads several files in order, giving each its own fileIndex (0, 1, 2…).
  ///
  /// - Throws: A `ReadError` for the first thing that cannot be read, in the first file that has one.
  public static func read(files: [(name: String, text: String)]) throws(ReadError) -> [SourceFile] {
    let named = files.map { NamedText(name: $0.name, text: $0.text) }
    let result = LargeStackThread.run { () -> Result<[SourceFile], ReadError> in
      var sourceFiles: [SourceFile] = []
      var room = ReadLimits.maximumProgramBytes
      for (index, file) in named.enumerated() {
        switch readOnThisThread(name: file.name, text: file.text, fileIndex: index, room: room) {
        case .success(let sourceFile): sourceFiles.append(sourceFile)
        case .failure(let error): return .failure(error)
        }
        room -= file.text.utf8.count
      }
      return .success(sourceFiles)
    }
    return try result.get()
  }

  /// Reads one file on the calling thread: for short texts the package writes itself (the
  /// registry's signatures), whose nesting is known to be shallow.
  package static func readOnCurrentThread(name: String, text: String, fileIndex: Int = 0)
    throws(ReadError) -> SourceFile
  {
    try readOnThisThread(
      name: name, text: text, fileIndex: fileIndex, room: ReadLimits.maximumProgramBytes
    ).get()
  }

  /// Refuses a file longer than the `room` its program has left (of
  /// `ReadLimits.maximumProgramBytes`), at the first byte past it.
  private static func checkSize(name: String, text: String, room: Int) throws(ReadError) {
    let limit = max(0, room)
    guard text.utf8.count > limit else { return }
    var line = 1
    var lineStart = 0
    for (offset, byte) in text.utf8.prefix(limit).enumerated() where byte == UInt8(ascii: "\n") {
      line += 1
      lineStart = offset + 1
    }
    let total = ReadLimits.maximumProgramBytes
    throw ReadError(
      "program is too long to read (its Swift files may hold \(total) bytes in all)",
      at: SourceLocation(file: name, line: line, column: limit - lineStart + 1))
  }

  private struct NamedText: Sendable {
    var name: String
    var text: String
  }

  private static func readOnThisThread(
    name: String, text: String, fileIndex: Int, room: Int
  ) -> Result<SourceFile, ReadError> {
    do throws(ReadError) {
      try checkSize(name: name, text: text, room: room)
      var lexer = Lexer(text: text, file: name)
      let tokens = try lexer.tokenize()
      var parser = Parser(tokens: tokens, source: lexer.bytes, file: name, fileIndex: fileIndex)
      return .success(SourceFile(name: name, declarations: try parser.parseSourceFile()))
    } catch {
      return .failure(error)
    }
  }
}
