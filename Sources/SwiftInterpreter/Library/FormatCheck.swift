import Transcript

/// Checks a printf format against its arguments before Foundation formats it: Foundation reads
/// each argument as the conversion says, so a `%@` given an `Int` dereferences a number (the
/// tool crashed), a `%d` without an argument reads whatever is next, `%s` and `%n` read and
/// write through pointers, and a width of a billion builds a gigabyte. Each of these is a
/// located error naming the conversion; a width or precision is a size like any other, charged
/// to the size limit and the memory budget.
struct FormatCheck {
  /// What a conversion reads its argument as.
  enum Kind {
    case integer, floating, object
  }

  /// The conversions of `format` in order, with the largest width or precision written.
  static func conversions(_ format: String) throws -> (kinds: [(Kind, String)], size: Int) {
    var kinds: [(Kind, String)] = []
    var size = 0
    let characters = Array(format.unicodeScalars)
    var index = 0
    while index < characters.count {
      guard characters[index] == "%" else {
        index += 1
        continue
      }
      let start = index
      index += 1
      guard index < characters.count else { throw Problem.incomplete("%") }
      if characters[index] == "%" {
        index += 1
        continue
      }
      while index < characters.count, "-+ #0'".unicodeScalars.contains(characters[index]) { index += 1 }
      var number = 0
      func digits() {
        number = 0
        while index < characters.count, (48...57).contains(characters[index].value) {
          number = min(number * 10 + Int(characters[index].value - 48), Int.max / 20)
          index += 1
        }
        size = max(size, number)
      }
      digits()
      if index < characters.count, characters[index] == "$" || characters[index] == "*" {
        throw Problem.unsupported(spec(characters, start, index))
      }
      if index < characters.count, characters[index] == "." {
        index += 1
        digits()
        if index < characters.count, characters[index] == "*" { throw Problem.unsupported(spec(characters, start, index)) }
      }
      while index < characters.count, "hlqLzjt".unicodeScalars.contains(characters[index]) { index += 1 }
      guard index < characters.count else { throw Problem.incomplete(spec(characters, start, index - 1)) }
      let conversion = characters[index]
      let written = spec(characters, start, index)
      index += 1
      switch conversion {
      case "d", "i", "o", "u", "x", "X", "c", "C", "D", "O", "U": kinds.append((.integer, written))
      case "f", "F", "e", "E", "g", "G", "a", "A": kinds.append((.floating, written))
      case "@": kinds.append((.object, written))
      default: throw Problem.unsupported(written)
      }
    }
    return (kinds, size)
  }

  enum Problem: Error {
    case incomplete(String)
    case unsupported(String)
  }

  private static func spec(_ characters: [Unicode.Scalar], _ start: Int, _ end: Int) -> String {
    var text = ""
    for index in start...min(end, characters.count - 1) { text.unicodeScalars.append(characters[index]) }
    return text
  }

  /// Throws the program's error when `values` do not fit the conversions of `format`.
  static func check(
    _ format: String, _ values: [Value], interpreter: Interpreter, at location: SourceLocation?
  ) throws {
    let found: (kinds: [(Kind, String)], size: Int)
    do {
      found = try conversions(format)
    } catch Problem.incomplete(let written), Problem.unsupported(let written) {
      throw InterpreterError.notModelled("String(format:) with '\(written)'", at: location)
    }
    for (index, (kind, written)) in found.kinds.enumerated() {
      guard index < values.count else {
        throw InterpreterError.notModelled("String(format:) with '\(written)' and no argument for it", at: location)
      }
      guard fits(values[index].unwrapped ?? values[index], kind) else {
        let type = TypeNames.describe(values[index].unwrapped ?? values[index])
        throw InterpreterError.notModelled("String(format:) with '\(written)' for an argument of type '\(type)'", at: location)
      }
    }
    try interpreter.checkSize(found.size, at: location)
    try interpreter.allocate(bytes: found.size, at: location)
  }

  private static func fits(_ value: Value, _ kind: Kind) -> Bool {
    switch (value, kind) {
    case (.int, .integer), (.bool, .integer), (.double, .floating): return true
    case (.number(let number), .integer): return number.kind.isInteger
    case (.number(let number), .floating): return !number.kind.isInteger
    case (.int, _), (.bool, _), (.double, _), (.number, _): return false
    case (_, .object): return true
    default: return false
    }
  }
}
