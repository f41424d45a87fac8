import SwiftReader
import Transcript

/// `Self.name`, `Self.make()` and a bare `name` in a protocol's extension reach the static
/// requirements of the conforming type the code runs for: a protocol's static members are
/// dispatched through its conformance ("Protocols" in The Swift Programming Language); in a
/// class, `Self.category` and a bare `category` in a `class func` reach the subclass's
/// override ("Type Properties": class properties may be overridden).
extension Compiler {
  /// Whether `type` is the protocol whose extension (or body) is being compiled.
  func isOwnProtocol(_ type: SwiftType) -> Bool {
    guard case .user(let proto, _) = type, proto.isProtocol,
      case .user(let own, _)? = context.selfType?.instanceType
    else { return false }
    return own === proto
  }

  /// Whether a static member reached through `Self` or implicitly in static code is the one of
  /// the type at hand: a class's `class var` is overridden, a protocol's requirement witnessed.
  func dispatchesThroughSelf(_ type: SwiftType) -> Bool {
    guard case .user(let user, _) = type else { return false }
    return user.isClass || user.isProtocol
  }

  func isSelfIdentifier(_ expr: Expr) -> Bool {
    if case .identifier("Self") = expr.kind { return true }
    return false
  }
}

extension Interpreter {
  /// The type `Self` is in a frame: the type itself in static code, the value's type otherwise.
  func dynamicSelfType(_ frame: Frame) -> SwiftType {
    if case .type(let own) = frame.currentSelf { return own }
    return dynamicType(of: frame.currentSelf)
  }
}
