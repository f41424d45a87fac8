import SwiftReader
import Transcript

/// A compiled place (an lvalue): how to read it, write it, and change it in place.
///
/// `modify` hands the value to its body `inout`, so that appending to an array held in a
/// local, a field or a dictionary's value happens in place, without copying the array.
struct PlaceCode {
  var type: SwiftType
  var get: (Frame) throws -> Value
  var set: (Frame, Value) throws -> Void
  var modify: (Frame, (inout Value) throws -> Void) throws -> Void
  /// Why the program may not change it, when swiftc would refuse to (see `Compiler+Mutability`).
  var readOnly: ReadOnly? = nil
  /// The main-actor-isolated top-level variable it is part of, reached from nonisolated code.
  var isolated: IsolatedGlobal? = nil
}

/// Places: variables, members, subscripts, `self`, through `!` and `?`.
extension Compiler {
  /// The place an expression denotes, or nil when it is not one (a call's result).
  func compilePlace(_ expr: Expr) -> PlaceCode? {
    let location = expr.range.start
    switch expr.kind {
    case .identifier(let name):
      guard var place = identifierPlace(name, at: location) else { return nil }
      if place.readOnly == nil { place.readOnly = identifierReadOnly(name, at: location) }
      return place
    case .member(let base, let name, let nameRange):
      if case .identifier("self") = base.kind, let storage = wrapperStoragePlace(name, at: nameRange.start) {
        return storage
      }
      if let type = typeOfExpression(base) { return staticPlace(type, name, at: nameRange.start) }
      return memberPlace(base, name, at: nameRange.start)
    case .subscriptCall(let base, let arguments):
      return subscriptPlace(base, arguments, at: location)
    case .forceUnwrap(let inner):
      guard let place = compilePlace(inner) else { return nil }
      return unwrappingPlace(place, isChain: false, at: location)
    case .optionalChain(let inner):
      guard let place = compilePlace(inner) else { return nil }
      return unwrappingPlace(place, isChain: true, at: location)
    case .tuple(let arguments) where arguments.count == 1 && arguments[0].label == nil:
      return compilePlace(arguments[0].value)
    default:
      return nil
    }
  }

  private func identifierPlace(_ name: String, at location: SourceLocation) -> PlaceCode? {
    if name == "self" {
      if let (reference, variable) = context.lookup("self") { return localPlace(reference, variable) }
      guard let selfType = context.selfType else { return nil }
      return PlaceCode(
        type: selfType, get: { frame in frame.currentSelf },
        set: { frame, value in
          guard let box = frame.selfBox else {
            throw InterpreterError.unsupported("cannot assign to value: 'self' is immutable", at: location)
          }
          box.value = value
        },
        modify: { frame, body in
          if let box = frame.selfBox {
            try body(&box.value)
          } else {
            var copy = frame.selfValue
            try body(&copy)
          }
        },
        readOnly: selfReadOnly(at: location))
    }
    if let (reference, variable) = context.lookup(name) {
      noteAssignment(reference)
      if variable.ownership != .strong, let place = localPlace(reference, variable) {
        return ownedPlace(place, variable.ownership, at: location)
      }
      return localPlace(reference, variable)
    }
    return namedPlace(name, at: location)
  }

  private func localPlace(_ reference: VariableReference, _ variable: LocalVariable) -> PlaceCode? {
    switch reference {
    case .slot(let slot):
      return PlaceCode(
        type: variable.type, get: { frame in frame.slots[slot] },
        set: { frame, value in frame.slots[slot] = value },
        modify: { frame, body in try body(&frame.slots[slot]) })
    case .box(let index):
      return PlaceCode(
        type: variable.type, get: { frame in frame.boxes[index]?.value ?? .void },
        set: { frame, value in
          if let box = frame.boxes[index] { box.value = value } else { frame.boxes[index] = Box(value) }
        },
        modify: { frame, body in
          if frame.boxes[index] == nil { frame.boxes[index] = Box(.void) }
          try body(&frame.boxes[index]!.value)
        })
    case .global:
      return nil
    case .capture(let index):
      return PlaceCode(
        type: variable.type, get: { frame in frame.captures[index].value },
        set: { frame, value in frame.captures[index].value = value },
        modify: { frame, body in try body(&frame.captures[index].value) })
    }
  }

