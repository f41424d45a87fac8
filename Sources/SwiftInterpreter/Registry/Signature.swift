import SwiftReader
import Transcript

/// A native function's Swift declaration, read by the project's own reader.
///
/// Written as Swift (`func sorted(by areInIncreasingOrder: (Element, Element) throws -> Bool)
/// rethrows -> [Element]`), so the registry can print itself as a stub that swiftc type-checks, and
/// calls are matched to parameters by Swift's own rules of labels and defaults.
public struct Signature {
  public enum Kind: Sendable { case function, initializer, subscriptMember }

  /// The parts, read once and shared: a call copies a signature into its `NativeCall`, and a
  /// copy is then one reference, not a dozen arrays and strings.
  private final class Storage {
    let kind: Kind
    let name: String
    let isStatic: Bool
    let isMutating: Bool
    let isAsync: Bool
    let isThrowing: Bool
    let isFailable: Bool
    let genericParameters: [String]
    let parameters: [Parameter]
    let returnType: TypeSyntax?
    let attributes: [String]
    let text: String
    /// The parameters as the argument matcher sees them, made once.
    let shapes: [ArgumentMatcher.ParameterShape]

    init(
      kind: Kind, name: String, isStatic: Bool, isMutating: Bool, isAsync: Bool, isThrowing: Bool,
      isFailable: Bool, genericParameters: [String], parameters: [Parameter], returnType: TypeSyntax?,
      attributes: [String], text: String
    ) {
      self.kind = kind
      self.name = name
      self.isStatic = isStatic
      self.isMutating = isMutating
      self.isAsync = isAsync
      self.isThrowing = isThrowing
      self.isFailable = isFailable
      self.genericParameters = genericParameters
      self.parameters = parameters
      self.returnType = returnType
      self.attributes = attributes
      self.text = text
      self.shapes = parameters.map {
        ArgumentMatcher.ParameterShape(
          label: $0.label, hasDefault: $0.defaultValue != nil, isVariadic: $0.isVariadic,
          takesClosure: $0.takesClosure)
      }
    }
  }

  private let storage: Storage

  public var kind: Kind { storage.kind }
  /// The base name: `sorted`, `init`, `subscript`.
  public var name: String { storage.name }
  public var isStatic: Bool { storage.isStatic }
  public var isMutating: Bool { storage.isMutating }
  public var isAsync: Bool { storage.isAsync }
  public var isThrowing: Bool { storage.isThrowing }
  public var isFailable: Bool { storage.isFailable }
  public var genericParameters: [String] { storage.genericParameters }
  public var parameters: [Parameter] { storage.parameters }
  public var returnType: TypeSyntax? { storage.returnType }
  public var attributes: [String] { storage.attributes }
  /// The declaration as written in the registry.
  public var text: String { storage.text }
  /// The parameters' labels, defaults, variadics and closures, for matching calls.
  var shapes: [ArgumentMatcher.ParameterShape] { storage.shapes }
  /// The same for every copy of one declaration: a key for what is worked out per declaration.
  var identity: ObjectIdentifier { ObjectIdentifier(storage) }

  init(
    kind: Kind, name: String, isStatic: Bool, isMutating: Bool, isAsync: Bool, isThrowing: Bool,
    isFailable: Bool, genericParameters: [String], parameters: [Parameter], returnType: TypeSyntax?,
    attributes: [String], text: String
  ) {
    storage = Storage(
      kind: kind, name: name, isStatic: isStatic, isMutating: isMutating, isAsync: isAsync,
      isThrowing: isThrowing, isFailable: isFailable, genericParameters: genericParameters,
      parameters: parameters, returnType: returnType, attributes: attributes, text: text)
  }

  /// The name with its argument labels, as Swift's documentation writes it: `sorted(by:)`.
  public var compoundName: String {
    let labels = parameters.map { ($0.label ?? "_") + ":" }.joined()
    return "\(name)(\(labels))"
  }

