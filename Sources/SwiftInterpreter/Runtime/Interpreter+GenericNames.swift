import Transcript

/// The generic arguments of a value of a generic type of the program, for its name
/// (`Stack<String>(items: ["x"])`, `main.Outcome<Swift.Int>.success(4)`, `type(of:)`).
///
/// A value does not carry them; they are read back from what it stores (the element type of
/// `items: [Element]`, the payload of `success(Value)`). When what it stores does not show
/// one (an empty stack, a `failure` case), the name is a located "not modelled" error rather
/// than a name without its arguments.
extension Interpreter {
  /// The arguments shown by a struct's or class's stored properties, nil when one is not shown.
  func inferredArguments(_ type: UserType, fields: [Value]) -> [SwiftType]? {
    guard !type.genericParameters.isEmpty else { return [] }
    var bound: [String: SwiftType] = [:]
    for (property, field) in zip(type.storedProperties, fields) {
      bindShown(property.type, dynamicType(of: field), into: &bound)
    }
    return complete(type, bound)
  }

  /// A struct's arguments: those it was made with, else those its stored properties show.
  func inferredArguments(_ s: StructValue) -> [SwiftType]? {
    s.typeArguments ?? inferredArguments(s.type, fields: s.fields)
  }

  /// An object's arguments: those it was made with, else those its stored properties show.
  func inferredArguments(_ o: ObjectValue) -> [SwiftType]? {
    o.typeArguments ?? inferredArguments(o.type, fields: o.fields)
  }

  /// Keeps the arguments written where an instance was made (`Box<Int>()`), when they are
  /// all known (not a generic parameter of the function that made it).
  static func recordTypeArguments(_ arguments: [SwiftType], of value: Value) {
    guard !arguments.mentionsGeneric, !arguments.contains(where: \.mentionsUnknown) else { return }
    switch value {
    case .structure(let s) where s.type.genericParameters.count == arguments.count: s.typeArguments = arguments
    case .object(let o) where o.type.genericParameters.count == arguments.count: o.typeArguments = arguments
    case .some(let inner): recordTypeArguments(arguments, of: inner)
    default: break
    }
  }

  /// A generic type's parameters bound to the arguments it was named with, when all are known.
  static func typeGenerics(_ type: UserType, _ arguments: [SwiftType]) -> [String: SwiftType]? {
    guard !arguments.isEmpty, arguments.count == type.genericParameters.count, !arguments.mentionsGeneric,
      !arguments.contains(where: \.mentionsUnknown)
    else { return nil }
    return Dictionary(zip(type.genericParameters.map(\.name), arguments)) { first, _ in first }
  }

  /// What `self` of a generic type of the program binds its parameters to, for a method that
  /// runs on it (`T` is `Double` in `Box<Double>`'s methods): the arguments it was made with, else
  /// those its stored values show (a property not yet set shows nothing).
  func selfGenerics(_ value: Value) -> [String: SwiftType]? {
    let type: UserType, fields: [Value], written: [SwiftType]?
    switch value {
    case .structure(let s): (type, fields, written) = (s.type, s.fields, s.typeArguments)
    case .object(let o): (type, fields, written) = (o.type, o.fields, o.typeArguments)
    case .enumCase(let e):
      // `Wrap.v(1.5)`: what its type was named with, else what its payload shows.
      guard case .user(let type, _) = e.type, !type.genericParameters.isEmpty, let arguments = inferredArguments(e) else {
        return nil
      }
      return Self.typeGenerics(type, arguments)
    default: return nil
    }
    // A protocol extension's method on a conforming value: its associated types.
    guard !type.genericParameters.isEmpty else { return type.associatedBindings.isEmpty ? nil : type.associatedBindings }
    if let written, let generics = Self.typeGenerics(type, written) {
      return generics.merging(type.associatedBindings) { own, _ in own }
    }
    var bound: [String: SwiftType] = [:]
    for (property, field) in zip(type.storedProperties, fields) {
      if case .void = field { continue }
      bindShown(property.type, dynamicType(of: field), into: &bound)
    }
    return bound.isEmpty ? nil : bound
  }

