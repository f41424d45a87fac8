import SwiftReader

/// The result of a registry method generic in what its closure returns, read from the compiled
/// closure: `[Int]().map { Double($0) }` is a `[Double]` as swiftc infers `T`, so
/// `.reduce(0, +)` over it starts from `0.0` and `type(of:)` shows `Array<Double>` (it showed
/// the signature's own `Array<T>`).
extension Compiler {
  /// The bindings of the method's own generic parameters that its closure arguments fix.
  ///
  /// Only a method with one parameter (`map`, `compactMap`, `flatMap`, `Optional.map`) whose
  /// closure's result names them: with more, which argument binds which parameter is the
  /// argument matcher's to say, and a literal's guessed type must not bind anything.
  func closureResultBindings(_ natives: [NativeFunction], _ arguments: [CompiledArgument]) -> [String: SwiftType] {
    guard natives.count == 1, arguments.count == 1, arguments[0].isClosure || arguments[0].isTrailingClosure else { return [:] }
    let signature = natives[0].signature
    let generics = Set(signature.genericParameters)
    guard !generics.isEmpty, signature.parameters.count == 1,
      case .function(_, _, _, let result)? = Self.functionSyntax(signature.parameters[0].type),
      case .function(_, let closureResult, _, _) = arguments[0].code.type
    else { return [:] }
    var bindings: [String: SwiftType] = [:]
    Self.bind(result, to: closureResult, generics: generics, into: &bindings)
    return bindings
  }

  /// A generic parameter that is not in scope here, so the call binds it: a closure's result
  /// expected as `map<T>`'s `T` is what its body gives (`T` of an enclosing `func f<T>` is not).
  func isCallersGeneric(_ type: SwiftType) -> Bool {
    if case .generic(let name) = type { return !context.genericNames.contains(name) }
    return false
  }

  /// The function type under `@escaping` and other attributes.
  private static func functionSyntax(_ syntax: TypeSyntax) -> TypeSyntax.Kind? {
    switch syntax.kind {
    case .function: return syntax.kind
    case .attributed(_, let inner): return functionSyntax(inner)
    default: return nil
    }
  }

  /// Matches a written result (`T`, `T?`, `[T]`) against the closure's type, binding each
  /// generic parameter to a fully known type and nothing else.
  private static func bind(_ syntax: TypeSyntax, to type: SwiftType, generics: Set<String>, into bindings: inout [String: SwiftType]) {
    switch (syntax.kind, type) {
    case (.named(let name, let arguments), _) where arguments.isEmpty && generics.contains(name):
      guard !type.mentionsUnknown, !type.mentionsGeneric, bindings[name] == nil else { return }
      bindings[name] = type
    case (.optional(let inner), .optional(let wrapped)): bind(inner, to: wrapped, generics: generics, into: &bindings)
    // `a.compactMap { $0 }` over `[Double]`: a closure giving a `Double` where `T?` is asked binds `T`.
    case (.optional(let inner), _) where !type.isOptional && !type.isUnknown:
      bind(inner, to: type, generics: generics, into: &bindings)
    case (.array(let inner), .array(let element)): bind(inner, to: element, generics: generics, into: &bindings)
    default: return
    }
  }

  /// `[Double]().total()` with the program's `extension Array where Element: Numeric { func
  /// total() -> Element { reduce(0, +) } }`: the method's `Element` is the receiver's static
  /// element, so a literal of that type inside is a `Double` even when the array is empty (it
  /// printed `0` for swiftc's `0.0`).
  /// What the program may extend that an array is: the type and the protocols it conforms to.
  private static let arrayExtensionKeys = [
    "Array", "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
    "RangeReplaceableCollection",
  ]

  private static let setExtensionKeys = ["Set", "Sequence", "Collection", "SetAlgebra"]
  private static let sliceExtensionKeys = [
    "ArraySlice", "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection",
  ]
  private static let dictionaryExtensionKeys = ["Dictionary", "Sequence", "Collection"]

  /// What a call of the program's extension member binds its placeholders to, from the
  /// receiver's static type: `Element` of an array, a set or a slice, `Key` and `Value` of a
  /// dictionary, `Wrapped` of an optional.
  func extensionElementBinding(_ receiver: SwiftType, _ name: String) -> [String: SwiftType]? {
    let keys: [String]
    let bindings: [String: SwiftType]
    switch receiver {
    case .array(let known): (keys, bindings) = (Self.arrayExtensionKeys, ["Element": known])
    case .set(let known): (keys, bindings) = (Self.setExtensionKeys, ["Element": known])
    case .native(let native, let arguments) where native.name == "ArraySlice" && arguments.count == 1:
      (keys, bindings) = (Self.sliceExtensionKeys, ["Element": arguments[0]])
    case .dictionary(let key, let value): (keys, bindings) = (Self.dictionaryExtensionKeys, ["Key": key, "Value": value])
    case .optional(let wrapped): (keys, bindings) = (["Optional"], ["Wrapped": wrapped])
    default: return nil
    }
    let known = bindings.filter { !$0.value.isUnknown }
    guard !known.isEmpty,
      keys.contains(where: { key in
        program.extensions[key].map { $0.methods[name] != nil || $0.computed[name] != nil } ?? false
      })
    else { return nil }
    // A caller's own `[T]` (or the extension's `[Element]` calling its sibling) is made concrete
    // when the call runs, from what the caller's call bound.
    return known
  }
}
