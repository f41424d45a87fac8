import SwiftInterpreter
import Transcript

/// `NavigationPath`, the type-erased path of a `NavigationStack(path:)` (Apple, NavigationPath:
/// "A type-erased list of data representing the content of a navigation stack").
enum SwiftUINavigationPath {
  static func register(in registry: Registry) {
    registry.type("NavigationPath", module: "SwiftUI", conformances: ["Equatable"], doc: swiftUI("navigationpath")) { type in
      type.initializer("init()") { call in .native(try NavigationPathValue([], interpreter: call.interpreter)) }
      type.initializer("init<S: Sequence>(_ elements: S)") { call in
        .native(try NavigationPathValue(try call.interpreter.elements(of: call[0], at: call.location), interpreter: call.interpreter))
      }
      type.property("var count: Int { get }", doc: swiftUI("navigationpath/count")) { access in
        .int(path(access.receiver)?.elements.count ?? 0)
      }
      type.property("var isEmpty: Bool { get }", doc: swiftUI("navigationpath/isempty")) { access in
        .bool(path(access.receiver)?.elements.isEmpty ?? true)
      }
      type.method("mutating func append<V: Hashable>(_ value: V)", doc: swiftUI("navigationpath/append(_:)-m1b7")) { call in
        let elements = (path(call.receiver)?.elements ?? []) + [call[0]]
        call.receiver = .native(try NavigationPathValue(elements, interpreter: call.interpreter))
        return .void
      }
      type.method("mutating func removeLast(_ k: Int = 1)", doc: swiftUI("navigationpath/removelast(_:)")) { call in
        let elements = path(call.receiver)?.elements ?? []
        let k = call[0].asInt ?? 1
        guard k >= 0, k <= elements.count else {
          // Like removeLast on a collection: removing more than it holds is a trap.
          throw InterpreterError.crash("Fatal error: Can't remove more items from a collection than it contains", at: call.location)
        }
        call.receiver = .native(try NavigationPathValue(Array(elements.dropLast(k)), interpreter: call.interpreter))
        return .void
      }
    }
  }

  static func path(_ value: Value) -> NavigationPathValue? { value.native(as: NavigationPathValue.self) }
}
