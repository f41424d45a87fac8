import SwiftReader
import Transcript

/// Something that can be assigned to: a variable, a property, an element, a wrapper's storage.
indirect enum LValue {
  case variable(Box)
  /// A stored property of the struct held at `base`.
  case field(base: LValue, type: TypeInfo, index: Int)
  /// A stored property of a class instance (a reference: no write-back needed).
  case objectField(Object, index: Int)
  /// A computed property with a setter, on the value held at `base`.
  case computed(base: LValue?, reference: SelfReference, property: ComputedProperty)
  case element(base: LValue, index: Value)
  case tupleElement(base: LValue, index: Int)
  /// The value inside an optional (`x!.y = …`, `x?.y = …`).
  case unwrapped(LValue)
  case staticStorage(key: String)
  case binding(BindingValue)
  /// A property of a UIKit object (`label.text`, `window.rootViewController`).
  case uikitProperty(UIKitObject, String)
  /// `_ = value`.
  case discard
}

extension Interpreter {
  /// Finds what an expression denotes as an assignment target.
  func resolveLValue(_ expr: Expr, _ context: Context, allowConstant: Bool = false) throws -> LValue {
    let location = expr.range.start
    switch expr.kind {
    case .identifier("_"):
      return .discard
    case .identifier("self"):
      switch context.declaration.selfReference {
      case .value(let box)?: return .variable(box)
      case .object(let object)?: return .variable(Box(.object(object)))
      default: throw RuntimeError("cannot assign to value: 'self' is immutable", at: location)
      }
    case .identifier(let name):
      if let box = context.scope.lookup(name) {
        if box.isConstant && !allowConstant {
          throw RuntimeError("cannot assign to value: '\(name)' is a 'let' constant", at: location)
        }
        return .variable(box)
      }
      if let reference = context.declaration.selfReference {
        if let target = try selfMemberLValue(reference, name, context, at: location) { return target }
      }
      if case .type(let type)? = context.declaration.selfReference, type.members.staticStored[name] != nil {
        _ = try staticMember(of: .user(type), name, context, at: location)
        return .staticStorage(key: "\(type.name).\(name)")
      }
      if program.globals[name] != nil {
        _ = try lookup(name, context, at: location)
        return .staticStorage(key: "global \(name)")
      }
      throw RuntimeError.unsupported("cannot find '\(name)' in scope", at: location)
    case .member(let base, let name, _):
      if let type = try staticBase(base, context), case .user(let info) = type,
        info.members.staticStored[name] != nil
      {
        _ = try staticMember(of: type, name, context, at: location)
        return .staticStorage(key: "\(info.name).\(name)")
      }
      if case .optionalChain(let inner) = base.kind {
        let innerTarget = try resolveLValue(inner, context, allowConstant: true)
        return try memberLValue(.unwrapped(innerTarget), name, context, at: location)
      }
      let baseTarget: LValue
      if let target = try? resolveLValue(base, context, allowConstant: true) {
        baseTarget = target
      } else {
        baseTarget = .variable(Box(try evaluateBase(base, context)))
      }
      return try memberLValue(baseTarget, name, context, at: location)
    case .subscriptCall(let base, let arguments):
      let baseTarget = try resolveLValue(base, context, allowConstant: allowConstant)
      let index = try evaluateArguments(arguments, context).first?.value ?? .void
      return .element(base: baseTarget, index: index)
    case .forceUnwrap(let inner), .optionalChain(let inner):
      return .unwrapped(try resolveLValue(inner, context, allowConstant: allowConstant))
    case .tuple(let elements) where elements.count == 1:
      return try resolveLValue(elements[0].value, context, allowConstant: allowConstant)
    default:
      throw RuntimeError("cannot assign to this expression", at: location)
    }
  }

  private func selfMemberLValue(
    _ reference: SelfReference, _ name: String, _ context: Context, at location: SourceLocation
  ) throws -> LValue? {
    switch reference {
    case .value(let box):
      guard let type = userType(of: box.value), type.declares(name) else { return nil }
      return try memberLValue(.variable(box), name, context, at: location)
    case .object(let object):
      guard object.type.declares(name) else {
        // `title = "Home"` in a view controller: a property it inherits from UIKit.
        guard try Builtins.inheritedUIKitMember(object, name, self) != nil, let base = object.base else { return nil }
        return .uikitProperty(base, name)
      }
      return try memberLValue(.variable(Box(.object(object))), name, context, at: location)
    case .type:
      return nil
    }
  }

