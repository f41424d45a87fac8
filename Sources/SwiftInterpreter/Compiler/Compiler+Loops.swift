import SwiftReader
import Transcript

/// `while`, `repeat`-`while` and `for`-`in`; every turn of a loop costs its steps (`StepCost`).
extension Compiler {
  func compileWhile(label: String?, conditions: [Condition], body: [Stmt]) -> StmtCode {
    let id = newJumpID()
    context.pushJumpTarget(label: label, isLoop: true, id: id)
    defer { context.popJumpTarget() }
    context.pushScope()
    let condition = compileConditions(conditions)
    let block = compileBlock(body)
    context.popScope()
    let location = conditions.first.map(conditionLocation) ?? SourceLocation(file: "?", line: 1, column: 1)
    let cost = StepCost.of(body, conditions: conditions)
    let test = condition.run, run = block.run
    var code = StmtCode(run: { frame in
      let interpreter = frame.interpreter
      while try test(frame) {
        try interpreter.tick(cost, at: location)
        switch try run(frame) {
        case .next: continue
        case .breakOut(let target) where target == id: return .next
        case .continueLoop(let target) where target == id: continue
        case let flow: return flow
        }
      }
      return .next
    })
    if condition.async != nil || block.isAsync {
      code.async = { frame in
        let interpreter = frame.interpreter
        while try await condition.evaluate(frame) {
          try interpreter.tick(cost, at: location)
          switch try await block.execute(frame) {
          case .next: continue
          case .breakOut(let target) where target == id: return .next
          case .continueLoop(let target) where target == id: continue
          case let flow: return flow
          }
        }
        return .next
      }
    }
    return code
  }

  private func conditionLocation(_ condition: Condition) -> SourceLocation {
    switch condition {
    case .expression(let expression): return expression.range.start
    case .optionalBinding(_, _, _, _, let range): return range.start
    case .casePattern(_, _, let range): return range.start
    case .availability(let range): return range.start
    }
  }

  func compileRepeat(label: String?, body: [Stmt], condition: Expr) -> StmtCode {
    let id = newJumpID()
    context.pushJumpTarget(label: label, isLoop: true, id: id)
    defer { context.popJumpTarget() }
    let block = compileBlock(body)
    let test = compileExpr(condition, expected: .bool)
    let location = condition.range.start
    let cost = StepCost.of(body, expressions: [condition])
    let run = block.run, testRun = test.run
    var code = StmtCode(run: { frame in
      let interpreter = frame.interpreter
      repeat {
        try interpreter.tick(cost, at: location)
        switch try run(frame) {
        case .next, .continueLoop(id): break
        case .breakOut(let target) where target == id: return .next
        case let flow: return flow
        }
      } while try Compiler.truth(try testRun(frame), at: location)
      return .next
    })
    if block.isAsync || test.isAsync {
      code.async = { frame in
        let interpreter = frame.interpreter
        repeat {
          try interpreter.tick(cost, at: location)
          switch try await block.execute(frame) {
          case .next, .continueLoop(id): break
          case .breakOut(let target) where target == id: return .next
          case let flow: return flow
          }
        } while try Compiler.truth(try await test.evaluate(frame), at: location)
        return .next
      }
    }
    return code
  }

  func compileForIn(label: String?, pattern: Pattern, sequence: Expr, whereClause: Expr?, body: [Stmt])
    -> StmtCode
  {
    let cost = StepCost.of(body, expressions: whereClause.map { [$0] } ?? [])
    let source = compileExpr(sequence, expected: nil)
    if let wrapped = certainOptional(sequence), !wrapped.mentionsUnknown {
      error("for-in loop requires '\(SwiftType.optional(wrapped).diagnosticName)' to conform to 'Sequence'; did you mean to unwrap optional?",
        at: sequence.range.start)
    }
    let id = newJumpID()
    context.pushJumpTarget(label: label, isLoop: true, id: id)
    defer { context.popJumpTarget() }
    context.pushScope()
    let bind = compilePattern(pattern, subjectType: Compiler.elementType(of: source.type), binds: true)
    markCertainLoopVariable(pattern, over: sequence, element: Compiler.elementType(of: source.type))
    checkLoopPattern(pattern, over: sequence, source.type)
    let mustMatch = Compiler.isIrrefutable(pattern)
    let filter = whereClause.map { compileExpr($0, expected: .bool) }
    let body = compileBlock(body, newScope: false)
    // Each turn ends the lifetimes of what it bound and declared.
    let block = tracksLifetimes ? endingScope(body, locals: Array(context.scopes[context.scopes.count - 1].values)) : body
    context.popScope()
    let location = sequence.range.start
    let sourceRun = source.run, run = block.run, filterRun = filter?.run
    // A pattern that is one name binding into a slot: the loop stores straight into it.
    var code = StmtCode(run: { frame in
      let interpreter = frame.interpreter
      var iterator = try interpreter.makeIterator(try sourceRun(frame), at: location)
      while let element = try iterator.next(interpreter, at: location) {
        try interpreter.tick(cost, at: location)
        guard try bind(frame, element) else {
          if mustMatch { throw InterpreterError.unsupported("the value does not match the pattern", at: location) }
          continue
        }
        if let filterRun, !(try Compiler.truth(try filterRun(frame), at: location)) { continue }
        switch try run(frame) {
        case .next: continue
        case .breakOut(let target) where target == id: return .next
        case .continueLoop(let target) where target == id: continue
        case let flow: return flow
        }
      }
      return .next
    })
    if source.isAsync || block.isAsync || filter?.isAsync == true {
      code.async = { frame in
        let interpreter = frame.interpreter
        var iterator = try interpreter.makeIterator(try await source.evaluate(frame), at: location)
        while let element = try await iterator.nextAsync(interpreter, at: location) {
          try interpreter.tick(cost, at: location)
          guard try bind(frame, element) else {
            if mustMatch { throw InterpreterError.unsupported("the value does not match the pattern", at: location) }
            continue
          }
          if let filter, !(try Compiler.truth(try await filter.evaluate(frame), at: location)) { continue }
          switch try await block.execute(frame) {
          case .next: continue
          case .breakOut(let target) where target == id: return .next
          case .continueLoop(let target) where target == id: continue
          case let flow: return flow
          }
        }
        return .next
      }
    }
    return code
  }

  /// The type of the elements a `for` loop over a value of `type` sees.
  static func elementType(of type: SwiftType) -> SwiftType {
    switch type {
    case .array(let element), .set(let element), .range(let element, _): return element
    case .dictionary(let key, let value): return .tuple([key, value], labels: ["key", "value"])
    case .string: return .character
    default: return .unknown
    }
  }
}
