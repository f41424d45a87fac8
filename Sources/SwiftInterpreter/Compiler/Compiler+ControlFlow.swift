import SwiftReader
import Transcript

/// `if`, `guard`, `switch` and `do`/`catch`.
extension Compiler {
  func compileIf(_ ifStmt: IfStmt) -> StmtCode {
    context.pushScope()
    let condition = compileConditions(ifStmt.conditions)
    // Each branch starts from the state after the conditions; the join keeps what any branch
    // that reaches it left unassigned (`Compiler+DefiniteInitialization`).
    // `if true`/`if false` has one branch only: swiftc generates no other (checked with 6.3.1).
    let afterConditions = context.unassigned
    var literal: Bool?
    if ifStmt.conditions.count == 1, case .expression(let test) = ifStmt.conditions[0], case .booleanLiteral(let value) = test.kind {
      literal = value
    }
    let then = compileBlock(ifStmt.thenBody)
    var reaching = fallsThrough(ifStmt.thenBody) && literal != false ? [context.unassigned] : []
    let boundLocals = Array(context.scopes[context.scopes.count - 1].values)
    context.popScope()
    context.unassigned = afterConditions
    var otherwise: StmtCode?
    switch ifStmt.elseClause {
    case .block(let body)?:
      otherwise = compileBlock(body)
      if fallsThrough(body) { reaching.append(context.unassigned) }
    case .elseIf(let nested, _, _)?:
      otherwise = compileIf(nested)
      if fallsThrough(nested) { reaching.append(context.unassigned) }
    case nil:
      otherwise = nil
      reaching.append(afterConditions)
    }
    if literal == true { reaching = Array(reaching.prefix(fallsThrough(ifStmt.thenBody) ? 1 : 0)) }
    context.unassigned = reaching.isEmpty ? Unassigned() : .joining(reaching)
    let test = condition.run, thenRun = then.run, elseRun = otherwise?.run
    var code = StmtCode(run: { frame in
      if try test(frame) { return try thenRun(frame) }
      if let elseRun { return try elseRun(frame) }
      return .next
    })
    if condition.async != nil || then.isAsync || otherwise?.isAsync == true {
      code.async = { frame in
        if try await condition.evaluate(frame) { return try await then.execute(frame) }
        if let otherwise { return try await otherwise.execute(frame) }
        return .next
      }
    }
    return tracksLifetimes ? endingScope(code, locals: boundLocals) : code
  }

  func compileGuard(_ conditions: [Condition], elseBody: [Stmt], at location: SourceLocation) -> StmtCode {
    let before = context.unassigned
    let otherwise = compileBlock(elseBody)
    context.unassigned = before  // the `else` leaves: what it assigns is not assigned after
    let condition = compileConditions(conditions)
    let test = condition.run, elseRun = otherwise.run
    var code = StmtCode(run: { frame in
      if try test(frame) { return .next }
      let flow = try elseRun(frame)
      if case .next = flow {
        throw InterpreterError.unsupported("'guard' body must not fall through", at: location)
      }
      return flow
    })
    if condition.async != nil || otherwise.isAsync {
      code.async = { frame in
        if try await condition.evaluate(frame) { return .next }
        return try await otherwise.execute(frame)
      }
    }
    return code
  }

  // MARK: - switch

  private struct CompiledCase {
    var patterns: [(match: PatternCode, guardCondition: ((Frame) throws -> Bool)?)]
    var isDefault: Bool
    var body: StmtCode
  }

