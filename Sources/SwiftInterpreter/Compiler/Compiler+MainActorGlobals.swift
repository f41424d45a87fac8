import SwiftReader
import Transcript

/// How code that is not on the main actor uses one of `main.swift`'s top-level variables,
/// which Swift 6 isolates to the main actor (SE-0343, SE-0412).
enum IsolatedUse: Int, Comparable {
  case referenced, mutated, passedInout

  static func < (lhs: IsolatedUse, rhs: IsolatedUse) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Data isolated to an actor reached from code outside it: a top-level variable of `main.swift`
/// from code known not to run on the main actor, or an actor's property from outside the actor.
/// swiftc refuses both in Swift 6 ("main actor-isolated var 'memo' can not be mutated from a
/// nonisolated context"), where the interpreter would run them.
struct IsolatedGlobal {
  enum Subject { case topLevel(isLet: Bool), actorProperty, actorMethod }
  let name: String
  let subject: Subject
  let location: SourceLocation
}

/// Where the code being compiled runs, when that is certain.
enum ContextIsolation { case mainActor, nonisolated }

/// The check of uses of main-actor-isolated top-level variables (The Swift Programming Language,
/// "Concurrency — Actor Isolation"; swiftc 6.3.1 in Swift 6 mode is the reference for each word).
///
/// Only code whose isolation is certain is checked: a global function or a member of a plain
/// type with no global actor written anywhere on it or its protocols, and the local functions
/// inside them. Closures, default values and anything with an attribute are left alone (a closure
/// may be `@MainActor` by the parameter it is passed to), so that no program swiftc builds is
/// refused.
extension Compiler {
  /// The isolated global a use of `name` here reaches, when the code is known to be nonisolated.
  func isolatedGlobalUse(_ name: String, _ global: GlobalVariable, at location: SourceLocation) -> IsolatedGlobal? {
    guard !program.configuration.defaultIsolationIsMainActor, global.isScriptVariable, !compilingScriptTopLevel, !nonisolatedScriptGlobals.contains(name),
      !global.isConstant || Compiler.isKnownNotSendable(global.type, depth: 0),
      contextIsolation() == .nonisolated
    else { return nil }
    return IsolatedGlobal(name: name, subject: .topLevel(isLet: global.isConstant), location: location)
  }

  /// Notes a use; a write at the same place outranks the read that reached it.
  func noteIsolatedUse(_ global: IsolatedGlobal?, _ use: IsolatedUse) {
    guard let global else { return }
    // A read under `await` may be an asynchronous access swiftc allows.
    if use == .referenced, context.isAsync, awaitDepth > 0 { return }
    if let known = isolatedUses[global.location], known.use >= use { return }
    isolatedUses[global.location] = IsolationNote(
      global: global, use: use, isAsync: context.isAsync, isolation: contextIsolation() ?? .nonisolated)
  }

  /// The errors, in the order of the text.
  func reportIsolatedUses() {
    for (location, entry) in isolatedUses.sorted(by: { $0.key < $1.key }) {
      error(entry.message, at: location)
    }
    isolatedUses = [:]
  }

  /// `nonisolated(unsafe) var` at the top level opts out of the isolation.
  func noteScriptGlobalIsolation(_ variable: VariableDecl, names: [String]) {
    if variable.modifiers.contains(where: { $0.name == "nonisolated" }) { nonisolatedScriptGlobals.formUnion(names) }
  }

  /// Where the code being compiled runs, when certain: the top level and `@MainActor` code on
  /// the main actor; a global function or a member of a plain type (through the local functions
  /// inside them) on none. Closures, defaults and other attributes are unknown (nil).
  func contextIsolation() -> ContextIsolation? {
    var current: FunctionContext? = context
    while let function = current {
      let code = function.code
      if function.isDetached { return nil }
      if code.attributes == ["MainActor"] { return .mainActor }
      if !code.attributes.isEmpty { return nil }
      switch code.kind {
      case .topLevel: return .mainActor
      case .closure:
        guard localFunctionCodes.contains(ObjectIdentifier(code)) else { return nil }
        current = function.parent
      default:
        guard let owner = code.owner else { return code.kind == .function && function.parent == nil ? .nonisolated : nil }
        if owner.attributes.map(\.name) == ["MainActor"], owner.kind != .actor { return .mainActor }
        return isKnownNonisolated(owner, depth: 0) ? .nonisolated : nil
      }
    }
    return nil
  }

