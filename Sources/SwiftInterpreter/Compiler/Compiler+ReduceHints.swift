import SwiftReader

/// The type `reduce`'s literal start takes, from how its closure joins it with the elements:
/// swiftc infers `Result` from the closure, and it is all an empty collection gives
/// (`cart.reduce(0) { $0 + $1.price }` over no items prints `0.0`).
extension Compiler {
  private static let joining: Set<String> = ["+", "-", "*", "/"]
  private static let joiningInPlace: Set<String> = ["+=", "-=", "*=", "/="]
  /// The number types whose initializer a joined value may be written with (`Double($1.qty)`).
  private static let numberInitializers: Set<String> = ["Double", "Float", "CGFloat", "Int"]

  /// `prices.reduce(0, +)` over `[Double]`, `cart.reduce(0) { $0 + $1.price * Double($1.qty) }`:
  /// the literal start is of the type the closure joins it with.
  func reduceInitialHint(
    _ arguments: [ArgumentSyntax], candidates: [NativeFunction], receiver: SwiftType?, into result: inout [ParameterHint?]
  ) {
    let into = arguments.first?.label == "into"
    guard arguments.count == 2, candidates.first?.signature.name == "reduce", result.first??.type == nil,
      let element = Compiler.pairedElement(of: receiver),
      let joined = joinedType(arguments[1].expression, element: element, inPlace: into)
    else { return }
    // `vectors.reduce(.zero, +)`, `reduce(.init(x: 1, y: 1), +)`: an implicit member's base is
    // the joined type too.
    switch arguments[0].expression.kind {
    case .integerLiteral:
      // Over a `[T]` in generic code, the start is of the type the running call bound `T` to.
      guard Compiler.isNumber(joined) && !joined.isSame(as: .int) || boundGenericName(joined) != nil else { return }
    case .implicitMember:
      guard !joined.isUnknown else { return }
    case .call(let callee, _, _, _):
      guard case .implicitMember = callee.kind, !joined.isUnknown else { return }
    default:
      return
    }
    result[0] = ParameterHint(type: joined, builder: nil, closureParameterTypes: nil, isAutoclosure: false, escapes: false)
  }

  /// The element a sequence is known to hold, a dictionary's `(key:value:)` pair included
  /// (`d.reduce(0) { $0 + $1.value }`, `d.map(\.value)`).
  static func pairedElement(of receiver: SwiftType?) -> SwiftType? {
    if let element = knownElement(of: receiver) { return element }
    guard case .dictionary(let key, let value)? = receiver, !key.isUnknown, !value.isUnknown else { return nil }
    return .tuple([key, value], labels: ["key", "value"])
  }

  /// What `+` (or a closure `{ $0 + $1 }`, `{ a, b in max(a, b.price) }`, `{ $0 += $1 }` for
  /// `reduce(into:)`) joins the accumulator with, when it can be told from the closure alone.
  private func joinedType(_ expr: Expr, element: SwiftType, inPlace: Bool) -> SwiftType? {
    switch expr.kind {
    case .identifier(let op): return !inPlace && Self.joining.contains(op) && op != "/" ? element : nil
    case .closure(let closure):
      let names = closure.parameters.map { $0.map(\.name) } ?? ["$0", "$1"]
      guard names.count == 2, closure.body.count == 1 else { return nil }
      let body: Expr
      switch closure.body[0].kind {
      case .expression(let expression): body = expression
      case .returnStmt(let expression?): body = expression
      default: return nil
      }
      func other(_ lhs: Expr, _ rhs: Expr, both: Bool) -> SwiftType? {
        if case .identifier(names[0]) = lhs.kind { return valueType(rhs, element: element, name: names[1]) }
        if both, case .identifier(names[0]) = rhs.kind { return valueType(lhs, element: element, name: names[1]) }
        return nil
      }
      switch body.kind {
      case .infixOperator(let op, let lhs, let rhs) where (inPlace ? Self.joiningInPlace : Self.joining).contains(op):
        return other(lhs, rhs, both: !inPlace)
      case .call(let callee, let arguments, let trailing, _) where !inPlace && trailing.isEmpty && arguments.count == 2:
        guard case .identifier(let function) = callee.kind, function == "max" || function == "min" else { return nil }
        return other(arguments[0].value, arguments[1].value, both: true)
      default: return nil
      }
    default: return nil
    }
  }

  /// The static type of an expression of the element (`item.price`, `Double(item.qty) * 2`),
  /// nil when it cannot be told from its form.
  private func valueType(_ expr: Expr, element: SwiftType, name: String) -> SwiftType? {
    switch expr.kind {
    case .identifier(let identifier): return identifier == name ? element : nil
    case .member(let base, let member, _):
      guard let type = valueType(base, element: element, name: name), !type.isUnknown else { return nil }
      let found = memberType(of: type, member)
      return found.isUnknown ? nil : found
    case .call(let callee, let arguments, let trailing, _) where arguments.count == 1 && trailing.isEmpty:
      guard case .identifier(let type) = callee.kind, Self.numberInitializers.contains(type), arguments[0].label == nil else {
        return nil
      }
      return namedType(type, arguments: [], in: nil)
    case .infixOperator(let op, let lhs, let rhs) where Self.joining.contains(op):
      return valueType(lhs, element: element, name: name) ?? valueType(rhs, element: element, name: name)
    case .prefixOperator("-", let operand): return valueType(operand, element: element, name: name)
    case .tuple(let parts) where parts.count == 1 && parts[0].label == nil:
      return valueType(parts[0].value, element: element, name: name)
    default: return nil
    }
  }
}
