import SwiftReader
import Transcript

/// A variable passed to an `inout` parameter without `&`: swiftc refuses to build it (`passing
/// value of type 'Int' to an inout parameter requires explicit '&'`); run, the callee would
/// change a copy and the caller print the old value.
///
/// Only a variable named alone (`double(n)`) whose type is known for sure is refused; other
/// expressions have other messages in swiftc.
extension Compiler {
  func checkInoutArguments(_ parameters: [ParameterCode], _ arguments: [CompiledArgument], _ syntax: [ArgumentSyntax]) {
    guard arguments.count == syntax.count,
      let bindings = ArgumentMatcher.match(parameters.map(\.shape), shapes(syntax))
    else { return }
    for (index, binding) in bindings.enumerated() {
      guard case .argument(let position) = binding, parameters[index].isInout, arguments[position].place == nil,
        case .identifier(let name) = syntax[position].expression.kind,
        let typeName = inoutArgumentTypeName(name)
      else { continue }
      error("passing value of type '\(typeName)' to an inout parameter requires explicit '&'",
        at: syntax[position].expression.range.start)
    }
  }

  /// The type of a variable as swiftc names it in this error, when it is known for sure.
  private func inoutArgumentTypeName(_ name: String) -> String? {
    let type: SwiftType
    if let variable = visibleVariable(name) {
      guard variable.typeIsCertain else { return nil }
      type = variable.type
    } else if let global = scriptGlobals[name] ?? program.globalsByName[name] {
      type = global.type
    } else {
      return nil
    }
    if let basic = Self.checkedName(type) { return basic }
    if case .user(let userType, let arguments) = type, arguments.isEmpty, userType.genericParameters.isEmpty,
      !userType.isProtocol
    {
      return userType.nestedName
    }
    return nil
  }
}
