import SwiftReader
import Transcript

/// A compiled pattern: whether a value matches, binding the pattern's names as it goes.
typealias PatternCode = (Frame, Value) throws -> Bool

/// Patterns of `case`, `if case`, `for`, `catch` and `let (a, b) = …`.
extension Compiler {
  /// Compiles a pattern against values of `subjectType`.
  ///
  /// - Parameters:
  ///   - binds: whether bare names bind (inside `let`/`var`) or are expressions to compare.
  ///   - isConstant: whether names bind as constants (`let`) or variables (`var`).
  func compilePattern(
    _ pattern: Pattern, subjectType: SwiftType, binds: Bool, isConstant: Bool = true
  ) -> PatternCode {
    let location = pattern.range.start
    switch pattern.kind {
    case .wildcard:
      return { _, _ in true }
    case .identifier(let name):
      if binds {
        let variable = bindingVariable(name, type: subjectType, isConstant: isConstant)
        let store = storeLocal(variable)
        return { frame, value in
          try store(frame, value)
          return true
        }
      }
      let expression = Expr(.identifier(name), range: pattern.range, id: -1)
      return expressionPattern(expression, subjectType: subjectType, at: location)
    case .binding(let isLet, let inner):
      return compilePattern(inner, subjectType: subjectType, binds: true, isConstant: isLet)
    case .tuple(let elements):
      var elementTypes: [SwiftType] = Array(repeating: .unknown, count: elements.count)
      if case .tuple(let types, _) = subjectType, types.count == elements.count { elementTypes = types }
      let codes = elements.enumerated().map { index, element in
        compilePattern(element.pattern, subjectType: elementTypes[index], binds: binds, isConstant: isConstant)
      }
      if elements.count == 1 { return codes[0] }
      return { frame, value in
        guard case .tuple(let tuple) = value, tuple.elements.count == codes.count else { return false }
        for (index, code) in codes.enumerated() where !(try code(frame, tuple.elements[index])) { return false }
        return true
      }
    case .enumCase(let typeSyntax, let name, let arguments):
      return enumCasePattern(typeSyntax, name, arguments, subjectType: subjectType, binds: binds,
        isConstant: isConstant, at: location)
    case .optional(let inner):
      let code = compilePattern(inner, subjectType: subjectType.wrapped, binds: binds, isConstant: isConstant)
      return { frame, value in
        switch value {
        case .none: return false
        case .some(let wrapped): return try code(frame, wrapped)
        default: return try code(frame, value)
        }
      }
    case .isType(let typeSyntax):
      let types = [resolveType(typeSyntax, in: context.selfType)] + extraCompositionTypes(typeSyntax)
      return { frame, value in types.allSatisfy { frame.interpreter.isInstance(value, of: $0) } }
    case .asType(let inner, let typeSyntax):
      let type = resolveType(typeSyntax, in: context.selfType)
      let extra = extraCompositionTypes(typeSyntax)
      let code = compilePattern(inner, subjectType: type, binds: binds, isConstant: isConstant)
      return { frame, value in
        guard let cast = frame.interpreter.cast(value, to: type, alsoConformingTo: extra) else { return false }
        return try code(frame, cast)
      }
    case .expression(let expression):
      // `case 0 as Int` is the cast pattern `0` as `Int` (the value must be an `Int`), not `~=`
      // of the expression `0 as Int` (which a `Double` zero would match).
      if case .cast(.plain, let inner, let typeSyntax) = expression.kind {
        let castPattern = Pattern(.asType(Pattern(.expression(inner), range: inner.range), typeSyntax), range: pattern.range)
        return compilePattern(castPattern, subjectType: subjectType, binds: binds, isConstant: isConstant)
      }
      return expressionPattern(expression, subjectType: subjectType, at: location)
    }
  }

  /// The variable a pattern binds: the one a sibling pattern of the same `case` already
  /// declared, or a new one.
  private func bindingVariable(_ name: String, type: SwiftType, isConstant: Bool) -> LocalVariable {
    if let existing = context.scopes.last?[name] { return existing }
    return context.declare(name, type: type, isConstant: isConstant)
  }

  /// Code that stores a value in a local: into its slot, or into a new cell.
  func storeLocal(_ variable: LocalVariable) -> (Frame, Value) throws -> Void {
    switch variable.storage {
    case .slot(let slot):
      return { frame, value in frame.slots[slot] = value }
    case .box(let index):
      return { frame, value in frame.boxes[index] = Box(value) }
    }
  }