  /// `base.name` as a target, once `base` is known to be a struct, an object or an engine value.
  private func memberLValue(_ base: LValue, _ name: String, _ context: Context, at location: SourceLocation)
    throws -> LValue
  {
    let value = try get(base, context, at: location)
    let wrapperName = name.hasPrefix("_") ? String(name.dropFirst()) : name
    switch value {
    case .structure(let structure):
      if let index = structure.type.storedIndex(of: wrapperName) {
        return .field(base: base, type: structure.type, index: index)
      }
      if let property = structure.type.members.computed[name] {
        return .computed(base: base, reference: .value(Box(value)), property: property)
      }
    case .object(let object):
      if let index = object.type.storedIndex(of: wrapperName) { return .objectField(object, index: index) }
      if let property = object.type.members.computed[name] {
        return .computed(base: nil, reference: .object(object), property: property)
      }
      if try Builtins.inheritedUIKitMember(object, name, self) != nil, let base = object.base {
        return .uikitProperty(base, name)
      }
    case .tuple(let elements):
      if let index = Int(name) { return .tupleElement(base: base, index: index) }
      if let index = elements.firstIndex(where: { $0.label == name }) {
        return .tupleElement(base: base, index: index)
      }
    case .native(.binding(let binding)) where name == "wrappedValue":
      return .binding(binding)
    case .native(.uikit(let object)):
      return .uikitProperty(object, name)
    default:
      break
    }
    throw RuntimeError(
      "cannot assign to property: '\(name)' is not settable on '\(typeName(of: value))'", at: location)
  }

  /// Reads the current value of a target.
  func get(_ target: LValue, _ context: Context, at location: SourceLocation) throws -> Value {
    switch target {
    case .variable(let box):
      return box.value
    case .field(let base, let type, let index):
      guard case .structure(let structure) = try get(base, context, at: location) else {
        throw RuntimeError("value is not a '\(type.name)'", at: location)
      }
      return try readField(of: .value(Box(.structure(structure))), type: type, index: index, at: location)
    case .objectField(let object, let index):
      return try readField(of: .object(object), type: object.type, index: index, at: location)
    case .computed(_, let reference, let property):
      return try runGetter(property, DeclarationContext(selfReference: reference, type: userType(of: reference.value)))
    case .element(let base, let index):
      return try subscriptGet(try get(base, context, at: location), [ArgumentValue(label: nil, value: index)], context, at: location)
    case .tupleElement(let base, let index):
      guard case .tuple(let elements) = try get(base, context, at: location), index < elements.count else {
        throw RuntimeError("tuple has no element \(index)", at: location)
      }
      return elements[index].value
    case .unwrapped(let base):
      guard let inner = try get(base, context, at: location).unwrapped else {
        throw RuntimeError("Unexpectedly found nil while unwrapping an Optional value", at: location)
      }
      return inner
    case .staticStorage(let key):
      return statics[key] ?? .null
    case .binding(let binding):
      return try binding.get()
    case .uikitProperty(let object, let name):
      return Builtins.uikitProperty(object, name)
    case .discard:
      return .void
    }
  }

