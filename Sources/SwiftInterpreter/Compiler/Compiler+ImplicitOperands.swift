import SwiftReader

/// The type of an implicit member written as an operator's operand (`.now() + delay`,
/// `origin + .unit(d)`, `.seconds(2) + .milliseconds(5)`).
///
/// Swift solves the operator's overloads with the other operand's type and the contextual
/// result type, and the implicit member takes the parameter type of the overload that fits and
/// where the member exists (the Swift book, "Implicit Member Expression": the type is inferred
/// from context). So `deadline: .now() + seconds` with `seconds: Double` makes `.now()` a
/// `DispatchTime` (from `static func + (DispatchTime, Double) -> DispatchTime`), not a `Double`.
extension Compiler {
  /// One operator overload as the compiler sees it: both parameter types and the result.
  struct OperatorShape {
    var left: SwiftType
    var right: SwiftType
    var result: SwiftType
  }

  /// Retypes the operands of `lhs op rhs` that are implicit members and whose type is not
  /// known yet, from the overloads of `op` around the other operand's type and `expected`.
  func resolveImplicitOperands(
    _ op: String, _ lhs: Expr, _ rhs: Expr, left: inout ExprCode, right: inout ExprCode, expected: SwiftType?
  ) {
    let leftName = isImplicitMemberRooted(lhs) && left.type.isUnknown ? implicitRootName(lhs) : nil
    let rightName = isImplicitMemberRooted(rhs) && right.type.isUnknown ? implicitRootName(rhs) : nil
    guard leftName != nil || rightName != nil else { return }
    let context = expected.flatMap { $0.isUnknown || $0.isSame(as: .any) ? nil : $0.wrapped }
    var around = [left.type, right.type, context].compactMap { $0 }
    if leftName != nil, rightName != nil, context == nil {
      // `.start < .now()`: nothing around names a type; every type declaring `op` is a candidate.
      around += program.allTypes.filter { $0.members.staticMethods[op] != nil }.map(\.asType)
    }
    let shapes = operatorShapes(op, around: around)
    func fits(_ shape: OperatorShape) -> Bool {
      if let leftName { if !implicitMemberExists(leftName, in: shape.left) { return false } } else if !accepts(shape.left, left.type) {
        return false
      }
      if let rightName { if !implicitMemberExists(rightName, in: shape.right) { return false } } else if !accepts(shape.right, right.type) {
        return false
      }
      guard let context else { return true }
      return accepts(shape.result, context)
    }
    let chosen = shapes.first(where: fits)
    if let leftName {
      let fallback = right.type.isUnknown || !implicitMemberExists(leftName, in: right.type) ? context : right.type
      if let type = chosen?.left ?? fallback ?? (right.type.isUnknown ? nil : right.type) {
        left = compileExpr(lhs, expected: type)
      }
    }
    if let rightName {
      let fallback = left.type.isUnknown || !implicitMemberExists(rightName, in: left.type) ? context : left.type
      if let type = chosen?.right ?? fallback ?? (left.type.isUnknown ? nil : left.type) {
        right = compileExpr(rhs, expected: type)
      }
    }
  }

  /// `total += .dollars(2)`: the right parameter of the `+=` (or `+`) overload of the target's
  /// type where the member exists, or the target's type.
  func compoundOperandType(_ op: String, _ target: SwiftType, _ rhs: Expr) -> SwiftType? {
    guard !target.isUnknown, let name = implicitRootName(rhs) else { return nil }
    let shapes = operatorShapes(op + "=", around: [target]) + operatorShapes(op, around: [target])
    let fitting = shapes.first { accepts($0.left, target) && implicitMemberExists(name, in: $0.right) }
    return fitting?.right ?? target
  }

  /// The name of the implicit member an operand starts with: `now` in `.now().advanced(by: 1)`.
  private func implicitRootName(_ expr: Expr) -> String? {
    switch expr.kind {
    case .implicitMember(let name): return name
    case .call(let callee, _, _, _): return implicitRootName(callee)
    case .member(let base, _, _): return implicitRootName(base)
    default: return nil
    }
  }

  /// Whether `.name` can be read with `type` as its base: a case, static property or method.
  func implicitMemberExists(_ name: String, in type: SwiftType) -> Bool {
    let type = type.wrapped
    if type.isUnknown { return false }
    if name == "init" { return true }
    if hasStaticMember(type, name) { return true }
    guard let native = registry.type(named: Compiler.extensionKeyName(type)) else { return false }
    return native.staticProperties[name] != nil || native.staticMethods[name] != nil
      || native.caseIndex(named: name) != nil
  }

  /// Whether a value of static type `actual` may be passed where `parameter` is declared.
  private func accepts(_ parameter: SwiftType, _ actual: SwiftType) -> Bool {
    switch parameter {
    case .unknown, .generic, .any: return true
    default: return actual.isUnknown || parameter.isSame(as: actual) || parameter.isSame(as: actual.wrapped)
    }
  }

  /// The binary overloads of `op` that the types around it declare (as static operator
  /// functions of the program's types, its extensions and the registry's types), then the
  /// program's global ones, then the standard arithmetic of a numeric type on itself.
  func operatorShapes(_ op: String, around types: [SwiftType]) -> [OperatorShape] {
    var shapes: [OperatorShape] = []
    var seen: Set<String> = []
    func add(_ codes: [FunctionCode]) {
      for code in codes where code.parameters.count == 2 {
        shapes.append(OperatorShape(left: code.parameters[0].type, right: code.parameters[1].type, result: code.returnType))
      }
    }
    for type in types where !type.isUnknown {
      let key = Compiler.extensionKeyName(type)
      guard seen.insert(key).inserted else { continue }
      if case .user(let userType, _) = type {
        for ancestor in userType.classChain { add(ancestor.members.staticMethods[op] ?? []) }
      }
      add(program.extensions[key]?.staticMethods[op] ?? [])
      for function in registry.type(named: key)?.staticMethods[op] ?? [] {
        let signature = function.signature
        guard signature.parameters.count == 2 else { continue }
        let resolve = { (syntax: TypeSyntax?) -> SwiftType in
          guard let syntax else { return .void }
          return self.resolveType(syntax, in: type, reportUnknown: false)
        }
        shapes.append(OperatorShape(
          left: resolve(signature.parameters[0].type), right: resolve(signature.parameters[1].type),
          result: resolve(signature.returnType)))
      }
    }
    add(program.functions[op] ?? [])
    if ["+", "-", "*", "/", "%"].contains(op) {
      for type in types where type.isNumeric {
        shapes.append(OperatorShape(left: type, right: type, result: type))
      }
    }
    return shapes
  }

  /// Whether an expression starts with an implicit member: `.now`, `.now()`, `.seconds(2)`.
  func isImplicitMemberRooted(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .implicitMember: return true
    case .call(let callee, _, _, _): return isImplicitMemberRooted(callee)
    case .member(let base, _, _): return isImplicitMemberRooted(base)
    default: return false
    }
  }
}