  /// `.active`, `.some(let x)`, `Shape.circle(let r)`, `.failure(let error)`.
  private func enumCasePattern(
    _ typeSyntax: TypeSyntax?, _ name: String, _ arguments: [(label: String?, pattern: Pattern)]?,
    subjectType: SwiftType, binds: Bool, isConstant: Bool, at location: SourceLocation
  ) -> PatternCode {
    let explicitType = typeSyntax.map { resolveType($0, in: context.selfType) }
    let caseType = explicitType ?? subjectType.wrapped
    var payloadTypes: [SwiftType] = Array(repeating: .unknown, count: arguments?.count ?? 0)
    if case .user(let type, _) = caseType, let enumCase = type.enumCase(named: name),
      enumCase.payloadTypes.count == payloadTypes.count
    {
      payloadTypes = enumCase.payloadTypes
    } else if case .user(let type, _) = caseType, type.isEnum, type.enumCase(named: name) == nil,
      !(name == "some" || name == "none")
    {
      error("type '\(type.nestedName)' has no member '\(name)'", at: location)
    }
    if name == "some", let arguments, arguments.count == 1 {
      let inner = compilePattern(arguments[0].pattern, subjectType: subjectType.wrapped, binds: binds, isConstant: isConstant)
      return { frame, value in
        if case .some(let wrapped) = value { return try inner(frame, wrapped) }
        return false
      }
    }
    // `.some` with no payload pattern: any value but nil.
    if name == "some", arguments == nil, subjectType.isOptional, explicitType == nil {
      return { _, value in
        if case .none = value { return false }
        return true
      }
    }
    if name == "none" && arguments == nil && (subjectType.isOptional || subjectType.isUnknown) {
      return { _, value in
        if case .none = value { return true }
        if case .enumCase(let e) = value { return e.name == "none" }
        return false
      }
    }
    let payloadCodes = (arguments ?? []).enumerated().map { index, argument in
      compilePattern(argument.pattern, subjectType: payloadTypes[index], binds: binds, isConstant: isConstant)
    }
    let hasArguments = arguments != nil
    let memberFallback = hasArguments ? nil : implicitMemberComparison(name, in: caseType, at: location)
    return { frame, value in
      var subject = value
      if case .some(let wrapped) = subject, !(caseType.isOptional) { subject = wrapped }
      // `.on` against a `Light?` that is nil: a case of the wrapped type never matches nil.
      if case .none = subject, !caseType.isOptional { return false }
      // A `.name(…)` whose type was not known where it was made: resolved in the pattern's type,
      // or refused as swiftc refuses it (never a case that silently fails to match).
      if let member = subject.native(as: ImplicitMemberValue.self) {
        var typeIsKnown = !caseType.isUnknown
        if case .generic = caseType { typeIsKnown = false }
        guard typeIsKnown else {
          throw InterpreterError.unsupported(
            "cannot infer contextual base in reference to member '\(member.name)'", at: member.location ?? location)
        }
        subject = try frame.interpreter.resolveImplicit(member, in: caseType, at: location)
      }
      guard case .enumCase(let enumValue) = subject else {
        if let memberFallback { return try memberFallback(frame, subject) }
        return false
      }
      guard enumValue.name == name else { return false }
      if !hasArguments { return true }
      if payloadCodes.count == 1 && enumValue.payload.count > 1 {
        let tuple = Value.tuple(TupleValue(enumValue.payload, labels: enumValue.labels))
        return try payloadCodes[0](frame, tuple)
      }
      guard payloadCodes.count == enumValue.payload.count else { return false }
      for (index, code) in payloadCodes.enumerated() where !(try code(frame, enumValue.payload[index])) {
        return false
      }
      return true
    }
  }

  /// `case .zero:` where `.zero` is a static member, not a case: compared with `==`.
  private func implicitMemberComparison(_ name: String, in type: SwiftType, at location: SourceLocation)
    -> PatternCode?
  {
    { frame, value in
      let interpreter = frame.interpreter
      let member = try interpreter.implicitMember(name, of: interpreter.dynamicType(of: value), at: location)
      return try interpreter.equal(value, member, at: location)
    }
  }

  /// A value compared with `~=`: a range contains it; anything else equals it.
  private func expressionPattern(_ expression: Expr, subjectType: SwiftType, at location: SourceLocation) -> PatternCode {
    let code = compileExpr(expression, expected: subjectType.isUnknown ? nil : subjectType.wrapped)
    let run = code.run
    return { frame, value in
      let pattern = try run(frame)
      return try frame.interpreter.patternMatches(pattern, value, at: location)
    }
  }
}
