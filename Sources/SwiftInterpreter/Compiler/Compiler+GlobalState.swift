import SwiftReader
import Transcript

/// Shared mutable state swiftc refuses in Swift 6 when nothing isolates it (SE-0412): a `static
/// var` of a type with no global actor, a `static let` of a type that is not `Sendable`, and a
/// `var` at the top of a file that is not `main.swift`. Worded as swiftc 6.3.1 words it, with the
/// diagnostic group it prints.
///
/// Not checked where the configuration says code is on the main actor by default (an app
/// target built with Xcode's default actor isolation, SE-0466), where the same declarations build.
extension Compiler {
  func checkGlobalSharedState() {
    guard !program.configuration.defaultIsolationIsMainActor else { return }
    for file in program.files {
      let isMain = file.name == scriptFileName
      for decl in active(file.declarations) {
        switch decl.kind {
        case .variable(let variable) where !isMain:
          checkSharedGlobal(variable, kind: "var", owner: nil)
        case .type(let type):
          checkStaticProperties(of: type.members, isolated: !type.attributes.isEmpty || type.kind == .protocolType,
            owner: type.genericParameters.isEmpty ? program.types[type.name] : nil)
        case .extensionDecl(let ext):
          var owner: UserType?
          if case .named(let name, _) = ext.extendedType.kind { owner = program.types[name] }
          checkStaticProperties(of: ext.members, isolated: !ext.attributes.isEmpty || owner?.attributes.isEmpty == false,
            owner: owner)
        default: break
        }
      }
    }
  }

  private func checkStaticProperties(of members: [Decl], isolated: Bool, owner: UserType?) {
    guard !isolated else { return }
    for member in active(members) {
      switch member.kind {
      case .variable(let variable) where variable.modifiers.contains(where: { $0.name == "static" || $0.name == "class" }):
        checkSharedGlobal(variable, kind: "static property", owner: owner)
      case .type(let nested):
        let nestedOwner = owner.flatMap { $0.nestedTypes[nested.name] }
        checkStaticProperties(of: nested.members, isolated: !nested.attributes.isEmpty || nested.kind == .protocolType,
          owner: nested.genericParameters.isEmpty ? nestedOwner : nil)
      default: break
      }
    }
  }

  /// One stored variable that lives for the whole program (a global or a static).
  private func checkSharedGlobal(_ variable: VariableDecl, kind: String, owner: UserType?) {
    guard variable.attributes.isEmpty, !variable.modifiers.contains(where: { $0.name == "nonisolated" }) else { return }
    for binding in variable.bindings where Compiler.isStored(binding) {
      guard case .identifier(let name) = binding.pattern.kind else { continue }
      let written = kind == "var" ? (variable.isLet ? "let" : "var") : kind
      if !variable.isLet {
        error("\(written) '\(name)' is not concurrency-safe because it is nonisolated global shared mutable state [#MutableGlobalVariable]",
          at: binding.range.start)
        continue
      }
      guard let syntax = binding.type ?? Compiler.constructedType(binding.initializer) else { continue }
      let type = resolveType(syntax, in: owner?.asType, reportUnknown: false)
      if binding.type == nil, case .user(let user, _) = type, user.members.initializers.contains(where: \.isFailable) { continue }
      guard Compiler.isKnownNotSendable(type, depth: 0), case .user(let user, _) = type.wrapped else { continue }
      error("\(written) '\(name)' is not concurrency-safe because non-'Sendable' type '\(user.nestedName)' may have shared mutable state [#MutableGlobalVariable]",
        at: binding.range.start)
    }
  }

  /// Whether a binding keeps a value of its own (no getter; observers allowed).
  static func isStored(_ binding: PatternBinding) -> Bool {
    switch binding.accessors {
    case nil: return true
    case .getter?: return false
    case .accessors(let accessors)?: return accessors.allSatisfy { $0.kind == .willSet || $0.kind == .didSet }
    }
  }
}
