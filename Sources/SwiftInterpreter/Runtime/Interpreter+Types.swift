import Transcript

/// Dynamic types: what a value is, whether it is an instance of a type, casts, and the
/// implicit conversions Swift makes where a type is declared.
extension Interpreter {
  /// The dynamic type of a value, as `type(of:)` gives it.
  public func dynamicType(of value: Value) -> SwiftType {
    switch value {
    case .void: return .void
    case .bool: return .bool
    case .int: return .int
    case .double: return .double
    case .string: return .string
    case .character: return .character
    case .number(let n): return .number(n.kind)
    case .none: return .optional(.unknown)
    case .some(let inner): return .optional(dynamicType(of: inner))
    case .array(let array): return .array(array.elements.first.map { dynamicType(of: $0) } ?? .unknown)
    case .dictionary(let dictionary):
      let first = dictionary.first
      return .dictionary(first.map { dynamicType(of: $0.key) } ?? .unknown, first.map { dynamicType(of: $0.value) } ?? .unknown)
    case .set(let set): return .set(set.elements.first.map { dynamicType(of: $0) } ?? .unknown)
    case .tuple(let tuple): return .tuple(tuple.elements.map { dynamicType(of: $0) }, labels: tuple.labels ?? tuple.elements.map { _ in nil })
    case .range(let range):
      let bound = (range.lower ?? range.upper).map { dynamicType(of: $0) } ?? .unknown
      if range.lower == nil { return .partialRange(bound, kind: range.isClosed ? .through : .upTo) }
      if range.upper == nil { return .partialRange(bound, kind: .from) }
      return .range(bound, isClosed: range.isClosed)
    case .structure(let s): return .user(s.type, arguments: inferredArguments(s) ?? [])
    case .object(let o): return .user(o.type, arguments: inferredArguments(o) ?? [])
    case .enumCase(let e):
      if case .user(let type, _) = e.type, !type.genericParameters.isEmpty { return .user(type, arguments: inferredArguments(e) ?? []) }
      return e.type
    case .function(let function):
      if let code = function.code {
        return .function(parameters: code.parameters.map(\.type), result: code.returnType, isAsync: code.isAsync,
          isThrowing: code.isThrowing)
      }
      return .function(parameters: [], result: .void, isAsync: false, isThrowing: false)
    case .type(let t): return .metatype(t)
    case .keyPath: return .unknown
    case .native(let native):
      let arguments = (native as? ArraySliceValue).map { [$0.elements.first.map { dynamicType(of: $0) } ?? .unknown] } ?? []
      return registry.type(named: native.typeName).map { .native($0, arguments: arguments) } ?? .unknown
    }
  }

  /// The identity of a value's type, for caches.
  func typeKey(of value: Value) -> TypeKey {
    switch value {
    case .structure(let s): return .user(ObjectIdentifier(s.type))
    case .object(let o): return .user(ObjectIdentifier(o.type))
    case .enumCase(let e):
      if case .user(let type, _) = e.type { return .user(ObjectIdentifier(type)) }
      return .native(e.type.name)
    case .native(let native): return .native(native.typeName)
    case .int: return .builtin("Int")
    case .double: return .builtin("Double")
    case .string: return .builtin("String")
    case .bool: return .builtin("Bool")
    case .character: return .builtin("Character")
    case .number(let n): return .builtin(n.kind.rawValue)
    case .array: return .builtin("Array")
    case .dictionary: return .builtin("Dictionary")
    case .set: return .builtin("Set")
    case .none, .some: return .builtin("Optional")
    case .range(let range):
      if range.lower == nil { return .builtin(range.isClosed ? "PartialRangeThrough" : "PartialRangeUpTo") }
      if range.upper == nil { return .builtin("PartialRangeFrom") }
      return .builtin(range.isClosed ? "ClosedRange" : "Range")
    case .tuple: return .builtin("Tuple")
    case .function: return .builtin("Function")
    case .type: return .builtin("Metatype")
    case .keyPath: return .builtin("KeyPath")
    case .void: return .builtin("Void")
    }
  }

