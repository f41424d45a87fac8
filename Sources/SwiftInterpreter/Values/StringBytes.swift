/// Strings built a block of bytes at a time, where the standard library's way is a character
/// at a time: the same text, in time that does not grow with the number of pieces.
///
/// `String(repeating:count:)` appends its piece `count` times (32 ms for a megabyte of "x"
/// in a release build), and `debugDescription` escapes scalar by scalar (about 60 ms a
/// megabyte); a program that builds or prints such strings in a loop spent seconds on them
/// before the memory budget could stop it (issue 10).
enum StringBytes {
  /// `String(repeating: piece, count: count)`: the piece's UTF-8 copied, then the copy doubled.
  /// Swift's own appends concatenate code units too, so the text is the same.
  static func repeating(_ piece: String, count: Int) -> String {
    var piece = piece
    let unit = piece.utf8.count
    guard count > 1, unit > 0 else { return count == 1 ? piece : "" }
    let total = unit * count
    return piece.withUTF8 { source in
      String(unsafeUninitializedCapacity: total) { buffer in
        guard let start = buffer.baseAddress, let from = source.baseAddress else { return 0 }
        start.update(from: from, count: unit)
        var filled = unit
        while filled < total {
          let chunk = min(filled, total - filled)
          (start + filled).update(from: start, count: chunk)
          filled += chunk
        }
        return total
      }
    }
  }

  /// `String(reflecting: text)`: quoted, escaped as Swift escapes. Text of printable ASCII with
  /// no quote or backslash is only quoted (Swift escapes none of it), copied in one piece;
  /// anything else takes the standard library's own `debugDescription`.
  static func debugDescription(_ text: String) -> String {
    var text = text
    let plain = text.withUTF8 { bytes in
      bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x27 && $0 != 0x5C }
    }
    guard plain else { return text.debugDescription }
    var quoted = "\""
    quoted.reserveCapacity(text.utf8.count + 2)
    quoted += text
    quoted += "\""
    return quoted
  }
}
