import SwiftReader
import Transcript

/// `self.init(…)`: an initializer that delegates to another of its type ("Initializer
/// Delegation for Value Types" and "Convenience Initializers" in The Swift Programming Language).
extension Compiler {
  func selfInitializer(_ syntax: [ArgumentSyntax], at location: SourceLocation) -> ExprCode {
    guard case .user(let type, _)? = context.selfType, context.code.kind == .initializer else {
      error("'self.init' may only be used inside an initializer", at: location)
      return failing(.unsupported("'self.init' outside an initializer", at: location), at: location)
    }
    if type.isClass {
      // A convenience initializer runs another initializer on the same object: one of the class
      // the object is (an inherited convenience initializer reaches the subclass's override).
      let candidates = type.availableInitializers()
      let arguments = compileArguments(syntax, hints: hints(syntax, candidates: candidates.map(\.parameters)))
      return makeCall(arguments, type: .void, at: location, perform: { frame, callArguments in
        let interpreter = frame.interpreter
        var candidates = candidates
        if case .object(let object) = frame.currentSelf, object.type !== type { candidates = object.type.availableInitializers() }
        guard !candidates.isEmpty else {
          throw InterpreterError.unsupported("'\(type.name)' has no initializer for 'self.init'", at: location)
        }
        let (code, bindings) = try interpreter.chooseOverload(candidates, callArguments, at: location)
        let (values, cells) = try interpreter.arrange(callArguments, for: code.parameters, bindings: bindings, at: location)
        let result = try interpreter.invoke(code, arguments: values, cells: cells, captures: [],
          selfValue: frame.currentSelf, selfBox: nil, at: location)
        try InitializerFailure.check(result, of: code)
        return .void
      }, performAsync: nil)
    }
    // A struct's or enum's: the value another initializer makes becomes `self`.
    let made = construction(type.asType, syntax, at: location)
    let run = made.run
    let delegatesToFailable = made.type.isOptional
    return ExprCode(type: .void, run: { frame in
      var value = try run(frame)
      if delegatesToFailable {
        guard case .some(let made) = value else { throw InitializerFailure() }
        value = made
      }
      guard let box = frame.selfBox else {
        throw InterpreterError.unsupported("'self.init' outside an initializer", at: location)
      }
      box.value = value
      return .void
    }, location: location)
  }
}

/// A failable initializer that `self.init` or `super.init` delegated to gave `nil`: the
/// initialization fails at once, no later statement of the delegating initializer runs
/// (The Swift Programming Language, "Propagation of Initialization Failure").
struct InitializerFailure: Error {
  /// Throws when `code` is a failable initializer whose run returned `nil`.
  static func check(_ result: Value, of code: FunctionCode) throws {
    if code.isFailable, case .none = result { throw InitializerFailure() }
  }
}
