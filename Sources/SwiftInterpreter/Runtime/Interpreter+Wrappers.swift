import Transcript

/// Property wrappers as Swift defines them: a stored wrapper, read and written through its
/// `wrappedValue`, projected through its `projectedValue`.
extension Interpreter {
  /// Makes a property's wrapper around a value: `Clamped(wrappedValue: 0)`, with the
  /// attribute's own arguments after it (`Stored(wrappedValue: 0, "key")`).
  func makeWrapper(_ property: StoredProperty, wrappedValue: Value?, at location: SourceLocation?) throws -> Value {
    var labelled: [(String?, Value)] = []
    if let wrappedValue { labelled.append(("wrappedValue", wrappedValue)) }
    let frame = Frame(code: scratchCode, interpreter: self, captures: [], selfValue: .void, selfBox: nil)
    for argument in property.wrapperArguments { labelled.append((argument.label, try argument.value.run(frame))) }
    return try construct(property.wrapperType, arguments: labelled, at: location)
  }

  /// Whether the memberwise initializer takes a parameter for a wrapped property.
  func wrapperTakesMemberwise(_ property: StoredProperty) -> Bool {
    switch wrapperMemberwise(property) {
    case .none: return false
    default: return true
    }
  }

  func wrapperMemberwise(_ property: StoredProperty) -> NativeType.WrapperMemberwise {
    switch property.wrapperType {
    case .native(let native, _): return native.wrapperMemberwise
    case .user(let type, _):
      let takesWrapped = type.members.initializers.contains { $0.parameters.first?.label == "wrappedValue" }
      return takesWrapped ? .wrappedValue : .wrapper
    default: return .wrappedValue
    }
  }

  /// The wrapper a memberwise argument makes: around the value, or the argument itself.
  func wrapperFromMemberwise(_ property: StoredProperty, _ value: Value, at location: SourceLocation?) throws -> Value {
    switch wrapperMemberwise(property) {
    case .wrapper: return value
    default: return try makeWrapper(property, wrappedValue: value, at: location)
    }
  }
}
