import SwiftInterpreter
import Transcript

/// Xcode's console: printed text split into lines, each tagged with time, process and cause.
final class Console {
  private(set) var lines: [ConsoleLine] = []
  private var partial = ""
  private var partialCause = ""
  private var partialProcess = 1
  private var partialHappening: Int?
  unowned let scheduler: Scheduler

  init(scheduler: Scheduler) {
    self.scheduler = scheduler
  }

  func write(_ text: String, process: Int, cause: String, happening: Int? = nil) {
    // The common case, one whole line (`print`), without scanning the text as a substring.
    if partial.isEmpty, Self.isOneLine(text) {
      lines.append(ConsoleLine(
        text: String(text.utf8.dropLast())!, time: scheduler.now, process: process, cause: cause, happening: happening))
      return
    }
    var rest = Substring(text)
    while let newline = Self.newline(in: rest) {
      let line = partial + rest[..<newline]
      lines.append(ConsoleLine(
        text: String(line), time: scheduler.now, process: process,
        cause: partial.isEmpty ? cause : partialCause, happening: partial.isEmpty ? happening : partialHappening))
      partial = ""
      rest = rest[rest.index(after: newline)...]
    }
    if !rest.isEmpty {
      if partial.isEmpty {
        partialCause = cause
        partialProcess = process
        partialHappening = happening
      }
      partial += rest
    }
  }

  /// The first line feed that is a character of its own (not the end of a `"\r\n"`), as
  /// `firstIndex(of: "\n")` finds it, found by bytes: a character at a time took 50 ms a
  /// megabyte. A line feed is always a character of its own but after a carriage return
  /// (Unicode's grapheme rules GB3–GB5).
  private static func newline(in text: Substring) -> String.Index? {
    var previous: UInt8 = 0
    let bytes = text.utf8
    var index = bytes.startIndex
    while index != bytes.endIndex {
      let byte = bytes[index]
      if byte == 0x0A && previous != 0x0D { return index }
      previous = byte
      bytes.formIndex(after: &index)
    }
    return nil
  }

  /// Whether the text ends with its only line feed, read from its bytes in place (a native
  /// string's are contiguous; walking the UTF-8 view an index at a time cost more than the line).
  private static func isOneLine(_ text: String) -> Bool {
    if let answer = text.utf8.withContiguousStorageIfAvailable({ bytes in
      bytes.last == 10 && !bytes[..<(bytes.count - 1)].contains(10)
    }) {
      return answer
    }
    return text.utf8.last == 10 && text.utf8.dropLast().firstIndex(of: 10) == nil
  }

  /// Ends a line left open by `print(…, terminator: "")` (the process ended, or the run did).
  func flush() {
    guard !partial.isEmpty else { return }
    lines.append(ConsoleLine(text: partial, time: scheduler.now, process: partialProcess, cause: partialCause, happening: partialHappening))
    partial = ""
  }
}
