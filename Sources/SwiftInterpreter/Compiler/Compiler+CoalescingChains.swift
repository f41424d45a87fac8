import SwiftReader

/// `print(item?.price ?? 0)`: where `Any` is expected, swiftc types an optional chain that
/// ends in a member (or a method's result) of a non-optional type as `Any?`, so the literal
/// default of `??` keeps its own type (the build prints `0`, not `0.0`); checked with swiftc
/// 6.3.1. A chain ending in an optional member, or one outside an `Any` context, gives the
/// default the optional's type as usual.
extension Compiler {
  /// Whether an optional chain (`a?.b`, `a?.b.c`, in parentheses or not) ends in a member whose
  /// own type is not optional.
  func chainEndsInNonOptionalMember(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
      return chainEndsInNonOptionalMember(elements[0].value)
    case .member(let base, let name, _):
      guard let baseType = chainedBaseType(base) else { return false }
      let type = memberType(of: baseType, name)
      return !type.isUnknown && !type.isOptional
    case .call(let callee, _, _, _):
      // `item?.price.rounded()`: a method whose result is not optional.
      guard case .member(let base, let name, _) = callee.kind, let baseType = chainedBaseType(base) else { return false }
      if case .function(_, let result, _, _) = memberType(of: baseType, name) {
        return !result.isUnknown && !result.isOptional
      }
      guard baseType.userType == nil, let natives = nativeMethods(Compiler.extensionKeyName(baseType), name), !natives.isEmpty
      else { return false }
      let result = commonReturnType(natives, baseType)
      return !result.isUnknown && !result.isOptional && !result.isSame(as: .void)
    default:
      return false
    }
  }

  /// The static type a chain reaches below its `?.`, unwrapped; nil without a `?.` or where
  /// a type is not known.
  private func chainedBaseType(_ expr: Expr) -> SwiftType? {
    switch expr.kind {
    case .optionalChain(let inner):
      let type = compileExpr(inner, expected: nil).type
      guard type.isOptional, !type.wrapped.isUnknown else { return nil }
      return type.wrapped
    case .member(let base, let name, _):
      guard let baseType = chainedBaseType(base) else { return nil }
      let type = memberType(of: baseType, name)
      return type.isUnknown || type.isOptional ? nil : type
    default:
      return nil
    }
  }
}