  /// The arguments shown by an enum case's payload, nil when one is not shown.
  func inferredArguments(_ e: EnumValue) -> [SwiftType]? {
    guard case .user(let type, let arguments) = e.type else { return [] }
    if !arguments.isEmpty || type.genericParameters.isEmpty { return arguments }
    guard e.caseIndex < type.cases.count else { return nil }
    var bound: [String: SwiftType] = [:]
    for (declared, value) in zip(type.cases[e.caseIndex].payloadTypes, e.payload) {
      bindShown(declared, dynamicType(of: value), into: &bound)
    }
    return complete(type, bound)
  }

  private func complete(_ type: UserType, _ bound: [String: SwiftType]) -> [SwiftType]? {
    let arguments = type.genericParameters.compactMap { bound[$0.name] }
    return arguments.count == type.genericParameters.count ? arguments : nil
  }

  func bindShown(_ declared: SwiftType, _ actual: SwiftType, into bound: inout [String: SwiftType]) {
    switch (declared, actual) {
    case (.generic(let name), _):
      if bound[name] == nil, !actual.mentionsUnknown { bound[name] = actual }
    case (.optional(let d), .optional(let a)), (.array(let d), .array(let a)), (.set(let d), .set(let a)):
      bindShown(d, a, into: &bound)
    case (.optional(let d), _):
      bindShown(d, actual, into: &bound)
    case (.dictionary(let dk, let dv), .dictionary(let ak, let av)):
      bindShown(dk, ak, into: &bound)
      bindShown(dv, av, into: &bound)
    case (.tuple(let d, _), .tuple(let a, _)) where d.count == a.count:
      for (declared, shown) in zip(d, a) { bindShown(declared, shown, into: &bound) }
    case (.user(let d, let dArguments), .user(let a, let aArguments))
    where d === a && aArguments.count == d.genericParameters.count:
      // `case node(Tree, Tree)` in `enum Tree<T>`: the bare name is `Tree<T>` in its own body.
      let declared = dArguments.isEmpty ? d.genericParameters.map { SwiftType.generic($0.name) } : dArguments
      for (d, shown) in zip(declared, aArguments) { bindShown(d, shown, into: &bound) }
    default:
      break
    }
  }

  /// An enum case of a generic enum, given the arguments its static type was written with.
  static func withTypeArguments(_ value: Value, _ type: SwiftType) -> Value {
    guard case .enumCase(let e) = value, case .user(let declared, let arguments) = e.type, arguments.isEmpty,
      case .user(let written, let writtenArguments) = type, written === declared, !writtenArguments.mentionsGeneric
    else { return value }
    return .enumCase(EnumValue(type: type, caseIndex: e.caseIndex, name: e.name, payload: e.payload, labels: e.labels))
  }

  /// The name of a generic type of the program with its arguments, or the error saying they
  /// cannot be known here.
  func genericTypeName(_ type: UserType, _ arguments: [SwiftType]?, qualified: Bool, at location: SourceLocation?) throws -> String {
    let base = qualified ? type.qualifiedName : type.name
    guard !type.genericParameters.isEmpty else { return base }
    guard let arguments else {
      throw InterpreterError.notModelled("\(type.nestedName)<…>: its generic arguments, when no stored value shows them", at: location)
    }
    return SwiftType.user(type, arguments: arguments).describe(qualified: qualified)
  }
}

extension Array where Element == SwiftType {
  var mentionsGeneric: Bool { contains(where: \.mentionsGeneric) }
}

extension SwiftType {
  /// The same type, generic arguments aside: a case of `Outcome<Int>` made where its type was
  /// written and one made where it was inferred compare equal.
  func isSameDeclaration(as other: SwiftType) -> Bool {
    if case .user(let a, _) = self, case .user(let b, _) = other { return a === b }
    return isSame(as: other)
  }

  /// Whether some part of the type is unknown (the element type of an empty array).
  var mentionsUnknown: Bool {
    switch self {
    case .unknown: return true
    case .optional(let inner), .array(let inner), .set(let inner), .metatype(let inner): return inner.mentionsUnknown
    case .dictionary(let key, let value): return key.mentionsUnknown || value.mentionsUnknown
    case .tuple(let elements, _): return elements.contains(where: \.mentionsUnknown)
    case .user(_, let arguments), .native(_, let arguments): return arguments.contains(where: \.mentionsUnknown)
    default: return false
    }
  }
}
