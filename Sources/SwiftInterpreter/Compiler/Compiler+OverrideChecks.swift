import SwiftReader
import Transcript

/// `override` written where nothing is overridden, or missing where a subclass redeclares its
/// superclass's method, computed property or initializer: swiftc refuses both
/// (`overriding declaration requires an 'override' keyword`, `method does not override any
/// method from its superclass`), so such a program never runs here either.
///
/// Only what is sure is refused: classes whose whole chain is the program's (a framework's
/// superclass has members the registry may not list), members in the class's own body (not
/// in `#if` blocks), and a missing `override` only for a redeclaration with the same labels,
/// parameter types and result written the same way (an overload by type needs none).
extension Compiler {
  func checkOverrides() {
    checkTypeDeclarations()
    var bodies: [ObjectIdentifier: [Decl]] = [:]
    var everything: [ObjectIdentifier: [Decl]] = [:]
    for (type, members, isExtension) in typeMembers where type.kind == .classType {
      if !isExtension { bodies[ObjectIdentifier(type), default: []] += members }
      everything[ObjectIdentifier(type), default: []] += members
    }
    for (type, members, isExtension) in typeMembers where type.kind == .classType && !isExtension {
      let chain = type.classChain
      guard chain.last?.nativeSuperclass == nil, chain.allSatisfy({ $0.kind == .classType && $0.unmodelledSuperclass == nil })
      else { continue }
      // A root class naming something that is neither its superclass nor a protocol known here.
      if let root = chain.last, root.inheritanceSyntax.count > root.conformances.count { continue }
      let ancestors = chain.dropFirst()
      // Initializers are inherited only through classes that declare no designated one of their own.
      var initializerAncestors: [UserType] = []
      for ancestor in ancestors {
        initializerAncestors.append(ancestor)
        let declared = (bodies[ObjectIdentifier(ancestor)] ?? []).compactMap(OverrideKey.init)
        if declared.contains(where: { $0.kindName == "init " && !$0.isConvenience }) { break }
      }
      let redeclarable = ancestors.flatMap { bodies[ObjectIdentifier($0)] ?? [] }.compactMap(OverrideKey.init)
        .filter { $0.kindName != "init " }
        + initializerAncestors.flatMap { bodies[ObjectIdentifier($0)] ?? [] }.compactMap(OverrideKey.init)
        .filter { $0.kindName == "init " }
      let inherited = ancestors.flatMap { everything[ObjectIdentifier($0)] ?? [] }
      let names = Set(inherited.flatMap(OverrideKey.names))
      // Type members an ancestor declares `static` (final) and none declares `class`.
      let classNames = Set(inherited.filter { Self.typeLevelModifier($0) == "class" }.flatMap(OverrideKey.names))
      let finalTypeNames = Set(inherited.filter { Self.typeLevelModifier($0) == "static" }.flatMap(OverrideKey.names))
        .subtracting(classNames)
      for member in members {
        if refuseStaticOverride(member, finalTypeNames) { continue }
        checkOverride(member, redeclarable: redeclarable, inheritedNames: names)
      }
    }
  }

  /// `override static func make()` (or `override class func`) of a superclass's `static` one:
  /// a static member is final, and swiftc says "cannot override static method".
  private func refuseStaticOverride(_ member: Decl, _ finalTypeNames: Set<String>) -> Bool {
    guard Self.typeLevelModifier(member) != nil, let key = OverrideKey(member), key.isOverride,
      finalTypeNames.contains(key.kindName + key.name), key.kindName != "init "
    else { return false }
    error("cannot override static \(key.kindName == "var " ? "property" : "method")", at: key.location)
    return true
  }

  /// `static` or `class` for a type's method or property, nil for an instance member.
  static func typeLevelModifier(_ decl: Decl) -> String? {
    let modifiers: [DeclModifier]
    switch decl.kind {
    case .function(let function): modifiers = function.modifiers
    case .variable(let variable): modifiers = variable.modifiers
    default: return nil
    }
    return modifiers.first { $0.name == "static" || $0.name == "class" }?.name
  }

