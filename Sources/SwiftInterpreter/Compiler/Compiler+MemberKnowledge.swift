import SwiftReader
import Transcript

/// What the compiler knows of members before the program runs: whether a type has one, and
/// its type, for implicit `self`, literal types and the choice of overloads.
extension Compiler {
  /// Whether instances of `type` have a member `name` (declared, inherited, from a protocol
  /// extension, or from the registry).
  func hasMember(_ type: SwiftType, _ name: String, followingSelfConstraints: Bool = true) -> Bool {
    switch type {
    case .user(let userType, _):
      if userType.field(named: name) != nil { return true }
      for ancestor in userType.classChain {
        if ancestor.members.declaresInstanceMember(name) || ancestor.field(named: name) != nil { return true }
        if ancestor.isProtocol && ancestor.requirements.contains(name) { return true }
      }
      if name == "rawValue" && userType.rawType != nil { return true }
      for conformance in allConformances(of: userType) {
        switch conformance {
        case .user(let proto):
          if proto.members.declaresInstanceMember(name) || proto.requirements.contains(name) { return true }
        case .native(let proto):
          if nativeHasMember(proto.name, name) { return true }
          if Self.standardRequirements[proto.name]?.contains(name) == true { return true }
        }
      }
      if let base = userType.classChain.last?.nativeSuperclass, nativeHasMember(base.name, name) { return true }
      // `extension Named where Self: Aged`: `age` is known on `self` there. (Known on every
      // `Named`, which only lets through a program swiftc would refuse.)
      for constraint in userType.extensionSelfConformances where followingSelfConstraints {
        let required = resolveType(constraint, in: nil, reportUnknown: false)
        if hasMember(required, name, followingSelfConstraints: false) { return true }
      }
      return false
    case .native(let native, _):
      return nativeHasMember(native.name, name)
    case .opaque(let constraint):
      return hasMember(constraint, name)
    case .unknown, .generic:
      return false
    default:
      return nativeHasMember(Compiler.extensionKeyName(type), name)
    }
  }

  /// What the standard library's protocols require of instances (Apple's reference for each):
  /// known on `self` in the extension of a protocol that inherits one (`id` in an extension
  /// of `protocol Entity: Identifiable`), where the registry's protocol lists no members.
  static let standardRequirements: [String: Set<String>] = [
    "Identifiable": ["id"], "CustomStringConvertible": ["description"],
    "CustomDebugStringConvertible": ["debugDescription"], "RawRepresentable": ["rawValue"],
    "Hashable": ["hashValue", "hash"], "IteratorProtocol": ["next"], "Sequence": ["makeIterator"],
    "LosslessStringConvertible": ["description"],
  ]

  /// The type an integer literal takes as the base of a member: `Double` when `Int` lacks the
  /// member and `Double` has it (`3.squareRoot()`, `10.truncatingRemainder(dividingBy: 3)`), as
  /// swiftc's solver falls back to a literal's other default type (checked with swiftc 6.3: it
  /// is `Double` even where a `Float` is expected); nil, so `Int`, otherwise.
  func literalBaseType(_ base: Expr, _ name: String) -> SwiftType? {
    guard case .integerLiteral = base.kind, !hasMember(.int, name), hasMember(.double, name) else { return nil }
    return .double
  }

  /// Whether a registry type (or one the program extends) has the instance member, through its
  /// ancestry and the program's extensions; answered once a pair in pass 2 (``knownNativeMembers``).
  func nativeHasMember(_ typeName: String, _ name: String) -> Bool {
    let key = NativeMemberKey(typeName: typeName, name: name)
    if let known = knownNativeMembers?[key] { return known }
    let found = walkNativeMembers(typeName, name)
    knownNativeMembers?[key] = found
    return found
  }

  private func walkNativeMembers(_ typeName: String, _ name: String) -> Bool {
    var pending = [typeName]
    var seen: Set<String> = []
    while let current = pending.popLast() {
      guard seen.insert(current).inserted else { continue }
      if program.extensions[current]?.declaresInstanceMember(name) == true { return true }
      if let type = registry.type(named: current) {
        if type.properties[name] != nil || type.methods[name] != nil { return true }
        pending += type.conformances
        if let superclass = type.superclass { pending.append(superclass) }
      }
      pending += program.extensionConformances[current] ?? []
    }
    return false
  }

