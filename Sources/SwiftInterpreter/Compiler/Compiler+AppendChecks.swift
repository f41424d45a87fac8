import SwiftReader
import Transcript

/// `scores.append(name)` with `scores: [Int]` and `name: String`: the element is of another
/// type, which swiftc refuses ("cannot convert value of type 'String' to expected argument type
/// 'Int'"; for a `[Character]`, whose `append` also takes a string's characters by another
/// label, "no exact matches in call to instance method 'append'"); the run appended it and
/// printed a mixed array. Only types the compiler knows for sure are judged.
extension Compiler {
  func checkAppendedElement(
    _ receiver: SwiftType, _ name: String, _ syntax: [ArgumentSyntax], _ arguments: [CompiledArgument],
    at location: SourceLocation
  ) {
    // `names.append(contentsOf: "b")` on a `[String]`: a string is a sequence of characters.
    if name == "append", syntax.count == 1, syntax[0].label == "contentsOf", case .array(let element) = receiver,
      Self.checkedName(element) != nil, element.isSame(as: .string) || !element.isSame(as: .character),
      case .stringLiteral = syntax[0].expression.kind
    {
      error("no exact matches in call to instance method 'append'", at: location)
      return
    }
    guard name == "append", syntax.count == 1, syntax[0].label == nil, arguments.count == 1,
      case .array(let element) = receiver, isCertainlyTyped(syntax[0].expression), !isLiteralOnly(syntax[0].expression)
    else { return }
    let found = arguments[0].code.type
    if case .character = element, case .string = found {
      error("no exact matches in call to instance method 'append'", at: location)
      return
    }
    guard let wanted = Self.checkedName(element), let foundName = Self.checkedName(found), wanted != foundName else { return }
    error("cannot convert value of type '\(foundName)' to expected argument type '\(wanted)'", at: anchor(of: syntax[0].expression))
  }
}