  /// Reads a declaration; a malformed one is a fault of the registry, found by its tests.
  static func parse(_ text: String, owner: String) -> Signature {
    let decl = readMember(text)
    switch decl.kind {
    case .function(let function):
      return Signature(
        kind: .function, name: function.name, isStatic: isStatic(function.modifiers),
        isMutating: function.modifiers.contains { $0.name == "mutating" },
        isAsync: function.isAsync, isThrowing: function.isThrowing, isFailable: false,
        genericParameters: function.genericParameters.map(\.name), parameters: function.parameters,
        returnType: function.returnType, attributes: function.attributes.map(\.name), text: text)
    case .initializer(let initializer):
      return Signature(
        kind: .initializer, name: "init", isStatic: false, isMutating: false,
        isAsync: initializer.isAsync, isThrowing: initializer.isThrowing,
        isFailable: initializer.isFailable, genericParameters: [],
        parameters: initializer.parameters, returnType: nil,
        attributes: initializer.attributes.map(\.name), text: text)
    case .subscriptDecl(let function):
      return Signature(
        kind: .subscriptMember, name: "subscript", isStatic: isStatic(function.modifiers),
        isMutating: false, isAsync: false, isThrowing: false, isFailable: false,
        genericParameters: function.genericParameters.map(\.name), parameters: function.parameters,
        returnType: function.returnType, attributes: [], text: text)
    default:
      preconditionFailure("registry signature of '\(owner)' is not a function: \(text)")
    }
  }

  /// `var count: Int { get }`, `static var standard: UserDefaults { get }`.
  static func parseProperty(_ text: String) -> (name: String, type: TypeSyntax?, isStatic: Bool) {
    let decl = readMember(text)
    guard case .variable(let variable) = decl.kind, let binding = variable.bindings.first,
      case .identifier(let name) = binding.pattern.kind
    else { preconditionFailure("registry property is not a property: \(text)") }
    return (name, binding.type, isStatic(variable.modifiers))
  }

  private static func readMember(_ text: String) -> Decl {
    let source = "protocol Registry {\n\(text)\n}"
    do {
      let file = try SwiftReader.readOnCurrentThread(name: "Registry.swift", text: source)
      guard case .type(let type)? = file.declarations.first?.kind, let member = type.members.first
      else { preconditionFailure("registry declaration reads as nothing: \(text)") }
      return member
    } catch {
      preconditionFailure("registry declaration does not read: \(text): \(error)")
    }
  }

  private static func isStatic(_ modifiers: [DeclModifier]) -> Bool {
    modifiers.contains { $0.name == "static" || $0.name == "class" }
  }
}

extension Parameter {
  /// Whether the parameter's type is a function type (it takes a closure).
  var takesClosure: Bool { type.functionShape != nil }

  /// The result builder named by an attribute on the parameter's type (`@ListBuilder`).
  var builderAttribute: String? { type.attributeNames.first { $0.hasSuffix("Builder") } }

  var isInout: Bool {
    if case .inoutType = type.kind { return true }
    return false
  }
}

extension TypeSyntax {
  /// The attribute names written before the type: `@escaping`, `@ListBuilder`.
  var attributeNames: [String] {
    if case .attributed(let attributes, let inner) = kind {
      return attributes.map(\.name) + inner.attributeNames
    }
    return []
  }

  /// Whether a closure passed to a parameter of this type may outlive the call: `@escaping`,
  /// or an optional function type, which is escaping without the word (The Swift Programming
  /// Language, "Escaping Closures"); `@_implicitSelfCapture` (`Task`'s) asks for no `self.`.
  var escapesClosure: Bool {
    switch kind {
    case .attributed(let attributes, let inner):
      if attributes.contains(where: { $0.name == "_implicitSelfCapture" }) { return false }
      return attributes.contains { $0.name == "escaping" } || inner.escapesClosure
    case .optional(let inner), .implicitlyUnwrapped(let inner): return inner.functionShape != nil
    case .tuple(let elements) where elements.count == 1: return elements[0].type.escapesClosure
    default: return false
    }
  }

  /// The parameters of a function type, seen through attributes, parentheses and optionals.
  var functionShape: (parameters: [TypeSyntax], isAsync: Bool)? {
    switch kind {
    case .function(let parameters, let isAsync, _, _): return (parameters, isAsync)
    case .attributed(_, let inner), .optional(let inner), .implicitlyUnwrapped(let inner):
      return inner.functionShape
    case .tuple(let elements) where elements.count == 1: return elements[0].type.functionShape
    default: return nil
    }
  }
}