  func hasStaticMember(_ type: SwiftType, _ name: String) -> Bool {
    switch type {
    case .user(let userType, _):
      // The synthesized `allCases` of a `CaseIterable` enum (Interpreter+Methods makes it).
      if name == "allCases", userType.isEnum, userType.conforms(to: "CaseIterable") { return true }
      for ancestor in userType.classChain {
        if ancestor.members.declaresStaticMember(name) || ancestor.caseIndex[name] != nil
          || ancestor.nestedTypes[name] != nil || ancestor.staticRequirements.contains(name)
        {
          return true
        }
      }
      for conformance in allConformances(of: userType) {
        if case .user(let proto) = conformance,
          proto.members.declaresStaticMember(name) || proto.staticRequirements.contains(name)
        {
          return true
        }
        if case .native(let proto) = conformance {
          if program.extensions[proto.name]?.declaresStaticMember(name) == true { return true }
          if proto.staticMethods[name] != nil || proto.staticProperties[name] != nil { return true }
        }
      }
      return false
    case .native(let native, _):
      if native.staticProperties[name] != nil || native.staticMethods[name] != nil || native.caseIndex(named: name) != nil {
        return true
      }
      return program.extensions[native.name]?.declaresStaticMember(name) == true
    default:
      return program.extensions[Compiler.extensionKeyName(type)]?.declaresStaticMember(name) == true
    }
  }

  /// The static type of `base.name`, when it can be known.
  func memberType(of base: SwiftType, _ name: String) -> SwiftType {
    // `shapes.first` of `[any Shape]` is an `(any Shape)?`: what is called on it is chosen by
    // that static type (a protocol extension's method), as on `shapes[0]`.
    if name == "first" || name == "last" {
      if let element = Compiler.knownElement(of: base) { return .optional(element) }
      if case .dictionary(let key, let value) = base, !key.isUnknown, !value.isUnknown {
        return .optional(.tuple([key, value], labels: ["key", "value"]))
      }
    }
    // `prices.lazy` of a `[Double]`: a view whose elements stay known (`.reduce(0, +)` is `0.0`).
    if name == "lazy", Self.knownElement(of: base) != nil, let lazy = registry.type(named: "LazySequence") {
      return .native(lazy, arguments: [base])
    }
    switch base {
    case .user(let type, _):
      if let index = type.field(named: name) {
        let property = type.storedProperties[index]
        if property.wrapper != nil { return wrappedType(of: property) }
        return property.type
      }
      for ancestor in type.classChain {
        if let computed = ancestor.members.computed[name] { return computed.type }
        if let method = ancestor.members.methods[name]?.first { return functionType(of: method) }
      }
      if name == "rawValue", let raw = type.rawType { return raw }
      // In a protocol's extension, `items` of `var items: [Item] { get set }`.
      if type.isProtocol, let declared = type.requirementTypes[name], declared.mentionsGeneric(from: context.genericNames) {
        return declared
      }
      for conformance in allConformances(of: type) {
        if case .native(let proto) = conformance, let found = nativeMemberType(proto.name, name) { return found }
      }
      return .unknown
    case .tuple(let elements, let labels):
      if let index = Int(name), index < elements.count { return elements[index] }
      if let index = labels.firstIndex(of: name) { return elements[index] }
      return .unknown
    case .native(let native, _):
      return nativeMemberType(native.name, name) ?? .unknown
    case .opaque(let constraint):
      return memberType(of: constraint, name)
    case .unknown, .generic:
      return .unknown
    default:
      return nativeMemberType(Compiler.extensionKeyName(base), name) ?? .unknown
    }
  }

  private func nativeMemberType(_ typeName: String, _ name: String) -> SwiftType? {
    if let computed = program.extensions[typeName]?.computed[name] { return computed.type }
    guard let type = registry.type(named: typeName) else { return nil }
    if let property = type.properties[name], let syntax = property.type {
      return resolveType(syntax, in: .native(type, arguments: []), reportUnknown: false)
    }
    // A registry class's superclass holds the members it inherits (a subclass's property
    // declared on its superclass): without it, an implicit member (`.someCase`) assigned to it
    // had no type to be read in.
    for ancestor in (type.superclass.map { [$0] } ?? []) + type.conformances {
      if let found = nativeMemberType(ancestor, name) { return found }
    }
    return nil
  }