  /// A struct, enum or class with no attribute on it or on an extension of it, whose
  /// inheritance is the standard library's plain protocols, raw types and such types.
  func isKnownNonisolated(_ type: UserType, depth: Int) -> Bool {
    guard depth < 8, type.kind == .structure || type.kind == .enumeration || type.kind == .classType,
      type.attributes.isEmpty, !attributedExtensions.contains(type.name)
    else { return false }
    return type.inheritanceSyntax.allSatisfy { syntax in
      guard case .named(let name, _) = syntax.kind else { return false }
      if Compiler.plainStandardInheritance.contains(name) { return true }
      guard let inherited = program.types[name] else { return false }
      if inherited.isProtocol {
        return inherited.attributes.isEmpty && !attributedExtensions.contains(name)
          && inherited.inheritanceSyntax.allSatisfy { inner in
            guard case .named(let innerName, _) = inner.kind else { return false }
            return Compiler.plainStandardInheritance.contains(innerName)
          }
      }
      return isKnownNonisolated(inherited, depth: depth + 1)
    }
  }

  /// The names of the types some extension of the program writes an attribute on.
  private var attributedExtensions: Set<String> {
    if let known = attributedExtensionNames { return known }
    var names: Set<String> = []
    for file in program.files {
      for decl in file.declarations {
        if case .extensionDecl(let ext) = decl.kind, !ext.attributes.isEmpty, case .named(let name, _) = ext.extendedType.kind {
          names.insert(name)
        }
      }
    }
    attributedExtensionNames = names
    return names
  }

  /// Whether values of a type are certainly not `Sendable` (a `let` of such a type is isolated
  /// too): a class that does not say it is, and the values that hold one.
  static func isKnownNotSendable(_ type: SwiftType, depth: Int) -> Bool {
    guard depth < 8 else { return false }
    switch type {
    case .optional(let wrapped), .array(let wrapped): return isKnownNotSendable(wrapped, depth: depth + 1)
    case .dictionary(let key, let value):
      return isKnownNotSendable(key, depth: depth + 1) || isKnownNotSendable(value, depth: depth + 1)
    case .user(let user, let arguments) where arguments.isEmpty && user.genericParameters.isEmpty:
      let saysSendable = user.inheritanceSyntax.contains { syntax in
        if case .named("Sendable", _) = syntax.kind { return true }
        if case .attributed(_, let inner) = syntax.kind, case .named("Sendable", _) = inner.kind { return true }
        return false
      }
      if saysSendable || !user.attributes.isEmpty { return false }
      if user.kind == .classType { return true }
      guard user.kind == .structure else { return false }
      return user.storedProperties.contains { isKnownNotSendable($0.type, depth: depth + 1) }
    default:
      return false
    }
  }

  /// Protocols of the standard library with no global actor, and the raw types an enum names.
  static let plainStandardInheritance: Set<String> = [
    "Equatable", "Hashable", "Comparable", "CustomStringConvertible", "CustomDebugStringConvertible", "Error",
    "CaseIterable", "Identifiable", "Codable", "Encodable", "Decodable", "Sequence", "IteratorProtocol",
    "Collection", "BidirectionalCollection", "RandomAccessCollection", "RawRepresentable", "Sendable",
    "AdditiveArithmetic", "Numeric", "Strideable", "OptionSet", "SetAlgebra", "TextOutputStream",
    "ExpressibleByIntegerLiteral", "ExpressibleByStringLiteral", "ExpressibleByArrayLiteral",
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "String",
    "Double", "Float", "Character",
  ]
}