  private func checkOverride(_ member: Decl, redeclarable: [OverrideKey], inheritedNames: Set<String>) {
    guard let key = OverrideKey(member) else { return }
    if key.isOverride {
      if inheritedNames.contains(key.kindName + key.name) {
        checkOverrideShape(key, among: redeclarable.filter { $0.kindName == key.kindName && $0.name == key.name })
        return
      }
      let what = key.kindName == "var " ? "property" : "method"
      if key.kindName != "init " {
        error("\(what) does not override any \(what) from its superclass", at: key.location)
      }
      return
    }
    if !key.isConvenience, !key.isRequired, key.isRedeclarable,
      redeclarable.contains(where: { $0.signature == key.signature && $0.isRedeclarable && !$0.isRequired })
    {
      error("overriding declaration requires an 'override' keyword", at: key.location)
    }
  }
}

/// What a class member is for overriding: its kind, name, labels and written types.
private struct OverrideKey {
  var kindName: String
  var name: String
  var signature: String
  var location: SourceLocation
  var isOverride: Bool
  var isConvenience: Bool
  var isRequired: Bool
  /// Not `static`, `final` or `private`, not generic: a member a subclass may redeclare.
  var isRedeclarable: Bool
  var isFinal = false
  /// A property with storage (no getter): it cannot override.
  var isStored = false
  /// A method's result as written (`()` for none), and its signature without it.
  var result = ""
  var parameterSignature: String { signature.components(separatedBy: ")->").first ?? signature }

  init?(_ decl: Decl) {
    let modifiers: [DeclModifier]
    switch decl.kind {
    case .function(let function):
      modifiers = function.modifiers
      let isClass = modifiers.contains { $0.name == "class" }
      kindName = "func "
      name = function.name
      let parameters = function.parameters.map { "\($0.label ?? "_"):\(Self.text($0.type))\($0.isVariadic ? "..." : "")" }
      signature = "\(isClass ? "class " : "")func \(name)(\(parameters.joined(separator: ",")))->\(function.returnType.map(Self.text) ?? "()")\(function.isAsync ? " async" : "")\(function.isThrowing ? " throws" : "")"
      location = function.nameRange.start
      result = function.returnType.map(Self.text) ?? "()"
      isRedeclarable = function.genericParameters.isEmpty && !Self.isObjC(function.attributes)
    case .initializer(let initializer):
      guard initializer.attributes.isEmpty else { return nil }
      modifiers = initializer.modifiers
      kindName = "init "
      name = "init"
      let parameters = initializer.parameters.map { "\($0.label ?? "_"):\(Self.text($0.type))" }
      signature = "init\(initializer.isFailable ? "?" : "")(\(parameters.joined(separator: ",")))"
      // swiftc points at `init`; known only when nothing is written before it.
      location = decl.range.start
      isRedeclarable = initializer.modifiers.isEmpty
    case .variable(let variable):
      guard variable.bindings.count == 1, let binding = variable.bindings.first,
        case .identifier(let identifier) = binding.pattern.kind
      else { return nil }
      modifiers = variable.modifiers
      kindName = "var "
      name = identifier
      let isClass = modifiers.contains { $0.name == "class" }
      signature = "\(isClass ? "class " : "")var \(name):\(binding.type.map(Self.text) ?? "?")"
      location = binding.pattern.range.start
      // Only a computed property (a getter, or get and set) redeclared needs `override` this way.
      var computed = false
      switch binding.accessors {
      case .getter?: computed = true
      case .accessors(let accessors)?: computed = accessors.contains { $0.kind == .get }
      case nil: computed = false
      }
      isRedeclarable = computed && binding.type != nil && !variable.isLet && !Self.isObjC(variable.attributes)
      // Observers (`override var x: Int { didSet { … } }`) may override; plain storage may not.
      isStored = binding.accessors == nil && !variable.attributes.contains { !Self.isObjC([$0]) }
    default:
      return nil
    }
    isOverride = modifiers.contains { $0.name == "override" }
    isConvenience = modifiers.contains { $0.name == "convenience" }
    isRequired = modifiers.contains { $0.name == "required" }
    isFinal = modifiers.contains { $0.name == "final" }
    if modifiers.contains(where: { ["static", "final", "private", "fileprivate", "dynamic"].contains($0.name) }) {
      isRedeclarable = false
    }
  }

