import SwiftReader
import Transcript

/// A compiled condition list: true when every clause holds, binding as it goes.
struct ConditionCode {
  var run: (Frame) throws -> Bool
  var async: ((Frame) async throws -> Bool)?

  @inline(__always)
  func evaluate(_ frame: Frame) async throws -> Bool {
    if let async { return try await async(frame) }
    return try run(frame)
  }
}

/// The clauses of `if`, `guard` and `while`: boolean expressions, optional bindings, case
/// patterns and `#available`. Names bound are declared in the current scope.
extension Compiler {
  func compileConditions(_ conditions: [Condition]) -> ConditionCode {
    let clauses = conditions.map(compileCondition)
    if clauses.count == 1 { return clauses[0] }
    let runs = clauses.map(\.run)
    var code = ConditionCode(run: { frame in
      for run in runs where !(try run(frame)) { return false }
      return true
    })
    if clauses.contains(where: { $0.async != nil }) {
      code.async = { frame in
        for clause in clauses where !(try await clause.evaluate(frame)) { return false }
        return true
      }
    }
    return code
  }

  private func compileCondition(_ condition: Condition) -> ConditionCode {
    switch condition {
    case .expression(let expression):
      let value = compileExpr(expression, expected: .bool)
      checkCondition(expression, value)
      let run = value.run
      let location = expression.range.start
      var code = ConditionCode(run: { frame in try Compiler.truth(try run(frame), at: location) })
      if let async = value.async {
        code.async = { frame in try Compiler.truth(try await async(frame), at: location) }
      }
      return code
    case .optionalBinding(let isLet, let name, let typeSyntax, let initializer, let range):
      let source = initializer ?? Expr(.identifier(name), range: range, id: -1)
      let declared = typeSyntax.map { resolveType($0, in: context.selfType) }
      let value = compileExpr(source, expected: declared.map { .optional($0) })
      // `if let m = n` with `n` certainly an `Int`: swiftc refuses it; run, it always bound.
      if typeSyntax == nil, case .identifier = source.kind, isCertainlyTyped(source), let found = Self.checkedName(value.type) {
        error("initializer for conditional binding must have Optional type, not '\(found)'", at: range.start)
      }
      let type = declared ?? value.type.wrapped
      let variable = context.declare(name, type: type, isConstant: isLet)
      let store = storeLocal(variable)
      let run = value.run
      let convertTo = declared
      var code = ConditionCode(run: { frame in
        switch try run(frame) {
        case .none: return false
        case .some(let wrapped):
          try store(frame, convertTo.map { frame.interpreter.coerce(wrapped, to: $0) } ?? wrapped)
        case let other:
          try store(frame, other)
        }
        return true
      })
      if let async = value.async {
        code.async = { frame in
          switch try await async(frame) {
          case .none: return false
          case .some(let wrapped): try store(frame, wrapped)
          case let other: try store(frame, other)
          }
          return true
        }
      }
      return code
    case .casePattern(let pattern, let expression, _):
      let value = compileExpr(expression, expected: nil)
      let match = compilePattern(pattern, subjectType: value.type, binds: false)
      let run = value.run
      var code = ConditionCode(run: { frame in try match(frame, try run(frame)) })
      if let async = value.async {
        code.async = { frame in try match(frame, try await async(frame)) }
      }
      return code
    case .availability:
      return ConditionCode(run: { _ in true })
    }
  }

  /// A condition's value as a `Bool`; anything else is the engine's own fault.
  static func truth(_ value: Value, at location: SourceLocation) throws -> Bool {
    if case .bool(let b) = value { return b }
    if case .native(let native) = value, native.isDrawingOnly {
      throw InterpreterError.notModelled(native.constructName, at: location)
    }
    throw InterpreterError.unsupported("a condition must be a 'Bool', not '\(TypeNames.describe(value))'", at: location)
  }
}
