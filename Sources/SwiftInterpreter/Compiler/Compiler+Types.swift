import SwiftReader
import Transcript

/// Resolving types as written to `SwiftType`s.
extension Compiler {
  /// The type a `TypeSyntax` names, seen from inside `outer` (for nested names and `Self`).
  ///
  /// An unknown name is `cannot find type 'X' in scope`, or, for a name of Apple's
  /// frameworks the registry lacks, `lesson-runner does not model 'X'`.
  func resolveType(_ syntax: TypeSyntax, in outer: SwiftType?, reportUnknown: Bool = true) -> SwiftType {
    switch syntax.kind {
    case .named(let name, let arguments):
      let resolvedArguments = arguments.map { resolveType($0, in: outer, reportUnknown: reportUnknown) }
      if let type = namedType(name, arguments: resolvedArguments, in: outer) {
        if reportUnknown, name == "Set" || name == "Dictionary", let key = resolvedArguments.first {
          requireHashable(key, container: nil, at: syntax.range.start)
        }
        return type
      }
      if reportUnknown && !insideUnmodelledConformance(outer) { reportUnknownType(name, at: syntax.range.start) }
      return .unknown
    case .member(let base, let name, let arguments):
      // `Swift.String`, `main.Item`: a type named through its module.
      if case .named(let module, let moduleArguments) = base.kind, moduleArguments.isEmpty,
        module == "Swift" || module == program.configuration.moduleName,
        namedType(module, arguments: [], in: outer) == nil
      {
        return resolveType(TypeSyntax(.named(name, genericArguments: arguments), range: syntax.range), in: outer,
          reportUnknown: reportUnknown)
      }
      let resolvedArguments = arguments.map { resolveType($0, in: outer, reportUnknown: reportUnknown) }
      // `Unicode.Scalar`: a registry type named in a namespace that is no type here.
      if case .named(let space, let spaceArguments) = base.kind, spaceArguments.isEmpty,
        namedType(space, arguments: [], in: outer) == nil, let native = registry.type(named: "\(space).\(name)")
      {
        return .native(native, arguments: resolvedArguments)
      }
      let baseType = resolveType(base, in: outer, reportUnknown: reportUnknown)
      if let type = memberType(name, of: baseType, arguments: resolvedArguments) { return type }
      if reportUnknown && !baseType.isUnknown {
        reportUnknownType("\(baseType.name).\(name)", at: syntax.range.start)
      }
      return .unknown
    case .optional(let inner), .implicitlyUnwrapped(let inner):
      return .optional(resolveType(inner, in: outer, reportUnknown: reportUnknown))
    case .array(let element):
      return .array(resolveType(element, in: outer, reportUnknown: reportUnknown))
    case .dictionary(let key, let value):
      let keyType = resolveType(key, in: outer, reportUnknown: reportUnknown)
      if reportUnknown { requireHashable(keyType, container: nil, at: syntax.range.start) }
      return .dictionary(keyType, resolveType(value, in: outer, reportUnknown: reportUnknown))
    case .tuple(let elements):
      if elements.isEmpty { return .void }
      if elements.count == 1 && elements[0].label == nil {
        return resolveType(elements[0].type, in: outer, reportUnknown: reportUnknown)
      }
      return .tuple(
        elements.map { resolveType($0.type, in: outer, reportUnknown: reportUnknown) },
        labels: elements.map(\.label))
    case .function(let parameters, let isAsync, let isThrowing, let result):
      return .function(
        parameters: parameters.map { resolveType($0, in: outer, reportUnknown: reportUnknown) },
        result: resolveType(result, in: outer, reportUnknown: reportUnknown), isAsync: isAsync,
        isThrowing: isThrowing)
    case .opaque(let constraint):
      return .opaque(resolveType(constraint, in: outer, reportUnknown: reportUnknown))
    case .existential(let inner):
      return resolveType(inner, in: outer, reportUnknown: reportUnknown)
    case .composition(let parts):
      return parts.first.map { resolveType($0, in: outer, reportUnknown: reportUnknown) } ?? .any
    case .metatype(let inner, _):
      return .metatype(resolveType(inner, in: outer, reportUnknown: reportUnknown))
    case .attributed(_, let inner), .inoutType(let inner):
      return resolveType(inner, in: outer, reportUnknown: reportUnknown)
    }
  }

  /// Whether the type being compiled (or one around it) conforms to a framework protocol the
  /// registry lacks: a name unknown there may be that protocol's (`Context` in a
  /// `UIViewRepresentable`), so it is not blamed as a misspelling.
  private func insideUnmodelledConformance(_ outer: SwiftType?) -> Bool {
    var scope = outer?.userType ?? context.selfType?.userType ?? context.typeScope?.userType
    while let type = scope {
      if type.unmodelledConformance != nil { return true }
      scope = type.outer
    }
    return false
  }

  /// A framework's type the registry lacks is not an error by itself: a type makes no value,
  /// and whatever would make one (`AVAudioPlayer(…)`, `.shared`) is refused when it runs.
  /// Standard library types the registry lacks whose values a program makes without calling
  /// anything the registry would refuse: from literals (`KeyValuePairs`, `ContiguousArray`) or
  /// by implicit conversion (any Hashable value where an `AnyHashable` is expected). Apple's
  /// Swift standard library reference; each checked absent with `interpret` on 2026-12-02.
  /// Other lacking types make no value by themselves (`var g: SystemRandomNumberGenerator`).
  static let unmodelledValueTypes: Set<String> = ["AnyHashable", "KeyValuePairs", "ContiguousArray"]