  /// The type a wrapped property reads as (`@Clamped var count = 0` reads as `Int`).
  func wrappedType(of property: StoredProperty) -> SwiftType {
    property.type
  }

  /// The return type of a registry function, as written in its signature, with its own generic
  /// parameters as `bindings` fix them (what a closure argument returns) and unknown otherwise:
  /// `map<T>`'s `[T]` is never shown as `Array<T>`.
  func nativeReturnType(_ function: NativeFunction, receiver: SwiftType?, bindings: [String: SwiftType] = [:]) -> SwiftType {
    guard let syntax = function.signature.returnType else { return .void }
    if case .named("Self", _) = syntax.kind, let receiver { return receiver }
    // `a.lazy`, `a.reversed()`: a view of the receiver itself, whose elements stay known.
    if case .named(let view, let arguments) = syntax.kind, Self.viewsOfSelf.contains(view), arguments.count == 1,
      case .named("Self", _) = arguments[0].kind, let receiver, Self.knownElement(of: receiver) != nil,
      let native = registry.type(named: view)
    {
      return .native(native, arguments: [receiver])
    }
    if let element = Self.knownElement(of: receiver) {
      if let type = Self.elementResult(syntax, element) { return type }
      if case .named("ArraySlice", let arguments) = syntax.kind, arguments.count == 1,
        case .named("Element", _) = arguments[0].kind, let slice = arraySlice(of: element)
      {
        return slice
      }
    }
    let saved = context.genericNames
    let own = function.signature.genericParameters
    context.genericNames.formUnion(own)
    defer { context.genericNames = saved }
    let resolved = resolveType(syntax, in: receiver.flatMap { $0.nativeType.map { .native($0, arguments: []) } },
      reportUnknown: false)
    if case .generic(let name) = resolved { return bindings[name] ?? .unknown }
    guard !own.isEmpty, resolved.mentionsGeneric(from: Set(own)) else { return resolved }
    var erased = Dictionary(uniqueKeysWithValues: own.map { ($0, SwiftType.unknown) })
    erased.merge(bindings) { _, bound in bound }
    return resolved.replacingGenerics(erased)
  }
}

extension Compiler {
  /// The return type several registry overloads share, or unknown when they differ.
  func commonReturnType(_ natives: [NativeFunction], _ receiver: SwiftType) -> SwiftType {
    let types = natives.map { nativeReturnType($0, receiver: receiver) }
    guard let first = types.first, types.allSatisfy({ $0.isSame(as: first) }) else { return .unknown }
    return first
  }

  /// Registry types that view the collection they are made from, named with it (`LazySequence<Self>`).
  static let viewsOfSelf: Set<String> = [
    "LazySequence", "ReversedCollection", "EnumeratedSequence", "LazyFilterSequence", "FlattenSequence",
  ]

  /// The element type of a receiver here: a string's Unicode scalars too, which the registry
  /// names, and what `Compiler.knownElement(of:)` knows.
  func knownElement(of receiver: SwiftType?) -> SwiftType? {
    if case .native(let native, _)? = receiver, Self.scalarViews.contains(native.name) {
      return registry.type(named: "Unicode.Scalar").map { .native($0, arguments: []) }
    }
    return Self.knownElement(of: receiver)
  }