  private func namedPlace(_ name: String, at location: SourceLocation) -> PlaceCode? {
    if let storage = wrapperStoragePlace(name, at: location) { return storage }
    if isWrappedParameter(name), let binding = identifierPlace("$" + name, at: location) {
      return memberPlace(on: binding, "wrappedValue", at: location)
    }
    // The enclosing type's members before the module's globals (Swift's unqualified lookup).
    if let selfType = context.selfType {
      if case .metatype(let instanceType) = selfType, hasStaticMember(instanceType, name) {
        return staticPlace(instanceType, name, at: location)
      }
      if hasMember(selfType, name) {
        checkImplicitSelf(name, of: selfType, isCall: false, at: location)
        return memberPlace(on: selfPlace(at: location), name, at: location, onSelf: true)
      }
    }
    if let global = scriptGlobals[name] ?? program.globalsByName[name] {
      context.unassigned.globals[name] = nil
      var place = globalPlace(global, at: location)
      place.isolated = isolatedGlobalUse(name, global, at: location)
      noteIsolatedUse(place.isolated, .referenced)
      return place
    }
    return nil
  }

  func selfPlace(at location: SourceLocation) -> PlaceCode {
    identifierPlace("self", at: location)!
  }

  func globalPlace(_ global: GlobalVariable, at location: SourceLocation) -> PlaceCode {
    func set(_ frame: Frame, _ value: Value) throws {
      let interpreter = frame.interpreter
      let converted = interpreter.coerce(value, to: global.type)
      if let willSet = global.willSet {
        _ = try interpreter.invoke(willSet, arguments: [converted], captures: [], selfValue: .void, selfBox: nil, at: location)
      }
      let old = global.didSet == nil ? .void : try interpreter.global(global, at: location)
      interpreter.setGlobal(global, converted)
      if let didSet = global.didSet {
        _ = try interpreter.invoke(didSet, arguments: [old], captures: [], selfValue: .void, selfBox: nil, at: location)
      }
    }
    return PlaceCode(
      type: global.type, get: { frame in try frame.interpreter.global(global, at: location) },
      set: set,
      modify: { frame, body in
        let interpreter = frame.interpreter
        // An observed or weak global changes as a whole: its observers see the new value
        // (`names.append(x)` runs `didSet`), its store keeps the object weakly.
        if global.willSet != nil || global.didSet != nil || global.ownership != .strong {
          var value = try interpreter.global(global, at: location)
          try body(&value)
          try set(frame, value)
          return
        }
        var value = try interpreter.global(global, at: location)
        interpreter.globals[global.index] = .void
        defer { interpreter.globals[global.index] = value }
        try body(&value)
      },
      readOnly: globalReadOnly(global, at: location))
  }

  private func staticPlace(_ type: SwiftType, _ name: String, at location: SourceLocation) -> PlaceCode? {
    if case .stored(let global) = staticLookup(type, name) {
      var place = globalPlace(global, at: location)
      place.readOnly = place.readOnly.map { _ in
        ReadOnly(reason: "'\(name)' is a 'let' constant", step: .property, anchor: location)
      }
      return place
    }
    return PlaceCode(
      type: staticMemberType(type, name),
      get: { frame in try frame.interpreter.staticMember(type, name, at: location) },
      set: { frame, value in
        var typeValue = Value.type(type)
        try frame.interpreter.setMember(&typeValue, name, value, at: location)
      },
      modify: { frame, body in
        var value = try frame.interpreter.staticMember(type, name, at: location)
        try body(&value)
        var typeValue = Value.type(type)
        try frame.interpreter.setMember(&typeValue, name, value, at: location)
      })
  }

  private func staticLookup(_ type: SwiftType, _ name: String) -> StaticMemberLookup {
    if case .user(let userType, _) = type {
      for ancestor in userType.classChain {
        if let stored = ancestor.members.staticStored[name] { return .stored(stored) }
      }
    }
    if let stored = program.extensions[Compiler.extensionKeyName(type)]?.staticStored[name] { return .stored(stored) }
    return .notFound
  }

