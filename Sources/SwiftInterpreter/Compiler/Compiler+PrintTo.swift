import SwiftReader
import Transcript

/// `print(_:separator:terminator:to:)` and `debugPrint(…, to:)`: the text written into a
/// `String` or a `TextOutputStream` of the program instead of standard output.
///
/// A stream receives the pieces Swift writes (checked with swiftc 6.3): when there are items, an
/// empty string first, then each item and the separator between them, then the terminator
/// (`print("a", 2, to: &log)` writes `""`, `"a"`, `" "`, `"2"`, `"\n"`). A `String` gets them
/// appended (developer.apple.com/documentation/swift/print(_:separator:terminator:to:)).
extension Compiler {
  func compilePrintTo(_ name: String, _ syntax: [ArgumentSyntax], at location: SourceLocation) -> ExprCode? {
    guard name == "print" || name == "debugPrint", let last = syntax.last, last.label == "to" else { return nil }
    guard let target = last.inoutTarget, let place = compilePlace(target) else {
      error("passing value of type to an inout parameter requires explicit '&'", at: last.location)
      return constant(.void, type: .void, at: location)
    }
    refuseInout(place, at: last.expression.range.start)
    var items: [ExprCode] = [], separator: ExprCode?, terminator: ExprCode?
    for argument in syntax.dropLast() {
      switch argument.label {
      case nil where separator == nil && terminator == nil: items.append(compileExpr(argument.expression, expected: nil))
      case "separator"? where separator == nil && terminator == nil:
        separator = compileExpr(argument.expression, expected: .string)
      case "terminator"? where terminator == nil: terminator = compileExpr(argument.expression, expected: .string)
      default:
        error("extra argument '\(argument.label ?? "_")' in call", at: argument.location)
        return constant(.void, type: .void, at: location)
      }
    }
    let itemCount = items.count, hasSeparator = separator != nil, debug = name == "debugPrint"
    let parts = items + [separator, terminator].compactMap { $0 }
    let modify = place.modify
    let code = combine(parts, type: .void, at: location) { frame, values in
      let interpreter = frame.interpreter
      let separatorText = hasSeparator ? try interpreter.expectString(values[itemCount], at: location) : " "
      let terminatorText = values.count > itemCount + (hasSeparator ? 1 : 0)
        ? try interpreter.expectString(values[values.count - 1], at: location) : "\n"
      let texts = try interpreter.describingForOutput {
        try values.prefix(itemCount).map { debug ? try interpreter.reflect($0, at: location) : try interpreter.describe($0, at: location) }
      }
      var pieces = texts.isEmpty ? [] : [""]
      for (index, text) in texts.enumerated() {
        if index > 0 { pieces.append(separatorText) }
        pieces.append(text)
      }
      pieces.append(terminatorText)
      try modify(frame) { current in
        if case .string(var text) = current {
          current = .void
          text += pieces.joined()
          try interpreter.checkSize(text.utf8.count, at: location)
          current = .string(text)
          return
        }
        for piece in pieces {
          _ = try interpreter.callMethod(&current, "write", arguments: [(nil, .string(piece))], at: location)
        }
      }
      return .void
    }
    return code
  }
}
