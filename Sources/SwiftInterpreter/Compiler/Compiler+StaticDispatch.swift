import SwiftReader
import Transcript

/// Members Swift chooses from the static type rather than the value: what a protocol's
/// extension declares without the protocol requiring it is dispatched statically on a value
/// known only as the protocol (an existential, or a generic parameter constrained by it), and
/// a class that gets a method from a protocol's extension keeps that one for its subclasses
/// (a subclass's method of the same name does not override it).
///
/// Follows "Protocol Extensions" in The Swift Programming Language (requirements dispatch
/// through the conformance; extension-only members are resolved at compile time).
extension Compiler {
  /// The program's protocols a static type is known by: the protocol itself (an existential),
  /// or the constraints of a generic parameter (`T: Animal`, `T: A & B`).
  func constraintProtocols(of type: SwiftType) -> [UserType] {
    switch type.wrapped {
    case .user(let proto, _) where proto.isProtocol:
      return [proto]
    case .opaque(let constraint):
      return constraintProtocols(of: constraint)
    case .generic(let name):
      var scope: FunctionContext? = context
      while let current = scope {
        if let syntax = current.code.genericConstraints[name] { return protocols(in: syntax) }
        scope = current.parent
      }
      var owner = context.selfType?.instanceType.userType
      while let type = owner {
        if let parameter = type.genericParameters.first(where: { $0.name == name }) {
          return parameter.constraint.map { protocols(in: $0) } ?? []
        }
        owner = type.outer
      }
      return []
    default:
      return []
    }
  }

  private func protocols(in syntax: TypeSyntax) -> [UserType] {
    let parts = compositionParts(syntax)
    if parts.count > 1 { return parts.flatMap { protocols(in: $0) } }
    if case .user(let proto, _) = resolveType(syntax, in: context.selfType, reportUnknown: false), proto.isProtocol {
      return [proto]
    }
    return []
  }

  /// A protocol and the protocols it inherits from, nearest first.
  private func protocolFamily(_ protocols: [UserType]) -> [UserType] {
    var result: [UserType] = []
    var pending = protocols
    while !pending.isEmpty {
      let next = pending.removeFirst()
      guard !result.contains(where: { $0 === next }) else { continue }
      result.append(next)
      for case .user(let parent) in next.conformances where parent.isProtocol { pending.append(parent) }
    }
    return result
  }

  /// Where a statically dispatched member of this name is declared, for a value of this static
  /// type: a protocol extension's member the protocols do not require, or, for a class that
  /// declares no member of the name, the extension member its conformance uses.
  private func staticExtensionTable(_ type: SwiftType, _ name: String) -> MemberTable? {
    let family = protocolFamily(constraintProtocols(of: type))
    if !family.isEmpty {
      guard !family.contains(where: { $0.requirements.contains(name) }) else { return nil }
      return family.first { $0.members.declaresInstanceMember(name) }?.members
    }
    guard case .user(let classType, _) = type.wrapped, classType.isClass, classType.field(named: name) == nil,
      !classType.classChain.contains(where: { $0.members.declaresInstanceMember(name) })
    else { return nil }
    let conformed = classType.conformances.compactMap { reference -> UserType? in
      if case .user(let proto) = reference, proto.isProtocol { return proto }
      return nil
    }
    return protocolFamily(conformed).first { $0.members.declaresInstanceMember(name) }?.members
  }

  /// A method a protocol's extension declares, called statically on this static type.
  func protocolExtensionMethod(_ type: SwiftType, _ name: String) -> FunctionCode? {
    guard let methods = staticExtensionTable(type, name)?.methods[name], methods.count == 1 else { return nil }
    return methods[0]
  }

  /// Methods the program's extensions of a standard type's protocols declare (`Sequence`…).
  func conformanceExtensionMethods(_ typeName: String, _ name: String) -> [FunctionCode]? {
    var pending = registry.type(named: typeName)?.conformances ?? []
    var seen: Set<String> = []
    while !pending.isEmpty {
      let current = pending.removeFirst()
      guard seen.insert(current).inserted else { continue }
      if let methods = program.extensions[current]?.methods[name] { return methods }
      pending += registry.type(named: current)?.conformances ?? []
    }
    return nil
  }

  /// A computed property a protocol's extension declares, read statically on this static type.
  func protocolExtensionMember(_ type: SwiftType, _ name: String) -> ComputedProperty? {
    staticExtensionTable(type, name)?.computed[name]
  }

  /// `\.name` whose root is known statically (written, or the parameter of the function it is
  /// passed as): a protocol extension's property is then read statically too.
  func staticKeyPathGetter(root: SwiftType?, expected: SwiftType?, _ components: [String]) -> FunctionCode? {
    var rootType = root
    if rootType == nil, case .function(let parameters, _, _, _)? = expected, parameters.count == 1 {
      rootType = parameters[0]
    }
    guard let rootType, let first = components.first else { return nil }
    return protocolExtensionMember(rootType, first)?.getter
  }

