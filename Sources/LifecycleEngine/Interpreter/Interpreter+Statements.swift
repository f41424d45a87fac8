import SwiftReader
import Transcript

extension Interpreter {
  /// Declares a local `let`/`var`, function or type.
  func declareLocal(_ decl: Decl, _ context: Context) throws {
    switch decl.kind {
    case .variable(let variable):
      for binding in variable.bindings {
        let hint = binding.type.map { TypeHint.syntax($0) }
        var value: Value
        if let initializer = binding.initializer {
          value = conform(try evaluate(initializer, context, hint: hint), to: binding.type)
        } else if binding.type?.isOptional == true && !variable.isLet {
          value = .null
        } else {
          value = .uninitialized
        }
        if case .identifier(let name) = binding.pattern.kind {
          context.scope.declare(name, Box(value, isConstant: variable.isLet, declaredType: binding.type))
        } else if !(try match(binding.pattern, value, context, bindingIn: context.scope, isLet: variable.isLet)) {
          throw RuntimeError("value does not match the pattern", at: binding.range.start)
        }
      }
    case .function(let function):
      let closure = Function(.declared(function, context: context.declaration), serial: serial())
      context.scope.declare(function.name, value: .function(closure))
    case .importDecl, .typeAlias:
      break
    default:
      throw RuntimeError.unsupported("unsupported local declaration", at: decl.range.start)
    }
  }

  /// The elements a `for … in` walks: an array, a range, a dictionary's pairs, a string's characters.
  func sequenceElements(_ value: Value, at location: SourceLocation) throws -> [Value] {
    switch value {
    case .array(let items): return items
    case .range(.int(let lower), .int(let upper), let isClosed):
      let end = isClosed ? upper : upper - 1
      guard end >= lower else { return [] }
      guard end - lower < 1_000_000 else {
        throw RuntimeError("range of \(end - lower + 1) elements is too long to walk", at: location)
      }
      return (lower...end).map(Value.int)
    case .dictionary(let dictionary):
      return dictionary.pairs.map { .tuple([TupleElement(label: "key", value: $0.key), TupleElement(label: "value", value: $0.value)]) }
    case .string(let text): return text.map { .string(String($0)) }
    case .optional(let inner?): return try sequenceElements(inner, at: location)
    default:
      throw RuntimeError("for-in loop requires '\(typeName(of: value))' to conform to 'Sequence'", at: location)
    }
  }

  /// `await x`: in a task, the result of an await that already completed, or the call it covers,
  /// which suspends the task or asks the statement machine to run an async function.
  func evaluateAwait(_ inner: Expr, _ context: Context, hint: TypeHint?, at location: SourceLocation) throws
    -> Value
  {
    guard let task = currentTask else { return try evaluate(inner, context, hint: hint) }
    let key = task.nextAwaitKey(for: inner.id)
    if let completed = task.result(for: key) {
      switch completed {
      case .success(let value): return value
      case .failure(let error): throw error
      }
    }
    pendingAwaitKey = key
    defer { pendingAwaitKey = nil }
    return try evaluate(inner, context, hint: hint)
  }

  /// `if`/`switch` used as an expression: the value of the single expression of the branch taken.
  func evaluateStatementExpression(_ statement: Stmt, _ context: Context, hint: TypeHint?) throws -> Value {
    func branchValue(_ body: [Stmt], _ scope: Scope) throws -> Value {
      guard body.count == 1, case .expression(let expr) = body[0].kind else {
        throw RuntimeError("a branch of an 'if' or 'switch' expression must be a single expression", at: statement.range.start)
      }
      return try evaluate(expr, context.with(scope: scope), hint: hint)
    }
    switch statement.kind {
    case .ifStmt(var current):
      while true {
        let scope = context.scope.child()
        if try evaluateConditions(current.conditions, context, bindingIn: scope) {
          return try branchValue(current.thenBody, scope)
        }
        switch current.elseClause {
        case .block(let body): return try branchValue(body, context.scope.child())
        case .elseIf(let nested, _, _): current = nested
        case nil: return .void
        }
      }
    case .switchStmt(let subject, let cases):
      let value = try evaluate(subject, context)
      for item in cases {
        let scope = context.scope.child()
        switch item.label {
        case .defaultLabel, .unknownDefault:
          return try branchValue(item.body, scope)
        case .patterns(let items):
          for caseItem in items where try match(caseItem.pattern, value, context, bindingIn: scope) {
            if let condition = caseItem.whereClause,
              !(try truth(try evaluate(condition, context.with(scope: scope)), at: condition.range.start))
            {
              continue
            }
            return try branchValue(item.body, scope)
          }
        }
      }
      throw RuntimeError("switch must be exhaustive", at: statement.range.start)
    default:
      throw RuntimeError.unsupported("unsupported statement in expression position", at: statement.range.start)
    }
  }
}