  private func memberPlace(_ base: Expr, _ name: String, at location: SourceLocation) -> PlaceCode? {
    if case .identifier("super") = base.kind {
      return memberPlace(on: selfPlace(at: location), name, at: location, onSelf: true)
    }
    let onSelf: Bool
    if case .identifier("self") = base.kind { onSelf = true } else { onSelf = false }
    if let basePlace = compilePlace(base) { return memberPlace(on: basePlace, name, at: location, onSelf: onSelf) }
    // A member of a value that is not a place (a call's result): only objects can change.
    let value = compileChain(base, expected: nil)
    let run = value.run
    let direct = onSelf && isDirectAssignment(to: name)
    return PlaceCode(
      type: memberType(of: value.type, name),
      get: { frame in try frame.interpreter.getMember(try run(frame), name, at: location) },
      set: { frame, newValue in
        var target = try run(frame)
        try frame.interpreter.setMember(&target, name, newValue, direct: direct, at: location)
      },
      modify: { frame, body in
        var target = try run(frame)
        try frame.interpreter.modifyMember(&target, name, direct: direct, at: location, body)
      })
  }

  func memberPlace(
    on base: PlaceCode, _ name: String, at location: SourceLocation, onSelf: Bool = false
  ) -> PlaceCode {
    let direct = onSelf && isDirectAssignment(to: name)
    let baseGet = base.get, baseModify = base.modify
    // A member of a class instance is changed through a read of the base, not a write back
    // (Swift: `game.players[0].score += 1` reads `players`; an @Observable `players` is not
    // told). Known value types skip the extra read.
    let mayBeObject = !base.type.isKnownValueType
    return PlaceCode(
      type: memberType(of: base.type, name),
      get: { frame in try frame.interpreter.getMember(try baseGet(frame), name, at: location) },
      set: { frame, newValue in
        if mayBeObject, case .object(let object) = try baseGet(frame) {
          var target = Value.object(object)
          return try frame.interpreter.setMember(&target, name, newValue, direct: direct, at: location)
        }
        try baseModify(frame) { target in
          try frame.interpreter.setMember(&target, name, newValue, direct: direct, at: location)
        }
      },
      modify: { frame, body in
        if mayBeObject, case .object(let object) = try baseGet(frame) {
          var target = Value.object(object)
          return try frame.interpreter.modifyMember(&target, name, direct: direct, at: location, body)
        }
        try baseModify(frame) { target in
          try frame.interpreter.modifyMember(&target, name, direct: direct, at: location, body)
        }
      },
      readOnly: memberReadOnly(base, name, at: location) ?? setterAccessReadOnly(base.type, name, at: location),
      isolated: actorPropertyPlace(base.type, name, onSelf: onSelf, at: location)
        ?? (base.type.isKnownReferenceType ? nil : base.isolated))
  }

  /// Whether `self.name = …` here sets storage directly: inside the initializer of the type that
  /// declares the property (Swift calls no observers there; an inherited property set in a
  /// subclass's initializer goes through its setter, observers and all: The Swift Programming
  /// Language, "Inheritance — Overriding Property Observers" and "Property Observers") or inside
  /// the property's own observer (no re-entry). Another instance's property always has observers.
  private func isDirectAssignment(to name: String) -> Bool {
    let code = context.code
    if code.kind == .initializer {
      guard let owner = code.owner, let index = owner.field(named: name) else { return true }
      return owner.storedProperties[index].declaringType === owner
    }
    if code.kind == .observer && code.name == name {
      // Only the declaring type's own observer writes storage; a subclass's overriding
      // observer assigns through the whole setter again (swiftc's builds re-run the observers).
      guard let owner = code.owner, let index = owner.field(named: name) else { return true }
      return owner.storedProperties[index].declaringType === owner
    }
    return false
  }

