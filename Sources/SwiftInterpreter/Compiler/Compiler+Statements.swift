import SwiftReader
import Transcript

/// Statements: blocks with their `defer`s, declarations, returns, throws and jumps.
extension Compiler {
  /// A block: its statements in order, in a scope of its own; `defer`s run as it is left.
  func compileBlock(_ statements: [Stmt], newScope: Bool = true) -> StmtCode {
    if newScope { context.pushScope() }
    defer { if newScope { context.popScope() } }
    if newScope, tracksLifetimes {
      let code = compileBlock(statements, newScope: false)
      return endingScope(code, locals: Array(context.scopes[context.scopes.count - 1].values))
    }
    var codes: [StmtCode] = []
    var deferIndices: [Int] = []
    var defers: [StmtCode] = []
    var deferMarks: [Int] = []
    let statements = flattened(statements)
    checkLocalRedeclarations(statements)
    for statement in statements {
      if case .deferStmt(let body) = statement.kind {
        deferIndices.append(codes.count)
        deferMarks.append(context.code.slotCount + context.code.boxCount)
        context.deferDepth += 1
        defers.append(compileBlock(body))
        context.deferDepth -= 1
        continue
      }
      codes.append(compileStatement(statement))
    }
    if tracksLifetimes {
      let locals = Array(context.scopes[context.scopes.count - 1].values)
      defers = zip(defers, deferMarks).map { code, mark in
        endingLocals(before: code, locals: locals.filter { $0.order >= mark })
      }
    }
    return sequence(codes, defers: defers, deferPositions: deferIndices)
  }

  /// Runs statements in order until one jumps; armed `defer`s run last-first on every way out.
  func sequence(_ codes: [StmtCode], defers: [StmtCode] = [], deferPositions: [Int] = []) -> StmtCode {
    let isAsync = codes.contains(where: \.isAsync) || defers.contains(where: \.isAsync)
    if defers.isEmpty {
      if codes.count == 1 { return codes[0] }
      let runs = codes.map(\.run)
      var code = StmtCode(run: tracksLifetimes ? { frame in
        for run in runs {
          let flow = try run(frame)
          if frame.interpreter.deinits.hasPending { try frame.interpreter.runDeinitializers(at: nil) }
          if case .next = flow { continue }
          return flow
        }
        return .next
      } : { frame in
        for run in runs {
          let flow = try run(frame)
          if case .next = flow { continue }
          return flow
        }
        return .next
      })
      if isAsync {
        code.async = { frame in
          for statement in codes {
            let flow = try await statement.execute(frame)
            if case .next = flow { continue }
            return flow
          }
          return .next
        }
      }
      return code
    }
    let runs = codes.map(\.run)
    let deferRuns = defers.map(\.run)
    var code = StmtCode(run: { frame in
      var armed = 0
      func runDefers() throws {
        while armed > 0 {
          armed -= 1
          _ = try deferRuns[armed](frame)
        }
      }
      do {
        for (index, run) in runs.enumerated() {
          while armed < deferPositions.count && deferPositions[armed] <= index { armed += 1 }
          let flow = try run(frame)
          if case .next = flow { continue }
          try runDefers()
          return flow
        }
        while armed < deferPositions.count && deferPositions[armed] <= runs.count { armed += 1 }
      } catch let error where !(error is ProcessEnded) {
        try runDefers()
        throw error
      }
      try runDefers()
      return .next
    })
    if isAsync {
      code.async = { frame in
        var armed = 0
        do {
          for (index, statement) in codes.enumerated() {
            while armed < deferPositions.count && deferPositions[armed] <= index { armed += 1 }
            let flow = try await statement.execute(frame)
            if case .next = flow { continue }
            while armed > 0 { armed -= 1; _ = try await defers[armed].execute(frame) }
            return flow
          }
          while armed < deferPositions.count && deferPositions[armed] <= codes.count { armed += 1 }
        } catch let error where !(error is ProcessEnded) {
          while armed > 0 { armed -= 1; _ = try await defers[armed].execute(frame) }
          throw error
        }
        while armed > 0 { armed -= 1; _ = try await defers[armed].execute(frame) }
        return .next
      }
    }
    return code
  }