  /// The protocols a value of this static type is known by, when `name` is one of their
  /// requirements: the call then goes through the conformance's witness.
  func requirementProtocols(_ type: SwiftType, _ name: String) -> [UserType]? {
    let family = protocolFamily(constraintProtocols(of: type))
    return family.contains(where: { $0.requirements.contains(name) }) ? family : nil
  }

  /// `Element` in a registry closure's parameters, for a receiver whose element type is known
  /// (`shapes.map { $0.summary() }` over `[S]`: `$0` is an `S`).
  /// A tuple whose every part is known, which a closure may take whole or in parts.
  static func isKnownTuple(_ type: SwiftType) -> Bool {
    guard case .tuple(let elements, _) = type else { return false }
    return !elements.isEmpty && !elements.contains(where: \.isUnknown)
  }

  func sequenceElement(named syntax: TypeSyntax, of receiver: SwiftType?, isDirect: Bool = false) -> SwiftType? {
    guard case .named("Element", let arguments) = syntax.kind, arguments.isEmpty else { return nil }
    switch receiver?.wrapped {
    // A tuple element is left open for a closure: it may take its parts as separate parameters.
    // An argument of the element type itself takes its labels (`scores.append(("a", 1))`).
    case .array(let element)?, .set(let element)?:
      if case .tuple = element { return isDirect || Self.isKnownTuple(element) ? element : nil }
      return element.isUnknown ? nil : element
    // `d.map { $0.value }`: a dictionary's element is its `(key:value:)` pair; a closure that
    // names two parameters takes its parts (see `compileClosure`).
    case .dictionary(let key, let value)? where !key.isUnknown && !value.isUnknown:
      return .tuple([key, value], labels: ["key", "value"])
    // `xs.enumerated().map { $0.element }`, `zip(a, b).map { $0 + $1 }`: their pairs, when known.
    case .native(let native, _)? where native.name == "EnumeratedSequence" || native.name == "Zip2Sequence":
      guard let pair = Compiler.knownElement(of: receiver?.wrapped), Self.isKnownTuple(pair) else { return nil }
      return pair
    // `prices.lazy.map { $0 * 2 }`, `prices.reversed().map { … }`: the elements they view.
    case .native(let native, _)? where Self.viewsOfSelf.contains(native.name) || native.name == "LazyMapSequence":
      guard let element = Compiler.knownElement(of: receiver?.wrapped) else { return nil }
      if case .tuple = element { return isDirect || Self.isKnownTuple(element) ? element : nil }
      return element
    case .native(let native, let arguments)? where native.name == "ArraySlice" && arguments.count == 1:
      if case .tuple = arguments[0] { return isDirect ? arguments[0] : nil }
      return arguments[0].isUnknown ? nil : arguments[0]
    // `word.map { Int($0.asciiValue! + 1) }`: a string's elements are characters, so the
    // literal beside a member of one takes that member's type (it was typed by `Int.init`'s
    // first overload, a `Double`, and the sum was refused).
    // Not through an optional: `Optional("12").map { Int($0) }` is `Optional`'s own `map`.
    case .string? where !(receiver?.isOptional ?? false): return .character
    case .native(let native, _)? where native.name == "Substring" && !(receiver?.isOptional ?? false): return .character
    // `word.unicodeScalars.contains("h")`: the literal is a scalar, not a string.
    case .native(let native, _)? where Compiler.scalarViews.contains(native.name) && !(receiver?.isOptional ?? false):
      return registry.type(named: "Unicode.Scalar").map { .native($0, arguments: []) }
    default: return nil
    }
  }

  /// `items.map(\.name)`: a key path passed to a collection's method reads its element, so
  /// the element's static type is its root.
  func keyPathHints(_ syntax: [ArgumentSyntax], elementOf type: SwiftType, into hints: inout [ParameterHint?]) {
    let element: SwiftType
    switch type.wrapped {
    case .array(let inner), .set(let inner): element = inner
    case .native(let native, let arguments) where native.name == "ArraySlice" && arguments.count == 1: element = arguments[0]
    default: return
    }
    for (index, argument) in syntax.enumerated() where index < hints.count {
      guard case .keyPath(nil, _) = argument.expression.kind, !element.isUnknown else { continue }
      // A parameter declared as a key path (`by kp: KeyPath<Element, V>`) keeps the key path.
      if let declared = hints[index]?.type {
        if case .function = declared {} else if !declared.isUnknown { continue }
      }
      hints[index] = ParameterHint(type: .function(parameters: [element], result: .unknown, isAsync: false, isThrowing: false))
    }
  }
}
