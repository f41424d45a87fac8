import SwiftReader
import Transcript

/// Initializers and static methods named as values through a type: `Flag.init(text:)`,
/// `T.init(text:)` for a generic parameter bound by the call, `Flag.init`, `T.make`.
///
/// The Swift book ("Initialization", "Generics"): an initializer requirement of a protocol
/// can be called on a generic parameter constrained to it, and an initializer is a function
/// `(parameters) -> Type` when referred to as `Type.init(labels:)`.
extension Compiler {
  /// `Type.init(text:)` (labels given) or `Type.init` (labels from the arguments of each call).
  func initializerReference(_ type: SwiftType, labels: [String?]?, at location: SourceLocation) -> ExprCode {
    let isGeneric = type.mentionsGeneric(from: context.genericNames)
    return ExprCode(type: initializerFunctionType(type, labels: labels), run: { frame in
      let interpreter = frame.interpreter
      let concrete = isGeneric ? try interpreter.substituteGenerics(type, in: frame, at: location) : type
      return .function(FunctionValue(.initializer(concrete, labels: labels), serial: interpreter.nextSerial()))
    }, location: location)
  }

  /// A compound name read through a type: `init(text:)` is an initializer reference, another
  /// (`make(from:)`) the static method of that base name; nil for a plain name.
  func compoundStaticMember(_ type: SwiftType, _ name: String, at location: SourceLocation) -> ExprCode? {
    guard let (base, labels) = Compiler.splitCompoundName(name) else { return nil }
    if base == "init" { return initializerReference(type, labels: labels, at: location) }
    return staticMemberCode(type, base, at: location)
  }

  /// `(String) -> Flag` for `Flag.init(text:)`, when the program's type declares that initializer.
  private func initializerFunctionType(_ type: SwiftType, labels: [String?]?) -> SwiftType {
    guard case .user(let userType, _) = type, let labels else { return .unknown }
    guard let code = userType.members.initializers.first(where: { $0.parameters.map(\.label) == labels }) else {
      return .unknown
    }
    return .function(parameters: code.parameters.map(\.type), result: code.isFailable ? .optional(type) : type,
      isAsync: code.isAsync, isThrowing: code.isThrowing)
  }
}

extension Interpreter {
  /// The labels `Type.init` takes for these arguments: those of the one initializer of the
  /// program's type whose parameters the values fit (`["yes"].map(Flag.init)` is `init(text:)`).
  func initializerLabels(_ type: SwiftType, for values: [Value]) -> [String?]? {
    guard case .user(let userType, _) = type else { return nil }
    var candidates = userType.members.initializers.map { $0.parameters.map { ($0.label, $0.type) } }
    if userType.isStruct, !userType.members.initializers.contains(where: { !$0.isFromExtension }) {
      candidates.append(userType.storedProperties.filter(\.isMemberwiseParameter).map { ($0.name, $0.type) })
    }
    let fitting = candidates.filter { parameters in
      parameters.count == values.count
        && zip(parameters, values).allSatisfy { parameter, value in
          if case .unknown = parameter.1 { return true }
          if case .generic = parameter.1 { return true }
          return isInstance(value, of: parameter.1)
        }
    }
    return fitting.count == 1 ? fitting[0].map(\.0) : nil
  }
}