  /// `value is T`.
  public func isInstance(_ value: Value, of type: SwiftType) -> Bool {
    switch (value, type) {
    case (_, .any): return true
    case (.object, .anyObject): return true
    case (.none, .optional): return true
    case (.some(let inner), .optional(let wrapped)): return isInstance(inner, of: wrapped)
    case (.some(let inner), _): return isInstance(inner, of: type)
    case (.int, .int), (.double, .double), (.bool, .bool), (.string, .string), (.character, .character):
      return true
    case (.number(let n), .number(let kind)): return n.kind == kind
    case (.array(let array), .array(let element)):
      return element.isUnknown || array.elements.allSatisfy { isInstance($0, of: element) }
    case (.dictionary, .dictionary), (.set, .set), (.range, .range), (.tuple, .tuple), (.function, .function):
      return true
    case (.structure(let s), .user(let target, _)):
      return s.type === target || (target.isProtocol && conforms(s.type, to: target.name))
    case (.object(let o), .user(let target, _)):
      if target.isProtocol { return conforms(o.type, to: target.name) }
      return o.type.classChain.contains { $0 === target }
    case (.enumCase(let e), .user(let target, _)):
      if case .user(let type, _) = e.type {
        return type === target || (target.isProtocol && conforms(type, to: target.name))
      }
      return false
    case (_, .native(let native, _)) where native.isProtocol:
      return conformsToNative(value, native.name)
    case (_, .user(let target, _)) where target.isProtocol:
      return extensionAdopts(builtinTypeName(value), target)
    case (.native(let value), .native(let native, _)):
      if value.typeName == native.name { return true }
      guard let own = registry.type(named: value.typeName) else { return false }
      return registry.conforms(own, to: native.name)
    case (.object(let o), .native(let native, _)):
      return o.type.classChain.last?.nativeSuperclass.map { registry.conforms($0, to: native.name) } ?? false
    case (.enumCase(let e), .native(let native, _)):
      return e.type.nativeType === native
    case (.type, .metatype): return true
    default: return false
    }
  }

  /// Whether the program's unconstrained extensions of a standard type make it adopt one of
  /// the program's protocols, or one inheriting from it (`extension Int: Shape` makes `5 is Shape`).
  private func extensionAdopts(_ typeName: String, _ target: UserType) -> Bool {
    var pending = (program.extensionConformances[typeName] ?? []).filter {
      !program.constrainedExtensionConformances.contains("\(typeName):\($0)")
    }
    var seen: Set<String> = []
    while let name = pending.popLast() {
      guard seen.insert(name).inserted else { continue }
      if name == target.name { return true }
      guard let proto = program.types[name], proto.isProtocol else { continue }
      for case .user(let parent) in proto.conformances { pending.append(parent.name) }
    }
    return false
  }

  /// Whether a type of the program conforms to a protocol (of the program or the registry).
  func conforms(_ type: UserType, to name: String) -> Bool {
    type.conforms(to: name) || type.classChain.contains { $0.conforms(to: name) }
  }

  /// Whether a value's type conforms to a registry protocol: `Equatable`, `Error`, a host's …
  func conformsToNative(_ value: Value, _ protocolName: String) -> Bool {
    switch value {
    case .structure(let s): return conforms(s.type, to: protocolName)
    case .object(let o): return conforms(o.type, to: protocolName)
    case .enumCase(let e):
      if case .user(let type, _) = e.type { return conforms(type, to: protocolName) }
      if let native = e.type.nativeType { return registry.conforms(native, to: protocolName) }
      return false
    case .native(let native):
      guard let type = registry.type(named: native.typeName) else { return false }
      return registry.conforms(type, to: protocolName)
    case .some(let inner): return conformsToNative(inner, protocolName)
    default:
      guard let type = registry.type(named: builtinTypeName(value)) else { return false }
      return registry.conforms(type, to: protocolName)
        || (program.extensionConformances[type.name]?.contains(protocolName) ?? false)
    }
  }

  /// The registry name of a standard value's type: `Int`, `Array`, `Optional`.
  func builtinTypeName(_ value: Value) -> String {
    switch typeKey(of: value) {
    case .builtin(let name), .native(let name): return name
    case .user: return dynamicType(of: value).name
    }
  }

