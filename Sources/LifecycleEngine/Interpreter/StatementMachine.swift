import SwiftReader
import Transcript

/// Runs statements on an explicit stack of frames instead of the Swift call stack.
///
/// Conventions:
/// - A frame is stepped until it is done; stepping a block runs one statement.
/// - A statement's effects on the stack (pushing a loop's body, advancing past
///   it) happen only after its expressions have been evaluated. So when an
///   expression suspends (`Task.sleep`), the stack is left as it was and the
///   same statement is tried again on resumption; the task's memo then answers
///   the awaits that already completed. An expression must therefore not have
///   side effects before its first `await` (lessons' never do).
/// - `return`, `break`, `continue`, `fallthrough` and `throw` unwind frames to
///   their target, running `defer` blocks on the way.
/// - An `await` of one of the program's async functions pushes the callee's body
///   on the same stack, under an `asyncCall` frame that hands back its result.
final class StatementMachine {
  unowned let interpreter: Interpreter
  let task: InterpretedTask?
  private var stack: [Frame] = []
  private var result: Value = .void
  private let valueOfLastExpression: Bool
  /// Whether a `return` statement ended the body (a failable `init`'s `return nil`).
  private(set) var returnedExplicitly = false

  init(
    interpreter: Interpreter, body: [Stmt], context: Context, task: InterpretedTask?,
    valueOfLastExpression: Bool
  ) {
    self.interpreter = interpreter
    self.task = task
    self.valueOfLastExpression = valueOfLastExpression
    stack = [.boundary, .block(BlockFrame(body, context))]
  }

  enum Outcome {
    case finished(Value)
    case suspended
  }

  /// Runs code that cannot suspend (anything outside a task).
  func runToCompletion() throws -> Value {
    switch try run() {
    case .finished(let value): return value
    case .suspended:
      throw RuntimeError("'await' used outside of an asynchronous context", at: nil)
    }
  }

  /// Runs until the body finishes or its task must wait.
  func run() throws -> Outcome {
    while let top = stack.last {
      do {
        task?.beginAttempt()
        try step(top)
      } catch is Suspension {
        return .suspended
      } catch let request as AsyncCallRequest {
        try startAsyncCall(request)
      } catch let thrown as ThrownError {
        task?.endAttempt()
        try unwind(.thrown(thrown))
      } catch let signal as Signal {
        task?.endAttempt()
        try unwind(signal)
      }
    }
    return .finished(result)
  }

  // MARK: - Frames

  private enum Frame {
    case block(BlockFrame)
    case loop(LoopFrame)
    case switchCase(SwitchFrame)
    case catcher([CatchClause], Context)
    /// The body of an awaited function: its result goes to the awaiting statement's memo.
    case asyncCall(key: AwaitKey, returnType: TypeSyntax?)
    case boundary
  }

  private final class BlockFrame {
    let statements: [Stmt]
    var index = 0
    let context: Context
    var defers: [[Stmt]] = []

    init(_ statements: [Stmt], _ context: Context) {
      self.statements = statements
      self.context = context
    }
  }

  private final class LoopFrame {
    enum Kind {
      case whileLoop([Condition])
      case repeatLoop(Expr, started: Bool)
      case forIn(Pattern, [Value], next: Int, whereClause: Expr?)
    }

    var kind: Kind
    let label: String?
    let body: [Stmt]
    let context: Context

    init(_ kind: Kind, label: String?, body: [Stmt], context: Context) {
      self.kind = kind
      self.label = label
      self.body = body
      self.context = context
    }
  }

  private final class SwitchFrame {
    let cases: [SwitchCase]
    var index: Int
    let context: Context

    init(cases: [SwitchCase], index: Int, context: Context) {
      self.cases = cases
      self.index = index
      self.context = context
    }
  }

  /// How a statement leaves the normal order.
  private enum Signal: Error, @unchecked Sendable {
    case returned(Value)
    case breakLoop(String?, SourceLocation)
    case continueLoop(String?, SourceLocation)
    case fallthroughCase(SourceLocation)
    case thrown(ThrownError)
  }

  // MARK: - Stepping

  private func step(_ frame: Frame) throws {
    switch frame {
    case .block(let block):
      guard block.index < block.statements.count else {
        stack.removeLast()
        try runDefers(block)
        return
      }
      let statement = block.statements[block.index]
      try interpreter.tick(statement.range.start)
      try execute(statement, in: block)
      task?.endAttempt()
    case .loop(let loop):
      try stepLoop(loop)
      task?.endAttempt()
    case .switchCase, .catcher:
      stack.removeLast()
    case .asyncCall(let key, _):
      stack.removeLast()
      deliver(.success(.void), for: key)
    case .boundary:
      stack.removeLast()
    }
  }

