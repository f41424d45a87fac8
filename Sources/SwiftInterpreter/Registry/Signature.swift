import SwiftReader
import Transcript

/// A native function's Swift declaration, read by the project's own reader.
///
/// Written as Swift (`func sorted(by areInIncreasingOrder: (Element, Element) throws -> Bool)
/// rethrows -> [Element]`), so the registry can print itself as a stub that swiftc type-checks, and
/// calls are matched to parameters by Swift's own rules of labels and defaults.
public struct Signature {
  public enum Kind: Sendable { case function, initializer, subscriptMember }

  /// What only a full reading of the declaration gives, read the first time it is asked for.
  private final class Parts {
    let isMutating: Bool
    let isAsync: Bool
    let isThrowing: Bool
    let isFailable: Bool
    let genericParameters: [String]
    /// Each generic parameter's written constraint (`V: Equatable` gives `V` → `Equatable`).
    var genericConstraints: [String: String] = [:]
    let parameters: [Parameter]
    let returnType: TypeSyntax?
    let attributes: [String]
    /// The parameters as the argument matcher sees them, made once.
    let shapes: [ArgumentMatcher.ParameterShape]

    init(
      isMutating: Bool, isAsync: Bool, isThrowing: Bool, isFailable: Bool,
      genericParameters: [String], parameters: [Parameter], returnType: TypeSyntax?, attributes: [String]
    ) {
      self.isMutating = isMutating
      self.isAsync = isAsync
      self.isThrowing = isThrowing
      self.isFailable = isFailable
      self.genericParameters = genericParameters
      self.parameters = parameters
      self.returnType = returnType
      self.attributes = attributes
      self.shapes = parameters.map {
        ArgumentMatcher.ParameterShape(
          label: $0.label, hasDefault: $0.defaultValue != nil, isVariadic: $0.isVariadic,
          takesClosure: $0.takesClosure)
      }
    }
  }

  /// The declaration, shared by every copy: a call copies a signature into its `NativeCall`,
  /// and a copy is then one reference, not a dozen arrays and strings.
  ///
  /// Its head (kind, name, `static`) is read when the registry is built, which files entries
  /// under it; the rest the first time it is asked for (``ReadOnce``).
  private final class Storage {
    let kind: Kind
    let name: String
    let isStatic: Bool
    let text: String
    let owner: String
    private let read = ReadOnce<Parts>()

    init(head: DeclarationHead, text: String, owner: String) {
      switch head.keyword {
      case .function: kind = .function
      case .initializer: kind = .initializer
      case .subscriptMember: kind = .subscriptMember
      case .variable: preconditionFailure("registry signature of '\(owner)' is not a function: \(text)")
      }
      name = head.name
      isStatic = head.isStatic
      self.text = text
      self.owner = owner
    }

    var parts: Parts { read.value { Signature.readParts(text, owner: owner) } }
  }

  private let storage: Storage

  public var kind: Kind { storage.kind }
  /// The base name: `sorted`, `init`, `subscript`.
  public var name: String { storage.name }
  public var isStatic: Bool { storage.isStatic }
  public var isMutating: Bool { storage.parts.isMutating }
  public var isAsync: Bool { storage.parts.isAsync }
  public var isThrowing: Bool { storage.parts.isThrowing }
  public var isFailable: Bool { storage.parts.isFailable }
  public var genericParameters: [String] { storage.parts.genericParameters }
  /// The written constraint of each constrained generic parameter (`V: Equatable`).
  public var genericConstraints: [String: String] { storage.parts.genericConstraints }
  public var parameters: [Parameter] { storage.parts.parameters }
  public var returnType: TypeSyntax? { storage.parts.returnType }
  public var attributes: [String] { storage.parts.attributes }
  /// The declaration as written in the registry.
  public var text: String { storage.text }
  /// The parameters' labels, defaults, variadics and closures, for matching calls.
  var shapes: [ArgumentMatcher.ParameterShape] { storage.parts.shapes }
  /// The same for every copy of one declaration: a key for what is worked out per declaration.
  var identity: ObjectIdentifier { ObjectIdentifier(storage) }

