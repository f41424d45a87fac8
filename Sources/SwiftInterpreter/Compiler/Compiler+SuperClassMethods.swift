import SwiftReader
import Transcript

extension Compiler {
  /// `super.kind()` in a `class func`: the superclass's type method, run with `Self` still the
  /// type the call was made on.
  func superClassMethodCall(
    _ type: UserType, _ name: String, _ syntax: [ArgumentSyntax], at location: SourceLocation
  ) -> ExprCode {
    guard let methods = type.superclass.flatMap({ $0.classChain.lazy.compactMap { $0.members.staticMethods[name] }.first }) else {
      error("'super' members cannot be referenced in a root class", at: location)
      return failing(.unsupported("'super' outside a subclass", at: location), at: location)
    }
    let arguments = compileArguments(syntax, hints: hints(syntax, candidates: methods.map(\.parameters)))
    return makeCall(arguments, type: methods.first?.returnType ?? .unknown, at: location, perform: { frame, callArguments in
      let interpreter = frame.interpreter
      let (code, bindings) = try interpreter.chooseOverload(methods, callArguments, at: location)
      let (values, cells) = try interpreter.arrange(callArguments, for: code.parameters, bindings: bindings, at: location)
      return try interpreter.invoke(code, arguments: values, cells: cells, captures: [], selfValue: frame.currentSelf,
        selfBox: nil, at: location)
    }, performAsync: nil)
  }
}
