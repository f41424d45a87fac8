import SwiftReader
import Transcript

/// SE-0269: in a closure that may outlive the code that made it, a class's members are
/// reached through `self.` or a capture list naming `self`, so that keeping the object alive
/// is written down; swiftc refuses an implicit `self` there.
///
/// A closure escapes when it is stored (a variable's value, a property's, a returned value) or
/// passed to an `@escaping`, optional-function or generic parameter; one called where it is
/// made, passed to a non-escaping parameter or to a parameter the engine knows nothing of does
/// not, so that no program swiftc builds is refused. Structs and enums need no `self.`
/// (SE-0269), nor does `Task`'s closure (`@_implicitSelfCapture` in the standard library).
extension Compiler {
  func checkImplicitSelf(_ name: String, of selfType: SwiftType, isCall: Bool, at location: SourceLocation) {
    guard case .user(let type, _) = selfType, type.isClass else { return }
    var current: FunctionContext? = context
    while let function = current, function.code.kind == .closure {
      if function.code.needsExplicitSelf {
        let what = isCall && !isProperty(name, of: type) ? "call to method" : "reference to property"
        error("\(what) '\(name)' in closure requires explicit use of 'self' to make capture semantics explicit",
          at: location)
        return
      }
      if function.code.capturesSelf { return }
      current = function.parent
    }
  }

  private func isProperty(_ name: String, of type: UserType) -> Bool {
    type.classChain.contains { $0.field(named: name) != nil || $0.members.computed[name] != nil }
  }
}
