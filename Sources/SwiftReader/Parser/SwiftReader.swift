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
      // Every file is lexed before any is parsed: an operator declared in one file folds in all.
      var lexed: [(name: String, lexer: Lexer, tokens: [Token])] = []
      var room = ReadLimits.maximumProgramBytes
      for file in named {
        do throws(ReadError) {
          try checkSize(name: file.name, text: file.text, room: room)
          var lexer = Lexer(text: file.text, file: file.name)
          let tokens = try lexer.tokenize()
          lexed.append((file.name, lexer, tokens))
        } catch {
          return .failure(error)
        }
        room -= file.text.utf8.count
      }
      let operators = OperatorTable(tokens: lexed.map(\.tokens))
      var sourceFiles: [SourceFile] = []
      for (index, file) in lexed.enumerated() {
        var parser = Parser(tokens: file.tokens, source: file.lexer.bytes, file: file.name, fileIndex: index)
        parser.operators = operators
        do throws(ReadError) {
          sourceFiles.append(SourceFile(name: file.name, declarations: try parser.parseSourceFile()))
        } catch {
          return .failure(error)
        }
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
      parser.operators = OperatorTable(tokens: [tokens])
      return .success(SourceFile(name: name, declarations: try parser.parseSourceFile()))
    } catch {
      return .failure(error)
    }
  }
}
