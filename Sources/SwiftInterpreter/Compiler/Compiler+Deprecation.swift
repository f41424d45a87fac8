import Transcript

extension Compiler {
  /// swiftc's deprecation warning, when the overload the call resolves to (by labels and by
  /// the closures' parameter counts) is deprecated.
  func warnIfDeprecated(_ candidates: [NativeFunction], _ arguments: [CompiledArgument], at location: SourceLocation) {
    guard candidates.contains(where: { $0.deprecation != nil }) else { return }
    let shapes = arguments.map {
      ArgumentMatcher.ArgumentShape(label: $0.label, isTrailingClosure: $0.isTrailingClosure, isClosure: $0.isClosure)
    }
    let fitting = candidates.filter { function in
      guard let bindings = ArgumentMatcher.match(function.signature.shapes, shapes) else { return false }
      for (index, binding) in bindings.enumerated() {
        guard case .argument(let position) = binding,
          let expected = function.signature.parameters[index].type.functionShape?.parameters.count,
          case .function(let parameters, _, _, _) = arguments[position].code.type
        else { continue }
        if parameters.count != expected { return false }
      }
      return true
    }
    // Several may fit when the receiver's type is not known (two protocols' methods of one name):
    // when every one is deprecated with the same message, whichever swiftc picks warns so.
    if let warning = fitting.first?.deprecation, fitting.allSatisfy({ $0.deprecation == warning }) {
      self.warning(warning, at: location)
    }
  }
}