  /// `@objc` members follow Objective-C's rules of overriding, which are not checked here.
  static func isObjC(_ attributes: [Attribute]) -> Bool {
    attributes.contains { $0.name == "objc" || $0.name == "nonobjc" || $0.name.hasPrefix("_") }
  }

  /// The names (kind and name) a class's declarations give its subclasses to override.
  static func names(_ decl: Decl) -> [String] {
    switch decl.kind {
    case .function(let function): return ["func " + function.name]
    case .initializer: return ["init init"]
    case .variable(let variable):
      var bound: [String] = []
      for binding in variable.bindings { Compiler.boundNames(binding.pattern, into: &bound) }
      return bound.map { "var " + $0 }
    default: return []
    }
  }

  /// A type as written, optionality and all: `Int?` and `Int` are different overloads.
  static func text(_ type: TypeSyntax) -> String {
    switch type.kind {
    case .optional(let inner): return text(inner) + "?"
    case .implicitlyUnwrapped(let inner): return text(inner) + "!"
    case .array(let element): return "[\(text(element))]"
    case .dictionary(let key, let value): return "[\(text(key)):\(text(value))]"
    case .tuple(let elements): return "(\(elements.map { ($0.label ?? "") + text($0.type) }.joined(separator: ",")))"
    case .function(let parameters, let isAsync, let isThrowing, let result):
      return "(\(parameters.map(text).joined(separator: ",")))\(isAsync ? "a" : "")\(isThrowing ? "t" : "")->\(text(result))"
    case .inoutType(let inner): return "inout " + text(inner)
    case .attributed(let attributes, let inner): return attributes.map { "@" + $0.name }.joined() + text(inner)
    case .metatype(let inner, let isProtocol): return text(inner) + (isProtocol ? ".Protocol" : ".Type")
    case .named(let name, let arguments):
      return arguments.isEmpty ? name : "\(name)<\(arguments.map(text).joined(separator: ","))>"
    case .member(let base, let name, let arguments):
      return "\(text(base)).\(name)" + (arguments.isEmpty ? "" : "<\(arguments.map(text).joined(separator: ","))>")
    case .opaque(let inner): return "some " + text(inner)
    case .existential(let inner): return "any " + text(inner)
    case .composition(let parts): return parts.map(text).joined(separator: "&")
    }
  }
}

/// An `override` of a name the superclass has, that still cannot override it: with a stored
/// property, of a `final` method, or of a method whose result differs (`-> String` over `-> Int`;
/// only plain results are compared, a subclass's own type may narrow a class result).
extension Compiler {
  fileprivate func checkOverrideShape(_ key: OverrideKey, among inherited: [OverrideKey]) {
    if key.kindName == "var ", key.isStored {
      error("cannot override with a stored property '\(key.name)'", at: key.location)
      return
    }
    guard key.kindName == "func ", !inherited.isEmpty, Self.typeLevelModifierName(key) == nil else { return }
    if inherited.allSatisfy(\.isFinal) {
      error("instance method overrides a 'final' instance method", at: key.location)
      return
    }
    let plain: Set<String> = ["Int", "String", "Double", "Bool", "()", "Void", "Character", "Float"]
    let sameParameters = inherited.filter { $0.parameterSignature == key.parameterSignature }
    guard !sameParameters.isEmpty, !inherited.contains(where: { $0.signature == key.signature }), plain.contains(key.result),
      sameParameters.allSatisfy({ plain.contains($0.result) && $0.result != key.result })
    else { return }
    error("method does not override any method from its superclass", at: key.location)
  }

  fileprivate static func typeLevelModifierName(_ key: OverrideKey) -> String? {
    key.signature.hasPrefix("class ") ? "class" : nil
  }
}
