import Transcript

/// The method a class's conformance uses for a protocol requirement.
///
/// A class that conforms declares the conformance once; its subclasses inherit it with the
/// same witnesses, so a subclass's method of the requirement's name replaces the witness only
/// when it overrides one the conforming class has (`override`). A method that is new in the
/// subclass is not seen through the protocol (The Swift Programming Language, "Inheritance":
/// only overrides take part in dynamic dispatch).
extension Interpreter {
  /// The requirement's witness for an object seen as one of `protocols`, when it differs from
  /// what a lookup by the object's own class finds; nil when that lookup is right.
  func classWitness(_ type: UserType, _ name: String, _ protocols: [UserType]) -> [FunctionCode]? {
    let chain = type.classChain
    guard chain.count > 1,
      let conformer = chain.lastIndex(where: { ancestor in protocols.contains { ancestor.conforms(to: $0.name) } })
    else { return nil }
    for (index, ancestor) in chain.enumerated() {
      guard let methods = ancestor.members.methods[name] else { continue }
      if index >= conformer || methods.allSatisfy(\.isOverride) { return index == 0 ? nil : methods }
    }
    for proto in protocols {
      if let methods = proto.members.methods[name] { return methods }
    }
    return nil
  }

  /// Calls a requirement on a value known as a protocol: through the class's conformance when
  /// the object is of a subclass with a method of its own of that name; nil otherwise.
  func callClassWitness(
    _ receiver: Value, _ name: String, _ protocols: [UserType], _ arguments: CallArguments, at location: SourceLocation?
  ) throws -> Value? {
    guard case .object(let object) = receiver, let witness = classWitness(object.type, name, protocols) else { return nil }
    let (code, bindings) = try chooseOverload(witness, arguments, at: location)
    let (values, cells) = try arrange(arguments, for: code.parameters, bindings: bindings, at: location)
    return try invoke(code, arguments: values, cells: cells, captures: [], selfValue: receiver, selfBox: nil, at: location)
  }

  /// The computed property a class's conformance uses for a property requirement, when the
  /// conforming class (and its superclasses) declare none, so the protocol extension's is the
  /// witness: a subclass's own property of that name is new, not seen through the protocol.
  /// Nil when a lookup by the object's own class is right.
  func classPropertyWitness(_ type: UserType, _ name: String, _ protocols: [UserType]) -> ComputedProperty? {
    let chain = type.classChain
    guard chain.count > 1,
      let conformer = chain.lastIndex(where: { ancestor in protocols.contains { ancestor.conforms(to: $0.name) } }),
      conformer > 0
    else { return nil }
    if chain[conformer...].contains(where: { $0.field(named: name) != nil || $0.members.computed[name] != nil }) {
      return nil
    }
    guard chain[..<conformer].contains(where: { $0.field(named: name) != nil || $0.members.computed[name] != nil })
    else { return nil }
    for proto in protocols {
      if let property = proto.members.computed[name] { return property }
    }
    return nil
  }
}
