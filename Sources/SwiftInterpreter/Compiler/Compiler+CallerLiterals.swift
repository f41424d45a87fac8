import SwiftReader
import Transcript

/// `func log(line: Int = #line, function: String = #function)`: a default that is one of these
/// literals takes the value at the call, not at the declaration (The Swift Programming
/// Language, "Literal Expression": "the value of a literal expression used as a default
/// argument is evaluated at the call site").
extension Compiler {
  static let callerLiteralNames: Set<String> = ["function", "line", "column", "file", "fileID", "filePath"]

  /// The literal's name when a parameter's default is one of them.
  static func callerLiteral(_ expression: Expr) -> String? {
    guard case .macroExpansion(let name, let arguments, let trailing) = expression.kind,
      arguments.isEmpty, trailing.isEmpty, callerLiteralNames.contains(name)
    else { return nil }
    return name
  }

  /// Remembers the `#function` of the code around a call, at every location a call may report.
  func noteCallSite(_ callee: Expr, at location: SourceLocation) {
    let name = context.code.name
    program.callerFunctionNames[location] = name
    program.callerFunctionNames[callee.range.start] = name
    if case .member(_, _, let nameRange) = callee.kind { program.callerFunctionNames[nameRange.start] = name }
  }
}

extension Interpreter {
  /// The value of a caller-site literal default for a call at `location`; nil when unknown.
  func callerLiteral(_ name: String, at location: SourceLocation) -> Value? {
    switch name {
    case "function": return program.callerFunctionNames[location].map(Value.string)
    case "line": return .int(location.line)
    case "column": return .int(location.column)
    case "file", "fileID": return .string("\(program.configuration.moduleName)/\(location.file)")
    case "filePath": return .string(location.file)
    default: return nil
    }
  }
}