  /// Runs one statement of a block; the block moves past it before any body is pushed.
  private func execute(_ statement: Stmt, in block: BlockFrame) throws {
    let context = block.context
    let location = statement.range.start
    switch statement.kind {
    case .expression(let expr):
      let value = try interpreter.evaluate(expr, context)
      block.index += 1
      if valueOfLastExpression && stack.count == 2 && block.index == block.statements.count {
        result = value
      }
    case .declaration(let decl):
      try interpreter.declareLocal(decl, context)
      block.index += 1
    case .returnStmt(let expr):
      let value = try expr.map { try interpreter.evaluate($0, context) } ?? .void
      block.index += 1
      throw Signal.returned(value)
    case .ifStmt(let ifStatement):
      let chosen = try choose(ifStatement, context)
      block.index += 1
      if let chosen { push(chosen.body, context.with(scope: chosen.scope)) }
    case .guardStmt(let conditions, let elseBody):
      let passed = try interpreter.evaluateConditions(conditions, context, bindingIn: context.scope)
      block.index += 1
      if !passed { push(elseBody, context.with(scope: context.scope.child())) }
    case .whileStmt(let label, let conditions, let body):
      block.index += 1
      stack.append(.loop(LoopFrame(.whileLoop(conditions), label: label, body: body, context: context)))
    case .repeatWhile(let label, let body, let condition):
      block.index += 1
      stack.append(
        .loop(LoopFrame(.repeatLoop(condition, started: false), label: label, body: body, context: context)))
    case .forIn(let label, let pattern, let sequence, let whereClause, let body):
      let values = try interpreter.sequenceElements(try interpreter.evaluate(sequence, context), at: location)
      block.index += 1
      stack.append(
        .loop(LoopFrame(.forIn(pattern, values, next: 0, whereClause: whereClause), label: label, body: body, context: context)))
    case .switchStmt(let subject, let cases):
      let value = try interpreter.evaluate(subject, context)
      guard let selected = try selectCase(cases, value, context) else {
        throw RuntimeError("switch must be exhaustive: no case matched \(try interpreter.describe(value))", at: location)
      }
      block.index += 1
      stack.append(.switchCase(SwitchFrame(cases: cases, index: selected.index, context: context)))
      push(cases[selected.index].body, context.with(scope: selected.scope))
    case .doCatch(let body, let catches):
      block.index += 1
      stack.append(.catcher(catches, context))
      push(body, context.with(scope: context.scope.child()))
    case .throwStmt(let expr):
      let value = try interpreter.evaluate(expr, context)
      block.index += 1
      throw Signal.thrown(ThrownError(value: value, location: location))
    case .breakStmt(let label):
      block.index += 1
      throw Signal.breakLoop(label, location)
    case .continueStmt(let label):
      block.index += 1
      throw Signal.continueLoop(label, location)
    case .fallthroughStmt:
      block.index += 1
      throw Signal.fallthroughCase(location)
    case .deferStmt(let body):
      block.index += 1
      block.defers.append(body)
    }
  }

  private func push(_ body: [Stmt], _ context: Context) {
    stack.append(.block(BlockFrame(body, context)))
  }

  /// The branch an `if` takes, with the scope its conditions bound names in.
  private func choose(_ statement: IfStmt, _ context: Context) throws -> (body: [Stmt], scope: Scope)? {
    let scope = context.scope.child()
    if try interpreter.evaluateConditions(statement.conditions, context, bindingIn: scope) {
      return (statement.thenBody, scope)
    }
    switch statement.elseClause {
    case .block(let body): return (body, context.scope.child())
    case .elseIf(let nested, _, _): return try choose(nested, context)
    case nil: return nil
    }
  }

  private func selectCase(_ cases: [SwitchCase], _ value: Value, _ context: Context) throws
    -> (index: Int, scope: Scope)?
  {
    for (index, item) in cases.enumerated() {
      let scope = context.scope.child()
      switch item.label {
      case .defaultLabel, .unknownDefault:
        return (index, scope)
      case .patterns(let items):
        for caseItem in items {
          let attempt = context.scope.child()
          guard try interpreter.match(caseItem.pattern, value, context, bindingIn: attempt) else { continue }
          if let condition = caseItem.whereClause {
            let passes = try interpreter.truth(
              try interpreter.evaluate(condition, context.with(scope: attempt)), at: condition.range.start)
            guard passes else { continue }
          }
          return (index, attempt)
        }
      }
    }
    return nil
  }

  private func stepLoop(_ loop: LoopFrame) throws {
    try interpreter.tick(loop.body.first?.range.start)
    switch loop.kind {
    case .whileLoop(let conditions):
      let scope = loop.context.scope.child()
      if try interpreter.evaluateConditions(conditions, loop.context, bindingIn: scope) {
        push(loop.body, loop.context.with(scope: scope))
      } else {
        stack.removeLast()
      }
    case .repeatLoop(let condition, let started):
      if started {
        guard try interpreter.truth(try interpreter.evaluate(condition, loop.context), at: condition.range.start) else {
          stack.removeLast()
          return
        }
      }
      loop.kind = .repeatLoop(condition, started: true)
      push(loop.body, loop.context.with(scope: loop.context.scope.child()))
    case .forIn(let pattern, let values, let next, let whereClause):
      var index = next
      while index < values.count {
        let scope = loop.context.scope.child()
        let value = values[index]
        index += 1
        guard try interpreter.match(pattern, value, loop.context, bindingIn: scope) else { continue }
        if let whereClause {
          let passes = try interpreter.truth(
            try interpreter.evaluate(whereClause, loop.context.with(scope: scope)), at: whereClause.range.start)
          guard passes else { continue }
        }
        loop.kind = .forIn(pattern, values, next: index, whereClause: whereClause)
        push(loop.body, loop.context.with(scope: scope))
        return
      }
      stack.removeLast()
    }
  }

