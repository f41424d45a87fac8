import SwiftReader
import Transcript

/// Result builders, as Swift transforms a builder's body: each expression a component
/// (`buildExpression`), blocks by `buildBlock`, `if` by `buildOptional`/`buildEither`,
/// `switch` by nested `buildEither`, `for` by `buildArray`. The builder is any type of the
/// program marked `@resultBuilder`, or one the registry provides.
extension Compiler {
  func compileBuilderBody(_ statements: [Stmt], builder: String, location: SourceLocation) -> ExprCode {
    guard let type = builderType(builder) else {
      return failing(.notModelled("@\(builder)", at: location), at: location)
    }
    let block = builderBlock(statements, type, at: location)
    guard hasBuilderMethod(type, "buildFinalResult") else { return block }
    let cache = CallSiteCache()
    return map(block, type: .unknown) { frame, value in
      try frame.interpreter.callStatic(type, "buildFinalResult", CallArguments(positional: [value]), cache: cache, at: location)
    }
  }

  /// The result builder among attributes: a type of the program marked `@resultBuilder`
  /// (whatever its name), or one the registry provides (a name ending in `Builder`).
  func builderName(_ attributes: [String]) -> String? {
    attributes.first { name in
      if let type = program.types[name] { return type.hasAttribute("resultBuilder") }
      return name.hasSuffix("Builder")
    }
  }

  private func builderType(_ name: String) -> SwiftType? {
    if let type = namedType(name, arguments: [], in: context.selfType) { return type }
    return nil
  }

  private func hasBuilderMethod(_ type: SwiftType, _ name: String) -> Bool {
    switch type {
    case .user(let userType, _): return userType.members.staticMethods[name] != nil
    case .native(let native, _): return native.staticMethods[name] != nil
    default: return false
    }
  }

  private enum BuilderPart {
    case component(ExprCode)
    case statement(StmtCode)
  }

  /// A part of a block as it runs: a component's code, or a statement's.
  private enum BuilderStep {
    case component((Frame) throws -> Value)
    case statement((Frame) throws -> Flow)
  }

  /// A block: its statements run, its components collected, then `buildBlock(…)`.
  private func builderBlock(_ statements: [Stmt], _ type: SwiftType, at location: SourceLocation) -> ExprCode {
    context.pushScope()
    defer { context.popScope() }
    var parts: [BuilderPart] = []
    let wrapsExpressions = hasBuilderMethod(type, "buildExpression")
    for statement in flattened(statements) {
      switch statement.kind {
      case .expression(let expression):
        var component = compileExpr(expression, expected: nil)
        if wrapsExpressions {
          let run = component.run
          let expressionLocation = expression.range.start
          let cache = CallSiteCache()
          component = ExprCode(type: .unknown, run: { frame in
            try frame.interpreter.callStatic(
              type, "buildExpression", CallArguments(positional: [try run(frame)]), cache: cache, at: expressionLocation)
          }, location: expressionLocation)
        }
        parts.append(.component(component))
      case .ifStmt(let ifStmt):
        parts.append(.component(builderIf(ifStmt, type, at: statement.range.start)))
      case .switchStmt(let subject, let cases):
        parts.append(.component(builderSwitch(subject, cases, type, at: statement.range.start)))
      case .forIn(_, let pattern, let sequence, let whereClause, let body):
        parts.append(.component(builderFor(pattern, sequence, whereClause, body, type, at: statement.range.start)))
      default:
        parts.append(.statement(compileStatement(statement)))
      }
    }
    // Only what runs is kept: a part held whole (its type, its location) was copied at each run.
    let steps = parts.map { part -> BuilderStep in
      switch part {
      case .component(let code): .component(code.run)
      case .statement(let code): .statement(code.run)
      }
    }
    let componentCount = steps.count { if case .component = $0 { true } else { false } }
    // The builder's type is fixed where the block is written: each site remembers its member.
    let cache = CallSiteCache()
    return ExprCode(type: .unknown, run: { frame in
      var components: [Value] = []
      components.reserveCapacity(componentCount)
      for step in steps {
        switch step {
        case .component(let run): components.append(try run(frame))
        case .statement(let run):
          let flow = try run(frame)
          if case .returned = flow { return frame.returnValue }
        }
      }
      return try frame.interpreter.callStatic(type, "buildBlock", CallArguments(positional: components), cache: cache, at: location)
    }, location: location)
  }

  private func builderIf(_ ifStmt: IfStmt, _ type: SwiftType, at location: SourceLocation) -> ExprCode {
    context.pushScope()
    let condition = compileConditions(ifStmt.conditions)
    let then = builderBlock(ifStmt.thenBody, type, at: location)
    context.popScope()
    let test = condition.run, thenRun = then.run
    switch ifStmt.elseClause {
    case nil:
      let optionalName = hasBuilderMethod(type, "buildOptional") ? "buildOptional" : "buildIf"
      let cache = CallSiteCache()
      return ExprCode(type: .unknown, run: { frame in
        let inner: Value = try test(frame) ? .some(try thenRun(frame)) : .none
        return try frame.interpreter.callStatic(type, optionalName, CallArguments(positional: [inner]), cache: cache, at: location)
      }, location: location)
    case .block(let body)?:
      let otherwise = builderBlock(body, type, at: location)
      return either(test, thenRun, otherwise.run, type, at: location)
    case .elseIf(let nested, let range, _)?:
      let otherwise = builderIf(nested, type, at: range.start)
      return either(test, thenRun, otherwise.run, type, at: location)
    }
  }