  private func subscriptPlace(_ base: Expr, _ arguments: [Argument], at location: SourceLocation) -> PlaceCode? {
    let basePlace = compilePlace(base)
    let baseValue = basePlace == nil ? compileChain(base, expected: nil) : nil
    // A dictionary's key and `default:` value, an array's index: typed by the base, so that
    // `counts[.banana, default: 0] += 5` finds the enum of `.banana`.
    let baseType = basePlace?.type ?? baseValue?.type ?? .unknown
    let indices = arguments.enumerated().map { position, argument in
      var hint: SwiftType?
      switch baseType {
      case .dictionary(let key, let value): hint = argument.label == "default" ? value : (position == 0 ? key : nil)
      case .array: hint = position == 0 ? .int : nil
      default: hint = nil
      }
      return compileExpr(argument.value, expected: hint)
    }
    let labels = arguments.map(\.label)
    let indexRuns = indices.map(\.run)
    func evaluateIndices(_ frame: Frame) throws -> [Value] { try indexRuns.map { try $0(frame) } }
    if let basePlace {
      let baseModify = basePlace.modify, baseGet = basePlace.get
      return PlaceCode(
        type: subscriptElementType(on: basePlace.type, labels: labels),
        get: { frame in
          try frame.interpreter.subscriptGet(try baseGet(frame), try evaluateIndices(frame), labels: labels, at: location)
        },
        set: { frame, value in
          let keys = try evaluateIndices(frame)
          try baseModify(frame) { target in
            try frame.interpreter.subscriptSet(&target, keys, labels: labels, value, at: location)
          }
        },
        modify: { frame, body in
          let keys = try evaluateIndices(frame)
          try baseModify(frame) { target in
            try frame.interpreter.subscriptModify(&target, keys, labels: labels, at: location, body)
          }
        },
        readOnly: subscriptReadOnly(basePlace, at: base.range.end),
        isolated: basePlace.type.isKnownReferenceType ? nil : basePlace.isolated)
    }
    guard let value = baseValue else { return nil }
    let run = value.run
    return PlaceCode(
      type: subscriptElementType(on: value.type, labels: labels),
      get: { frame in try frame.interpreter.subscriptGet(try run(frame), try evaluateIndices(frame), labels: labels, at: location) },
      set: { frame, newValue in
        var target = try run(frame)
        try frame.interpreter.subscriptSet(&target, try evaluateIndices(frame), labels: labels, newValue, at: location)
      },
      modify: { frame, body in
        var target = try run(frame)
        try frame.interpreter.subscriptModify(&target, try evaluateIndices(frame), labels: labels, at: location, body)
      })
  }

  /// `x!` or `x?` as a place: its wrapped value; through `?`, nothing happens when it is nil.
  private func unwrappingPlace(_ place: PlaceCode, isChain: Bool, at location: SourceLocation) -> PlaceCode {
    let get = place.get, modify = place.modify
    let stops = isChain && assigningThroughChain
    return PlaceCode(
      type: place.type.wrapped,
      get: { frame in
        switch try get(frame) {
        case .none: throw isChain ? OptionalChainStop() : InterpreterError.unwrappedNil(at: location)
        case .some(let inner): return inner
        case let other: return other
        }
      },
      set: { frame, newValue in
        try modify(frame) { value in
          switch value {
          case .none:
            if !isChain { throw InterpreterError.unwrappedNil(at: location) }
            if stops { throw OptionalChainStop() }
          case .some: value = .some(newValue)
          default: value = newValue
          }
        }
      },
      modify: { frame, body in
        try modify(frame) { value in
          // Not `switch value`: the switch would hold a second reference to the optional's
          // box while `body` runs, and `a!.append(x)` would copy the array on every call.
          if case .none = value {
            if !isChain { throw InterpreterError.unwrappedNil(at: location) }
            if stops { throw OptionalChainStop() }
            return
          }
          guard case .some(var inner) = value else { return try body(&value) }
          value = .void
          defer { value = .some(inner) }
          try body(&inner)
        }
      },
      readOnly: place.readOnly, isolated: place.isolated)
  }

  /// The element type a subscript of a value of this type gives.
  static func elementType(ofSubscriptOn type: SwiftType) -> SwiftType {
    switch type {
    case .array(let element): return element
    case .dictionary(_, let value): return .optional(value)
    case .string: return .character
    default: return .unknown
    }
  }
}
