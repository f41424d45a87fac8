/// Types written where an expression stands, beyond a bare name: `(any Shape).self` and
/// `Net.Response<String>(body:)` (The Swift Programming Language, "Expressions": a type
/// used as a value, and explicit specialization of a nested generic type).
extension Parser {
  /// `(any Shape)` followed by `.self` or `.Type`: an existential type used as a value.
  mutating func parseExistentialTypeExpression() throws(ReadError) -> TypeSyntax {
    let type = try parseType()
    guard at("."), !current.spaceBefore else { throw error("expected '.' after a type") }
    return type
  }

  /// `Base.Name<Arguments>` where a call or member follows: a nested generic type named with
  /// its arguments, when the base is written as a type; nil otherwise (`a.b < c` compares).
  mutating func nestedGenericType(_ name: String, of base: Expr) -> TypeSyntax? {
    guard current.isOperator, current.text.hasPrefix("<"), !current.spaceBefore,
      name.first?.isUppercase == true, let baseType = Self.typeSyntax(of: base),
      let arguments = attempt({ p throws(ReadError) in try p.parseGenericArgumentsInExpression() })
    else { return nil }
    return TypeSyntax(.member(base: baseType, name: name, genericArguments: arguments), range: range(from: base.range.start))
  }

  /// The type an expression names when it is written as one (`Net`, `Outer<Int>`, `A.B`).
  private static func typeSyntax(of expr: Expr) -> TypeSyntax? {
    switch expr.kind {
    case .identifier(let name) where name.first?.isUppercase == true:
      return TypeSyntax(.named(name, genericArguments: []), range: expr.range)
    case .type(let type):
      return type
    case .member(let base, let name, _) where name.first?.isUppercase == true:
      return typeSyntax(of: base).map { TypeSyntax(.member(base: $0, name: name, genericArguments: []), range: expr.range) }
    default:
      return nil
    }
  }
}