  // MARK: - Unwinding

  private func unwind(_ signal: Signal) throws {
    while let frame = stack.popLast() {
      switch frame {
      case .block(let block):
        try runDefers(block)
      case .loop(let loop):
        switch signal {
        case .breakLoop(let label, _) where label == nil || label == loop.label:
          return
        case .continueLoop(let label, _) where label == nil || label == loop.label:
          stack.append(frame)
          return
        default:
          continue
        }
      case .switchCase(let switchFrame):
        switch signal {
        case .breakLoop(nil, _):
          return
        case .fallthroughCase:
          let next = switchFrame.index + 1
          guard next < switchFrame.cases.count else { return }
          switchFrame.index = next
          stack.append(frame)
          push(switchFrame.cases[next].body, switchFrame.context.with(scope: switchFrame.context.scope.child()))
          return
        default:
          continue
        }
      case .catcher(let clauses, let context):
        guard case .thrown(let thrown) = signal else { continue }
        if let handler = try handler(for: thrown, clauses, context) {
          push(handler.body, context.with(scope: handler.scope))
          return
        }
      case .asyncCall(let key, let returnType):
        switch signal {
        case .returned(let value):
          deliver(.success(interpreter.conform(value, to: returnType)), for: key)
          return
        case .thrown(let thrown):
          deliver(.failure(thrown), for: key)
          return
        case .breakLoop(_, let location), .continueLoop(_, let location), .fallthroughCase(let location):
          throw RuntimeError("'break' is only allowed inside a loop, if, do, or switch", at: location)
        }
      case .boundary:
        switch signal {
        case .returned(let value):
          result = value
          returnedExplicitly = true
          return
        case .thrown(let thrown):
          throw thrown
        case .breakLoop(_, let location), .continueLoop(_, let location), .fallthroughCase(let location):
          throw RuntimeError("'break' is only allowed inside a loop, if, do, or switch", at: location)
        }
      }
    }
  }

  private func handler(for thrown: ThrownError, _ clauses: [CatchClause], _ context: Context) throws
    -> (body: [Stmt], scope: Scope)?
  {
    for clause in clauses {
      let scope = context.scope.child()
      if let pattern = clause.pattern {
        guard try interpreter.match(pattern, thrown.value, context, bindingIn: scope) else { continue }
      } else {
        scope.declare("error", value: thrown.value)
      }
      if let condition = clause.whereClause {
        let passes = try interpreter.truth(
          try interpreter.evaluate(condition, context.with(scope: scope)), at: condition.range.start)
        guard passes else { continue }
      }
      return (clause.body, scope)
    }
    return nil
  }

  private func runDefers(_ block: BlockFrame) throws {
    for body in block.defers.reversed() {
      _ = try StatementMachine(
        interpreter: interpreter, body: body, context: block.context, task: nil,
        valueOfLastExpression: false
      ).runToCompletion()
    }
    block.defers = []
  }

  // MARK: - Awaiting the program's own async functions

  private func startAsyncCall(_ request: AsyncCallRequest) throws {
    guard let task else {
      throw RuntimeError("'async' call in a function that does not support concurrency", at: request.location)
    }
    let scope: Scope
    let declaration: DeclarationContext
    let body: [Stmt]
    var returnType: TypeSyntax?
    switch request.function.kind {
    case .closure(let closure, let captured, let context, _):
      scope = captured.child()
      try interpreter.bindClosureParameters(closure, request.arguments, in: scope)
      declaration = context
      body = closure.body
    case .declared(let decl, let context):
      scope = Scope(parent: nil)
      try interpreter.bind(request.arguments, to: decl.parameters, in: scope, context, at: request.location)
      declaration = context
      body = decl.body ?? []
      returnType = decl.returnType
    default:
      deliver(.success(try interpreter.callFunction(request.function, request.arguments, at: request.location)), for: request.key)
      return
    }
    task.pushFrame()
    stack.append(.asyncCall(key: request.key, returnType: returnType))
    stack.append(.block(BlockFrame(body, Context(scope: scope, declaration: declaration))))
    if body.count == 1, case .expression = body[0].kind {
      // A single-expression body returns its value.
      stack.removeLast()
      stack.append(.block(BlockFrame([Stmt(.returnStmt(bodyExpression(body[0])), range: body[0].range, id: body[0].id)],
        Context(scope: scope, declaration: declaration))))
    }
  }

  private func bodyExpression(_ statement: Stmt) -> Expr? {
    if case .expression(let expr) = statement.kind { return expr }
    return nil
  }

  private func deliver(_ outcome: Result<Value, Error>, for key: AwaitKey) {
    task?.popFrame()
    task?.record(outcome, for: key)
  }
}