  /// The element type an array, a set, an array slice or a string is known to hold.
  static func knownElement(of receiver: SwiftType?) -> SwiftType? {
    switch receiver {
    case .array(let element)?, .set(let element)?: return element.isUnknown ? nil : element
    case .native(let native, let arguments)? where native.name == "ArraySlice" && arguments.count == 1:
      return arguments[0].isUnknown ? nil : arguments[0]
    // `reduce(0, +)` in `extension Collection where Element: Numeric`: its `Element`.
    case .native(let native, let arguments)? where elementProtocols.contains(native.name) && arguments.count == 1:
      return arguments[0].isUnknown ? nil : arguments[0]
    // `prices.enumerated()`: `(offset: Int, element: Double)` pairs.
    case .native(let native, let arguments)? where native.name == "EnumeratedSequence" && arguments.count == 1:
      return knownElement(of: arguments[0]).map { .tuple([.int, $0], labels: ["offset", "element"]) }
    // `zip(names, prices)`: pairs of their elements.
    case .native(let native, let arguments)? where native.name == "Zip2Sequence" && arguments.count == 2:
      guard let first = knownElement(of: arguments[0]), let second = knownElement(of: arguments[1]) else { return nil }
      return .tuple([first, second], labels: [nil, nil])
    // `weeks.joined()` of a `[[Double]]`: the elements of its elements.
    case .native(let native, let arguments)? where native.name == "FlattenSequence" && arguments.count == 1:
      return knownElement(of: knownElement(of: arguments[0]))
    // `prices.lazy.map { $0 * 2 }`: what the closure gives.
    case .native(let native, let arguments)? where native.name == "LazyMapSequence" && arguments.count == 2:
      return arguments[1].isUnknown || arguments[1].mentionsUnknown ? nil : arguments[1]
    // `prices.lazy`, `prices.reversed()`: the elements of the collection it views.
    case .native(let native, let arguments)? where viewsOfSelf.contains(native.name) && arguments.count == 1:
      return knownElement(of: arguments[0])
    // `word.sorted()` is a `[Character]`, not an array of unknown elements.
    case .string?: return .character
    case .native(let native, _)? where native.name == "Substring": return .character
    default: return nil
    }
  }

  /// The views of a string's or a character's Unicode scalars.
  static let scalarViews: Set<String> = ["String.UnicodeScalarView", "Character.UnicodeScalarView"]

  /// `ArraySlice<Element>` of a known element: what `xs[1...]` and `xs.dropFirst()` are.
  func arraySlice(of element: SwiftType) -> SwiftType? {
    registry.type(named: "ArraySlice").map { .native($0, arguments: [element]) }
  }

  /// `d.keys` and `d.values` of a dictionary of known types: the key or the value type.
  static func dictionaryViewElement(_ base: SwiftType, _ name: String) -> SwiftType? {
    guard case .dictionary(let key, let value) = base else { return nil }
    let element = name == "keys" ? key : name == "values" ? value : SwiftType.unknown
    return element.isUnknown ? nil : element
  }

  /// A registry type's methods of that name, its own or those of what it conforms to or inherits.
  func nativeMethods(_ typeName: String, _ name: String) -> [NativeFunction]? {
    var pending = [typeName]
    var seen: Set<String> = []
    while !pending.isEmpty {
      let current = pending.removeFirst()
      guard seen.insert(current).inserted, let type = registry.type(named: current) else { continue }
      if let methods = type.methods[name] { return methods }
      pending += type.conformances
      if let superclass = type.superclass { pending.append(superclass) }
    }
    return nil
  }

  /// `items.map(\.price)` over `[Item]`: an array of the member's type, which the registry's
  /// `[T]` does not name (so `items.map(\.price).reduce(0, +)` starts from a `Double`).
  func keyPathMapResult(_ receiver: SwiftType, _ name: String, _ arguments: [ArgumentSyntax]) -> SwiftType? {
    guard name == "map", arguments.count == 1, case .keyPath(nil, let components) = arguments[0].expression.kind,
      !components.isEmpty, let element = Self.pairedElement(of: receiver)
    else { return nil }
    let member = components.reduce(element) { type, name in type.isUnknown ? type : memberType(of: type, name) }
    return member.isUnknown ? nil : .array(member)
  }

  /// A result written with the receiver's `Element` (`[Element]` of `filter`, `Element?` of
  /// `first`, `sorted()`'s `[Element]`), of the element the receiver holds: `prices.filter { … }`
  /// over `[Double]` is a `[Double]`, so a literal joined with it is a `Double`, as in swiftc.
  static func elementResult(_ syntax: TypeSyntax, _ element: SwiftType) -> SwiftType? {
    switch syntax.kind {
    case .named("Element", let arguments) where arguments.isEmpty: return element
    case .optional(let inner): return elementResult(inner, element).map { .optional($0) }
    case .array(let inner): return elementResult(inner, element).map { .array($0) }
    default: return nil
    }
  }
}

/// A registry type's name and a member name: what `nativeHasMember` answers.
struct NativeMemberKey: Hashable {
  var typeName: String
  var name: String
}