  /// `value as? T`: the value seen as a `T`, or nil.
  public func cast(_ value: Value, to type: SwiftType) -> Value? {
    switch (value, type) {
    case (.none, .optional): return Value.none
    case (.none, _): return nil
    case (.some(let inner), .optional(let wrapped)):
      return cast(inner, to: wrapped).map { .some($0) }
    case (.some(let inner), _): return cast(inner, to: type)
    case (_, .optional(let wrapped)): return cast(value, to: wrapped).map { .some($0) }
    case (.array(let array), .array(let element)) where !element.isUnknown:
      var elements: [Value] = []
      for item in array.elements {
        guard let cast = cast(item, to: element) else { return nil }
        elements.append(cast)
      }
      return .array(ArrayValue(elements))
    default:
      return isInstance(value, of: type) ? value : nil
    }
  }

  /// The conversions Swift makes where a type is declared: wrapping in an optional, and
  /// giving an integer or float literal the numeric type it is stored as.
  ///
  /// A value of the wrong type otherwise passes unchanged: valid Swift never makes one, and
  /// the interpreter does not pretend to be a type checker.
  @inline(__always)
  public func coerce(_ value: Value, to type: SwiftType) -> Value {
    switch type {
    case .unknown, .any, .generic, .string, .bool, .int, .user, .native, .opaque, .function, .void:
      return value
    default:
      return coerceSlow(value, to: type)
    }
  }

  private func coerceSlow(_ value: Value, to type: SwiftType) -> Value {
    switch (type, value) {
    case (.optional(let wrapped), .some(let inner)):
      if case .optional = wrapped, !inner.isOptional { return .some(.some(inner)) }
      return .some(coerce(inner, to: wrapped))
    case (.optional, .none): return value
    case (.optional(let wrapped), _): return .some(coerce(value, to: wrapped))
    case (.double, .int(let i)): return .double(Double(i))
    case (.number(let kind), .int(let i)): return IntegerArithmetic.exactly(i, as: kind).map(Value.number) ?? value
    case (.number(.float), .double(let d)): return .number(Number(float: Float(d)))
    case (.number(.cgFloat), .double(let d)): return .number(Number(cgFloat: d))
    case (.character, .string(let s)) where s.count == 1: return .character(s.first!)
    // A tuple takes the labels of the type it becomes (`return (lo, hi)` as `(min: Int, max: Int)`).
    case (.tuple(let types, let labels), .tuple(let tuple)) where types.count == tuple.elements.count:
      return .tuple(TupleValue(zip(tuple.elements, types).map { coerce($0, to: $1) }, labels: labels))
    case (.array(let element), .array(let array)):
      switch element {
      case .optional, .double, .number, .character:
        return .array(ArrayValue(array.elements.map { coerce($0, to: element) }))
      default: return value
      }
    case (.set(let element), .array(let array)):
      var set = SetValue()
      for item in array.elements { _ = try? set.insert(coerce(item, to: element), interpreter: self, at: nil) }
      return .set(set)
    case (.dictionary(_, let valueType), .dictionary(var dictionary)):
      switch valueType {
      case .optional, .double, .number:
        dictionary.mapValues { self.coerce($0, to: valueType) }
        return .dictionary(dictionary)
      default: return value
      }
    default:
      return value
    }
  }
}

/// Names of values' types for messages, without an interpreter at hand.
public enum TypeNames {
  public static func describe(_ value: Value) -> String {
    switch value {
    case .void: return "()"
    case .bool: return "Bool"
    case .int: return "Int"
    case .double: return "Double"
    case .string: return "String"
    case .character: return "Character"
    case .number(let n): return n.kind.rawValue
    case .none, .some: return "Optional"
    case .array: return "Array"
    case .dictionary: return "Dictionary"
    case .set: return "Set"
    case .tuple: return "tuple"
    case .range: return "Range"
    case .structure(let s): return s.type.nestedName
    case .object(let o): return o.type.nestedName
    case .enumCase(let e): return e.type.name
    case .function: return "function"
    case .type(let t): return "\(t.name).Type"
    case .keyPath: return "KeyPath"
    case .native(let native): return native.typeName
    }
  }
}