  /// Writes a value to a target, writing changed structs back up the path.
  func assign(_ value: Value, to target: LValue, _ context: Context, at location: SourceLocation) throws {
    switch target {
    case .variable(let box):
      box.value = conform(value, to: box.declaredType)
    case .field(let base, let type, let index):
      guard case .structure(var structure) = try get(base, context, at: location) else {
        throw RuntimeError("value is not a '\(type.name)'", at: location)
      }
      let property = type.storedProperties[index]
      if case .native(.wrapper(let cell)) = structure.fields[index] {
        try process.write(cell, value, at: location)
        return
      }
      let old = structure.fields[index]
      structure.fields[index] = conform(value, to: property.type)
      try assign(.structure(structure), to: base, context, at: location)
      try runObserver(property.didSet, old: old, reference: .value(Box(.structure(structure))), type: type, at: location)
    case .objectField(let object, let index):
      try setField(object.type.storedProperties[index].name, of: .object(object), type: object.type,
        to: value, initializing: false, at: location)
    case .computed(let base, let reference, let property):
      guard let setter = property.setter else {
        throw RuntimeError("cannot assign to property: '\(property.name)' is a get-only property", at: location)
      }
      let box: Box
      if case .value(let existing) = reference { box = existing } else { box = Box(reference.value) }
      let selfReference: SelfReference = if case .object = reference { reference } else { .value(box) }
      let scope = Scope(parent: nil)
      scope.declare(setter.parameter, value: value)
      let declaration = DeclarationContext(selfReference: selfReference, type: userType(of: reference.value))
      _ = try StatementMachine(
        interpreter: self, body: setter.body, context: Context(scope: scope, declaration: declaration),
        task: nil, valueOfLastExpression: false
      ).runToCompletion()
      if let base, case .value = selfReference { try assign(box.value, to: base, context, at: location) }
    case .element(let base, let index):
      let container = try get(base, context, at: location)
      let updated = try subscriptSet(container, index: index, value, at: location)
      try assign(updated, to: base, context, at: location)
    case .tupleElement(let base, let index):
      guard case .tuple(var elements) = try get(base, context, at: location), index < elements.count else {
        throw RuntimeError("tuple has no element \(index)", at: location)
      }
      elements[index].value = value
      try assign(.tuple(elements), to: base, context, at: location)
    case .unwrapped(let base):
      guard try get(base, context, at: location).unwrapped != nil else {
        throw RuntimeError("Unexpectedly found nil while unwrapping an Optional value", at: location)
      }
      try assign(value.wrappedInOptional, to: base, context, at: location)
    case .staticStorage(let key):
      statics[key] = value
    case .binding(let binding):
      try binding.set(value)
    case .uikitProperty(let object, let name):
      object.properties[name] = value
      if object.kind == "UIWindow", name == "rootViewController", let window = object.window {
        window.rootContentIsStale = true
        process.graphNeedsUpdate = true
      }
    case .discard:
      break
    }
  }

  /// Sets a stored property of a struct (in `self`'s box) or an object: through its wrapper when it
  /// has one, telling observers when the object is `@Observable`, and running `didSet`.
  func setField(
    _ name: String, of reference: SelfReference, type: TypeInfo, to value: Value, initializing: Bool,
    at location: SourceLocation
  ) throws {
    guard let index = type.storedIndex(of: name) else {
      throw RuntimeError.unsupported("value of type '\(type.name)' has no member '\(name)'", at: location)
    }
    let property = type.storedProperties[index]
    let current = fields(of: reference)[index]
    if case .native(.wrapper(let cell)) = current {
      if case .native(.wrapper) = value {
        replaceField(index, of: reference, with: value)
      } else if initializing || (cell.attachment == nil && cell.kind != .published) {
        cell.initial = value
      } else {
        try process.write(cell, value, at: location)
      }
      return
    }
    let newValue = conform(value, to: property.type)
    if !initializing {
      try runObserver(property.willSet, old: newValue, reference: reference, type: type, at: location, parameter: "newValue")
    }
    replaceField(index, of: reference, with: newValue)
    if case .object(let object) = reference, !initializing {
      process.observationWrite(object, property: name)
    }
    if !initializing {
      try runObserver(property.didSet, old: current, reference: reference, type: type, at: location)
    }
  }

  private func replaceField(_ index: Int, of reference: SelfReference, with value: Value) {
    switch reference {
    case .value(let box):
      if case .structure(var structure) = box.value {
        structure.fields[index] = value
        box.value = .structure(structure)
      }
    case .object(let object):
      object.fields[index] = value
    case .type:
      break
    }
  }

  private func runObserver(
    _ accessor: Accessor?, old: Value, reference: SelfReference, type: TypeInfo,
    at location: SourceLocation, parameter: String = "oldValue"
  ) throws {
    guard let accessor, let body = accessor.body else { return }
    let scope = Scope(parent: nil)
    scope.declare(accessor.parameterName ?? parameter, value: old)
    let context = Context(scope: scope, declaration: DeclarationContext(selfReference: reference, type: type))
    _ = try StatementMachine(
      interpreter: self, body: body, context: context, task: nil, valueOfLastExpression: false
    ).runToCompletion()
  }
}
