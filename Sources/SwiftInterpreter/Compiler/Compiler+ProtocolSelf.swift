import SwiftReader
import Transcript

/// `Self.name`, `Self.make()` and a bare `name` in a protocol's extension reach the static
/// requirements of the conforming type the code runs for: a protocol's static members are
/// dispatched through its conformance ("Protocols" in The Swift Programming Language).
extension Compiler {
  /// Whether `type` is the protocol whose extension (or body) is being compiled.
  func isOwnProtocol(_ type: SwiftType) -> Bool {
    guard case .user(let proto, _) = type, proto.isProtocol,
      case .user(let own, _)? = context.selfType?.instanceType
    else { return false }
    return own === proto
  }
}

extension Interpreter {
  /// The type `Self` is in a frame: the type itself in static code, the value's type otherwise.
  func dynamicSelfType(_ frame: Frame) -> SwiftType {
    if case .type(let own) = frame.currentSelf { return own }
    return dynamicType(of: frame.currentSelf)
  }
}
