import SwiftReader
import Transcript

/// A function declared to return `some Shape` whose `return` statements give values of two
/// different types of the program (`Circle()` on one path, `Square()` on another): an opaque
/// type stands for one underlying type, so swiftc refuses the function ("function declares an
/// opaque return type 'some Shape', but the return statements in its body do not have matching
/// underlying types"), at its name. The engine ran it and printed what each path returned.
///
/// Only what is certain is refused: two returns whose static types are different structs,
/// classes or enums of the program (a subclass is no match for its superclass either).
extension Compiler {
  func checkOpaqueUnderlying(_ type: SwiftType, returnType: SwiftType) {
    guard case .opaque(let constraint) = returnType, context.code.kind == .function || context.code.kind == .method,
      case .user(let returned, _) = type, !returned.isProtocol
    else { return }
    guard let first = context.opaqueUnderlying else {
      context.opaqueUnderlying = returned
      return
    }
    guard first !== returned else { return }
    let shown: String
    switch constraint {
    case .user(let proto, _): shown = proto.name
    case .native(let proto, _): shown = proto.name
    default: return
    }
    error(
      "function declares an opaque return type 'some \(shown)', but the return statements in its body do not have "
        + "matching underlying types [#OpaqueTypeInference]", at: context.code.location)
  }
}