  private init(head: DeclarationHead, text: String, owner: String) {
    storage = Storage(head: head, text: text, owner: owner)
  }

  /// The name with its argument labels, as Swift's documentation writes it: `sorted(by:)`.
  public var compoundName: String {
    let labels = parameters.map { ($0.label ?? "_") + ":" }.joined()
    return "\(name)(\(labels))"
  }

  /// A declaration, its head read now and the rest when first asked for; a malformed one is a
  /// fault of the registry, found by its tests (which read every declaration in full).
  static func parse(_ text: String, owner: String) -> Signature {
    guard let head = DeclarationHead(text) else {
      preconditionFailure("registry signature of '\(owner)' does not read: \(text)")
    }
    return Signature(head: head, text: text, owner: owner)
  }

  /// Reads the declaration in full, checking that its head is the one it was filed under.
  private static func readParts(_ text: String, owner: String) -> Parts {
    let decl = readMember(text)
    let parts: Parts
    let name: String
    switch decl.kind {
    case .function(let function):
      name = function.name
      parts = Parts(
        isMutating: function.modifiers.contains { $0.name == "mutating" },
        isAsync: function.isAsync, isThrowing: function.isThrowing, isFailable: false,
        genericParameters: function.genericParameters.map(\.name), parameters: function.parameters,
        returnType: function.returnType, attributes: function.attributes.map(\.name))
      for parameter in function.genericParameters {
        if let constraint = parameter.constraint { parts.genericConstraints[parameter.name] = constraint.writtenName }
      }
    case .initializer(let initializer):
      name = "init"
      parts = Parts(
        isMutating: false, isAsync: initializer.isAsync, isThrowing: initializer.isThrowing,
        isFailable: initializer.isFailable, genericParameters: initializer.genericParameters.map(\.name),
        parameters: initializer.parameters,
        returnType: nil, attributes: initializer.attributes.map(\.name))
    case .subscriptDecl(let function):
      name = "subscript"
      parts = Parts(
        isMutating: false, isAsync: false, isThrowing: false, isFailable: false,
        genericParameters: function.genericParameters.map(\.name), parameters: function.parameters,
        returnType: function.returnType, attributes: [])
    default:
      preconditionFailure("registry signature of '\(owner)' is not a function: \(text)")
    }
    precondition(name == DeclarationHead(text)?.name, "registry signature of '\(owner)' reads a different name: \(text)")
    return parts
  }

  /// The head as the full reading finds it: what the tests compare ``DeclarationHead`` with.
  static func fullHead(_ text: String) -> DeclarationHead? {
    let decl = readMember(text)
    switch decl.kind {
    case .function(let function):
      return DeclarationHead(keyword: .function, name: function.name, isStatic: isStatic(function.modifiers))
    case .initializer:
      return DeclarationHead(keyword: .initializer, name: "init", isStatic: false)
    case .subscriptDecl(let function):
      return DeclarationHead(keyword: .subscriptMember, name: "subscript", isStatic: isStatic(function.modifiers))
    case .variable(let variable):
      guard let binding = variable.bindings.first, case .identifier(let name) = binding.pattern.kind else { return nil }
      return DeclarationHead(keyword: .variable, name: name, isStatic: isStatic(variable.modifiers))
    default:
      return nil
    }
  }

  /// The type of `var count: Int { get }`, `static var standard: UserDefaults { get }`.
  static func propertyType(_ text: String) -> TypeSyntax? {
    let decl = readMember(text)
    guard case .variable(let variable) = decl.kind, let binding = variable.bindings.first,
      case .identifier(let name) = binding.pattern.kind
    else { preconditionFailure("registry property is not a property: \(text)") }
    precondition(name == DeclarationHead(text)?.name, "registry property reads a different name: \(text)")
    return binding.type
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
