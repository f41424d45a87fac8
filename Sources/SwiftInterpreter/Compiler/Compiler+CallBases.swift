import SwiftReader

/// What the base of a method call is: a name declared nowhere (refused when reached, before
/// the arguments), or a place worth mutating through.
extension Compiler {
  /// Whether the name an expression starts from is declared nowhere (`URLSession` when the
  /// registry lacks it): not a local, a global, a member of `self` or a type.
  func rootIsUndeclared(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .identifier(let name):
      if name == "self" || context.lookup(name) != nil || isWrappedParameter(name) || scriptGlobals[name] != nil
        || program.globalsByName[name] != nil
      {
        return false
      }
      if let selfType = context.selfType, hasMember(selfType, name) || hasStaticMember(selfType, name) { return false }
      return typeOfExpression(expr) == nil
    case .member(let base, _, _), .forceUnwrap(let base), .optionalChain(let base), .subscriptCall(let base, _):
      return rootIsUndeclared(base)
    default:
      return false
    }
  }

  /// Whether an expression can be a place worth mutating through (a variable, a member, a
  /// subscript); a call's result is not.
  static func isPlaceExpression(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .identifier: return true
    case .member(let base, _, _), .forceUnwrap(let base), .optionalChain(let base), .subscriptCall(let base, _):
      return isPlaceExpression(base)
    default: return false
    }
  }
}