  func compileSwitch(subject: Expr, cases: [SwitchCase], at location: SourceLocation) -> StmtCode {
    let value = compileExpr(subject, expected: nil)
    checkExhaustive(cases, subjectType: value.type, at: location)
    let id = newJumpID()
    context.pushJumpTarget(label: nil, isLoop: false, id: id)
    defer { context.popJumpTarget() }
    var compiled: [CompiledCase] = []
    let before = context.unassigned
    var reaching: [Unassigned] = []
    defer { context.unassigned = reaching.isEmpty ? Unassigned() : .joining(reaching) }
    for switchCase in cases {
      context.unassigned = before
      context.pushScope()
      var patterns: [(PatternCode, ((Frame) throws -> Bool)?)] = []
      var isDefault = false
      switch switchCase.label {
      case .patterns(let items):
        for item in items {
          let match = compilePattern(item.pattern, subjectType: value.type, binds: false)
          var guardCondition: ((Frame) throws -> Bool)?
          if let whereClause = item.whereClause {
            let condition = compileExpr(whereClause, expected: .bool)
            let run = condition.run
            let whereLocation = whereClause.range.start
            guardCondition = { frame in try Compiler.truth(try run(frame), at: whereLocation) }
          }
          patterns.append((match, guardCondition))
        }
      case .defaultLabel, .unknownDefault:
        isDefault = true
      }
      var body = compileBlock(switchCase.body, newScope: false)
      if fallsThrough(switchCase.body) { reaching.append(context.unassigned) }
      if tracksLifetimes { body = endingScope(body, locals: Array(context.scopes[context.scopes.count - 1].values)) }
      context.popScope()
      compiled.append(CompiledCase(patterns: patterns, isDefault: isDefault, body: body))
    }
    let subjectRun = value.run
    let casesCopy = compiled
    func matchIndex(_ frame: Frame, _ subject: Value) throws -> Int? {
      for (index, switchCase) in casesCopy.enumerated() {
        if switchCase.isDefault { return index }
        for (match, guardCondition) in switchCase.patterns {
          if try match(frame, subject), try guardCondition?(frame) ?? true { return index }
        }
      }
      return nil
    }
    let unmatched = InterpreterError.trap("unexpected case in 'switch'", at: location)
    var code = StmtCode(run: { frame in
      let subject = try subjectRun(frame)
      guard var index = try matchIndex(frame, subject) else { throw unmatched }
      while true {
        let flow = try casesCopy[index].body.run(frame)
        switch flow {
        case .fallthroughCase where index + 1 < casesCopy.count:
          index += 1
          continue
        case .fallthroughCase: return .next
        case .breakOut(let target) where target == id: return .next
        default: return flow
        }
      }
    })
    if value.async != nil || compiled.contains(where: { $0.body.isAsync }) {
      code.async = { frame in
        let subject = try await value.evaluate(frame)
        guard var index = try matchIndex(frame, subject) else { throw unmatched }
        while true {
          let flow = try await casesCopy[index].body.execute(frame)
          switch flow {
          case .fallthroughCase where index + 1 < casesCopy.count:
            index += 1
            continue
          case .fallthroughCase: return .next
          case .breakOut(let target) where target == id: return .next
          default: return flow
          }
        }
      }
    }
    return code
  }

  // MARK: - do / catch

  func compileDoCatch(body: [Stmt], catches: [CatchClause]) -> StmtCode {
    if !catches.isEmpty { context.handlingDepth += 1 }
    let tryBody = compileBlock(body)
    if !catches.isEmpty { context.handlingDepth -= 1 }
    let bodyThrows = thrownType(of: body)
    var clauses: [(match: PatternCode?, guardCondition: ((Frame) throws -> Bool)?, body: StmtCode, bindsError: LocalVariable?)] = []
    for clause in catches {
      context.pushScope()
      var match: PatternCode?
      var errorVariable: LocalVariable?
      if let pattern = clause.pattern {
        match = compilePattern(pattern, subjectType: bodyThrows ?? .unknown, binds: false)
      } else {
        errorVariable = context.declare("error", type: bodyThrows ?? .unknown, isConstant: true)
      }
      var guardCondition: ((Frame) throws -> Bool)?
      if let whereClause = clause.whereClause {
        let run = compileExpr(whereClause, expected: .bool).run
        let location = whereClause.range.start
        guardCondition = { frame in try Compiler.truth(try run(frame), at: location) }
      }
      var handler = compileBlock(clause.body, newScope: false)
      if tracksLifetimes {
        handler = endingScope(handler, locals: Array(context.scopes[context.scopes.count - 1].values))
      }
      context.popScope()
      clauses.append((match, guardCondition, handler, errorVariable))
    }
    let handlers = clauses.map { clause -> (match: PatternCode?, guardCondition: ((Frame) throws -> Bool)?, body: StmtCode, store: ((Frame, Value) throws -> Void)?) in
      (clause.match, clause.guardCondition, clause.body, clause.bindsError.map(storeLocal))
    }
    func handler(for error: SwiftError, in frame: Frame) throws -> StmtCode? {
      for handler in handlers {
        if let match = handler.match {
          guard try match(frame, error.value) else { continue }
        } else {
          try handler.store?(frame, error.value)
        }
        if let guardCondition = handler.guardCondition, !(try guardCondition(frame)) { continue }
        return handler.body
      }
      return nil
    }
    let bodyRun = tryBody.run
    var code = StmtCode(run: { frame in
      do {
        return try bodyRun(frame)
      } catch let thrown as SwiftError {
        guard let body = try handler(for: thrown, in: frame) else { throw thrown }
        return try body.run(frame)
      }
    })
    if tryBody.isAsync || clauses.contains(where: { $0.body.isAsync }) {
      code.async = { frame in
        do {
          return try await tryBody.execute(frame)
        } catch let thrown as SwiftError {
          guard let body = try handler(for: thrown, in: frame) else { throw thrown }
          return try await body.execute(frame)
        }
      }
    }
    return code
  }
}