  private func either(
    _ test: @escaping (Frame) throws -> Bool, _ first: @escaping (Frame) throws -> Value,
    _ second: @escaping (Frame) throws -> Value, _ type: SwiftType, at location: SourceLocation
  ) -> ExprCode {
    let firstCache = CallSiteCache(), secondCache = CallSiteCache()
    return ExprCode(type: .unknown, run: { frame in
      let interpreter = frame.interpreter
      if try test(frame) {
        return try interpreter.callStatic(
          type, "buildEither", eitherArguments("first", try first(frame)), cache: firstCache, at: location)
      }
      return try interpreter.callStatic(
        type, "buildEither", eitherArguments("second", try second(frame)), cache: secondCache, at: location)
    }, location: location)
  }

  private func builderSwitch(_ subject: Expr, _ cases: [SwitchCase], _ type: SwiftType, at location: SourceLocation) -> ExprCode {
    let value = compileExpr(subject, expected: nil)
    checkExhaustive(cases, subjectType: value.type, at: location)
    var compiled: [(patterns: [(PatternCode, ((Frame) throws -> Bool)?)], isDefault: Bool, body: ExprCode)] = []
    for switchCase in cases {
      context.pushScope()
      var patterns: [(PatternCode, ((Frame) throws -> Bool)?)] = []
      var isDefault = false
      switch switchCase.label {
      case .patterns(let items):
        for item in items {
          let match = compilePattern(item.pattern, subjectType: value.type, binds: false)
          let guardCondition = item.whereClause.map { whereClause -> (Frame) throws -> Bool in
            let run = compileExpr(whereClause, expected: .bool).run
            return { frame in try Compiler.truth(try run(frame), at: location) }
          }
          patterns.append((match, guardCondition))
        }
      case .defaultLabel, .unknownDefault:
        isDefault = true
      }
      compiled.append((patterns, isDefault, builderBlock(switchCase.body, type, at: switchCase.range.start)))
      context.popScope()
    }
    let subjectRun = value.run
    let count = compiled.count
    let firstCache = CallSiteCache(), secondCache = CallSiteCache()
    return ExprCode(type: .unknown, run: { frame in
      let interpreter = frame.interpreter
      let subject = try subjectRun(frame)
      for (index, switchCase) in compiled.enumerated() {
        var matched = switchCase.isDefault
        for (match, guardCondition) in switchCase.patterns where !matched {
          matched = try match(frame, subject) && (try guardCondition?(frame) ?? true)
        }
        guard matched else { continue }
        var result = try switchCase.body.run(frame)
        // Case i of n sits at depth i of a chain of `buildEither(second:)`, as `first` there
        // (the last case as the innermost `second`).
        if index < count - 1 {
          result = try interpreter.callStatic(type, "buildEither", eitherArguments("first", result), cache: firstCache, at: location)
        }
        for _ in 0..<index {
          result = try interpreter.callStatic(type, "buildEither", eitherArguments("second", result), cache: secondCache, at: location)
        }
        return result
      }
      throw InterpreterError.trap("unexpected case in 'switch'", at: location)
    }, location: location)
  }

  private func builderFor(
    _ pattern: Pattern, _ sequence: Expr, _ whereClause: Expr?, _ body: [Stmt], _ type: SwiftType,
    at location: SourceLocation
  ) -> ExprCode {
    let source = compileExpr(sequence, expected: nil)
    context.pushScope()
    let bind = compilePattern(pattern, subjectType: Compiler.elementType(of: source.type), binds: true)
    let filter = whereClause.map { compileExpr($0, expected: .bool).run }
    let block = builderBlock(body, type, at: location)
    context.popScope()
    let sourceRun = source.run
    let cache = CallSiteCache()
    return ExprCode(type: .unknown, run: { frame in
      let interpreter = frame.interpreter
      var iterator = try interpreter.makeIterator(try sourceRun(frame), at: location)
      var components: [Value] = []
      while let element = try iterator.next(interpreter, at: location) {
        try interpreter.tick(at: location)
        guard try bind(frame, element) else { continue }
        if let filter, !(try Compiler.truth(try filter(frame), at: location)) { continue }
        components.append(try block.run(frame))
      }
      return try interpreter.callStatic(
        type, "buildArray", CallArguments(positional: [.array(ArrayValue(components))]), cache: cache, at: location)
    }, location: location)
  }
}

private func eitherArguments(_ label: String, _ value: Value) -> CallArguments {
  CallArguments(values: [value], shapes: [ArgumentMatcher.ArgumentShape(label: label, isTrailingClosure: false)])
}
