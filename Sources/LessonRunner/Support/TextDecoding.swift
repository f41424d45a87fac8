import Transcript

/// Bytes read as UTF-8 text, or the place of the first byte that is not.
package enum TextDecoding {
  /// The text, or the line and column (in bytes, as compilers count) of the first byte that
  /// does not belong to a UTF-8 character.
  package static func utf8(_ bytes: [UInt8]) -> Result<String, Failure> {
    // The standard library's validation is a fast pass; only text that fails it is decoded
    // scalar by scalar, to say where.
    if let text = String(validating: bytes, as: UTF8.self) { return .success(text) }
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    var line = 1
    var lineStart = 0
    loop: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if scalar == "\n" {
          line += 1
          lineStart = offset + 1
        }
        offset += UTF8.width(scalar)
      case .emptyInput: break loop
      case .error:
        return .failure(Failure(line: line, column: offset - lineStart + 1))
      }
    }
    return .success(String(decoding: bytes, as: UTF8.self))
  }

  package struct Failure: Error, Equatable {
    package var line: Int
    package var column: Int

    package func location(in file: String) -> SourceLocation {
      SourceLocation(file: file, line: line, column: column)
    }
  }
}