  private func reportUnknownType(_ name: String, at location: SourceLocation) {
    // Values typed by such a type (`let xs: [AnyHashable] = [1, "a"]`) would be guesses: refused
    // where it is written.
    if Compiler.unmodelledValueTypes.contains(name) {
      program.addNotModelled(.error("lesson-runner does not model '\(name)'", at: location))
      return
    }
    if program.configuration.platform.isFrameworkName(name) { return }
    error("cannot find type '\(name)' in scope", at: location)
  }

  /// A simple name: a generic parameter, a nested or top-level type of the program, an alias,
  /// a standard type, or a registry type.
  func namedType(_ name: String, arguments: [SwiftType], in outer: SwiftType?) -> SwiftType? {
    if context.genericNames.contains(name) { return .generic(name) }
    if name == "Self" {
      if let selfType = context.selfType ?? outer { return selfType }
    }
    // Nested types and aliases, from the innermost type outwards.
    var scope = outer?.userType ?? context.selfType?.userType ?? context.typeScope?.userType
    while let type = scope {
      if type.genericParameters.contains(where: { $0.name == name }) { return .generic(name) }
      if type.associatedTypeNames.contains(name) { return .generic(name) }
      if let nested = type.nestedTypes[name] { return .user(nested, arguments: arguments) }
      if let alias = type.typeAliases[name] {
        return resolveAlias(alias, parameters: type.typeAliasParameters[name] ?? [], arguments: arguments, in: type.asType)
      }
      for case .native(let proto) in type.conformances {
        if let named = proto.associatedTypes[name], let native = registry.type(named: named) {
          return .native(native, arguments: arguments)
        }
      }
      scope = type.outer
    }
    if let nested = extensionNestedType(name, in: outer ?? context.selfType ?? context.typeScope) {
      return .user(nested, arguments: arguments)
    }
    if let placeholder = standardPlaceholder(name, in: context.selfType ?? context.typeScope) { return placeholder }
    if let type = program.types[name] { return .user(type, arguments: arguments) }
    if let alias = program.typeAliases[name] {
      return resolveAlias(alias, parameters: program.typeAliasParameters[name] ?? [], arguments: arguments, in: nil)
    }
    if let standard = standardType(name, arguments: arguments) { return standard }
    if let native = registry.type(named: name) { return .native(native, arguments: arguments) }
    return nil
  }

  /// `A.B`: a nested type of the program, or a registry type with a dotted name.
  func memberType(_ name: String, of base: SwiftType, arguments: [SwiftType]) -> SwiftType? {
    switch base {
    case .generic(let parameter):
      return .generic("\(parameter).\(name)")  // `C.Item`: known only as the argument's own
    case .user(let type, _):
      if let nested = type.nestedTypes[name] { return .user(nested, arguments: arguments) }
      if let alias = type.typeAliases[name] {
        return resolveAlias(alias, parameters: type.typeAliasParameters[name] ?? [], arguments: arguments, in: base)
      }
      return nil
    case .native(let type, _):
      if let nested = extensionNestedType(name, in: base) { return .user(nested, arguments: arguments) }
      if name == "Magnitude", let magnitude = Compiler.integerMagnitude(type.name) { return magnitude }
      return registry.type(named: "\(type.name).\(name)").map { .native($0, arguments: arguments) }
    default:
      if let nested = extensionNestedType(name, in: base) { return .user(nested, arguments: arguments) }
      if let native = registry.type(named: "\(base.name).\(name)") { return .native(native, arguments: arguments) }
      return nil
    }
  }

  /// The standard library's types that values of their own represent.
  func standardType(_ name: String, arguments: [SwiftType]) -> SwiftType? {
    func argument(_ index: Int) -> SwiftType { arguments.indices.contains(index) ? arguments[index] : .unknown }
    switch name {
    case "Int": return .int
    case "Double", "TimeInterval", "Float64": return .double
    case "Bool": return .bool
    case "String": return .string
    case "Character": return .character
    case "Void": return .void
    case "Never": return .never
    case "Any": return .any
    case "AnyObject": return .anyObject
    case "Float", "Float32": return .number(.float)
    case "CGFloat": return .number(.cgFloat)
    case "Int8": return .number(.int8)
    case "Int16": return .number(.int16)
    case "Int32": return .number(.int32)
    case "Int64": return .number(.int64)
    case "UInt8": return .number(.uint8)
    case "UInt16": return .number(.uint16)
    case "UInt32": return .number(.uint32)
    case "UInt64": return .number(.uint64)
    case "UInt": return .number(.uint)
    case "Optional": return .optional(argument(0))
    case "Array": return .array(argument(0))
    case "Set": return .set(argument(0))
    case "Dictionary": return .dictionary(argument(0), argument(1))
    case "Range": return .range(argument(0), isClosed: false)
    case "ClosedRange": return .range(argument(0), isClosed: true)
    // The standard library's own aliases of registry types.
    case "UnicodeScalar": return registry.type(named: "Unicode.Scalar").map { .native($0, arguments: []) }
    default: return nil
    }
  }
}
