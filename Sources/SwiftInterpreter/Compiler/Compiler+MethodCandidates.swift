import SwiftReader

/// The declarations a method call may reach, for its arguments' hints and its result's type.
extension Compiler {
  /// What the compiler can know of a method before running: candidate parameter lists (of the
  /// program's methods), registry candidates, and the result type.
  func methodCandidates(_ type: SwiftType, _ name: String) -> ([[ParameterCode]], [NativeFunction], SwiftType) {
    switch type.wrapped {
    case .user(let userType, _):
      // A subclass's methods and those of its superclasses it does not override (`B().f("s")`
      // with `A.f(_: String)` beside `B`'s override of `A.f(_: Int)`).
      var methods: [FunctionCode] = []
      for ancestor in userType.classChain {
        let nearer = methods
        for method in ancestor.members.methods[name] ?? [] where !nearer.contains(where: { $0.overrides(method) }) {
          methods.append(method)
        }
      }
      if let first = methods.first {
        let sameResult = methods.allSatisfy { $0.returnType.isSame(as: first.returnType) }
        return (methods.map(\.parameters), [], methods.count == 1 || sameResult ? first.returnType : .unknown)
      }
      for conformance in allConformances(of: userType) {
        switch conformance {
        case .user(let proto):
          if let methods = proto.members.methods[name] {
            return (methods.map(\.parameters), [], methods.count == 1 ? methods[0].returnType : .unknown)
          }
        case .native(let proto):
          if let methods = program.extensions[proto.name]?.methods[name] {
            return (methods.map(\.parameters), [], methods.count == 1 ? methods[0].returnType : .unknown)
          }
          if let natives = nativeMethods(proto.name, name) {
            return ([], natives, natives.count == 1 ? nativeReturnType(natives[0], receiver: type) : .unknown)
          }
        }
      }
      if let base = userType.classChain.last?.nativeSuperclass, let natives = nativeMethods(base.name, name) {
        return ([], natives, .unknown)
      }
      return ([], [], .unknown)
    case .unknown, .generic:
      let natives = registry.typeOrder.flatMap { $0.methods[name] ?? [] }
      return ([], natives, .unknown)
    default:
      let key = Compiler.extensionKeyName(type.wrapped)
      if let methods = program.extensions[key]?.methods[name] {
        return (methods.map(\.parameters), [], methods.count == 1 ? methods[0].returnType : .unknown)
      }
      let natives = nativeMethods(key, name)
      if let methods = conformanceExtensionMethods(key, name) {
        // The program's `extension Sequence { func sorted(by: KeyPath…) }` beside the standard
        // `sorted(by:)`: the labels of a call choose, so both give hints.
        let result = natives == nil && methods.count == 1 ? methods[0].returnType : SwiftType.unknown
        return (methods.map(\.parameters), natives ?? [], result)
      }
      if let natives {
        let result = natives.count == 1 ? nativeReturnType(natives[0], receiver: type.wrapped) : commonReturnType(natives, type.wrapped)
        return ([], natives, result)
      }
      return ([], [], .unknown)
    }
  }
}