  func compileStatement(_ statement: Stmt) -> StmtCode {
    switch statement.kind {
    case .expression(let expression):
      let value = compileExpr(expression, expected: nil, discarded: true)
      checkUnusedFunction(expression, value.type)
      return discard(value)
    case .declaration(let decl):
      return compileLocalDeclaration(decl)
    case .returnStmt(let expression):
      return compileReturn(expression, at: statement.range.start)
    case .ifStmt(let ifStmt):
      return compileIf(ifStmt)
    case .guardStmt(let conditions, let elseBody):
      return compileGuard(conditions, elseBody: elseBody, at: statement.range.start)
    case .whileStmt(let label, let conditions, let body):
      return compileWhile(label: label, conditions: conditions, body: body)
    case .repeatWhile(let label, let body, let condition):
      return compileRepeat(label: label, body: body, condition: condition)
    case .forIn(let label, let pattern, let sequence, let whereClause, let body):
      return compileForIn(label: label, pattern: pattern, sequence: sequence, whereClause: whereClause, body: body)
    case .switchStmt(let subject, let cases):
      return compileSwitch(subject: subject, cases: cases, at: statement.range.start)
    case .doCatch(let body, let catches):
      return compileDoCatch(body: body, catches: catches)
    case .throwStmt(let expression):
      return compileThrow(expression, at: statement.range.start)
    case .breakStmt(let label):
      return compileJump(label: label, isBreak: true, at: statement.range.start)
    case .continueStmt(let label):
      return compileJump(label: label, isBreak: false, at: statement.range.start)
    case .fallthroughStmt:
      return StmtCode(run: { _ in .fallthroughCase })
    case .deferStmt(let body):
      // A `defer` outside a block's statement list (never produced by the reader).
      return compileBlock(body)
    case .conditional(let block):
      return compileBlock(activeStatements(block, at: statement.range.start), newScope: false)
    }
  }

  /// An expression whose value is not used.
  func discard(_ value: ExprCode) -> StmtCode {
    let run = value.run
    var code = StmtCode(run: { frame in
      _ = try run(frame)
      return .next
    })
    if let async = value.async {
      code.async = { frame in
        _ = try await async(frame)
        return .next
      }
    }
    return code
  }

  private func compileReturn(_ expression: Expr?, at location: SourceLocation) -> StmtCode {
    checkReturn(expression, at: location)
    guard let expression else {
      return StmtCode(run: { frame in
        frame.returnValue = .void
        return .returned
      })
    }
    let returnType = context.code.returnType
    let expected: SwiftType? = returnType.isUnknown || isVoid(returnType) ? nil : returnType
    var value = compileExpr(expression, expected: expected)
    checkOpaqueUnderlying(value.type, returnType: returnType)
    checkValueReturnedFromVoid(expression, value.type)
    if context.code.isFailable, case .nilLiteral? = value.literal {
      value = ExprCode(type: .optional(.unknown), run: { _ in .none }, location: location)
    }
    return returning(convert(unwrappingImplicitly(value, to: returnType), to: returnType))
  }

  private func compileThrow(_ expression: Expr, at location: SourceLocation) -> StmtCode {
    refuseUnhandledThrow(at: location)
    // In a `throws(E)` function the thrown value is an `E` (`throw .empty`).
    let value = compileExpr(expression, expected: context.code.thrownType)
    let run = value.run
    var code = StmtCode(run: { frame in
      throw SwiftError(value: try run(frame), location: location)
    })
    if let async = value.async {
      code.async = { frame in throw SwiftError(value: try await async(frame), location: location) }
    }
    return code
  }

  private func compileJump(label: String?, isBreak: Bool, at location: SourceLocation) -> StmtCode {
    let target: (label: String?, id: Int, isLoop: Bool)?
    if let label {
      target = context.jumpTargets.last { $0.label == label }
    } else if isBreak {
      target = context.jumpTargets.last
    } else {
      target = context.jumpTargets.last { $0.isLoop }
    }
    guard let target else {
      if let label {
        error("cannot find label '\(label)' in scope", at: location)
      } else {
        error(isBreak ? "'break' is only allowed inside a loop, if, do, or switch"
          : "'continue' is only allowed inside a loop", at: location)
      }
      return StmtCode(run: { _ in .next })
    }
    let id = target.id
    if isBreak { return StmtCode(run: { _ in .breakOut(id) }) }
    return StmtCode(run: { _ in .continueLoop(id) })
  }
}

