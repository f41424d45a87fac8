import SwiftReader
import Transcript

/// One use of isolated state from outside its actor, and swiftc's words for it.
struct IsolationNote {
  let global: IsolatedGlobal
  let use: IsolatedUse
  let isAsync: Bool
  let isolation: ContextIsolation

  /// swiftc 6.3.1's message, by what is reached, how, and from where.
  var message: String {
    let name = global.name
    let from = isolation == .mainActor ? "the main actor" : "a nonisolated context"
    switch global.subject {
    case .topLevel(let isLet):
      let what = "main actor-isolated \(isLet ? "let" : "var") '\(name)'"
      switch use {
      case .referenced where isAsync: return "\(what) cannot be accessed from outside of the actor"
      case .referenced: return "\(what) can not be referenced from a nonisolated context"
      case .mutated: return "\(what) can not be mutated from a nonisolated context"
      case .passedInout: return "\(what) can not be used 'inout' from a nonisolated context"
      }
    case .actorProperty:
      let what = "actor-isolated property '\(name)'"
      switch use {
      case .referenced where isAsync: return "\(what) cannot be accessed from outside of the actor"
      case .referenced: return "\(what) can not be referenced from \(from)"
      case .mutated: return "\(what) can not be mutated from \(from)"
      case .passedInout: return "\(what) can not be used 'inout' from \(from)"
      }
    case .actorMethod:
      if isAsync { return "actor-isolated instance method '\(name)' cannot be called from outside of the actor" }
      let context = isolation == .mainActor ? "main actor-isolated" : "nonisolated"
      return "call to actor-isolated instance method '\(name)' in a synchronous \(context) context [#ActorIsolatedCall]"
    }
  }
}

/// An actor's mutable state and methods used from outside it (SE-0306): a read or a call needs
/// `await` in asynchronous code and cannot be made in synchronous code; a change cannot be made
/// at all. Checked only where the code's own isolation is certain (`contextIsolation()`), on a
/// program's actor reached through a value other than `self`.
extension Compiler {
  /// `counter.value` read from outside the actor.
  func noteActorMemberRead(_ base: Expr, _ baseType: SwiftType, _ name: String, at location: SourceLocation) {
    guard !isSelfIdentifier(base), let actor = outsideActor(baseType), isIsolatedProperty(actor, name) else { return }
    noteIsolatedUse(IsolatedGlobal(name: name, subject: .actorProperty, location: location), .referenced)
  }

  /// The isolated property a place reaches from outside its actor (changes are noted by the
  /// code that makes them).
  func actorPropertyPlace(_ baseType: SwiftType, _ name: String, onSelf: Bool, at location: SourceLocation) -> IsolatedGlobal? {
    guard !onSelf, let actor = outsideActor(baseType), isIsolatedProperty(actor, name) else { return nil }
    return IsolatedGlobal(name: name, subject: .actorProperty, location: location)
  }

  /// `counter.increment()` from outside the actor; true when noted (the call's other `await`
  /// check then stays silent, as swiftc names only this).
  func noteActorMethodCall(
    _ base: Expr?, _ baseType: SwiftType, _ name: String, _ syntax: [ArgumentSyntax], at location: SourceLocation
  ) -> Bool {
    guard let base, !isSelfIdentifier(base), let actor = outsideActor(baseType),
      !nonisolatedMembers(of: actor).contains(name), let methods = actor.members.methods[name]
    else { return false }
    let shapes = shapes(syntax)
    guard let method = methods.first(where: { ArgumentMatcher.match($0.parameters.map(\.shape), shapes) != nil }) else {
      return false
    }
    if context.isAsync, awaitDepth > 0 { return true }
    let labels = method.parameters.map { ($0.label ?? "_") + ":" }.joined()
    noteIsolatedUse(IsolatedGlobal(name: "\(name)(\(labels))", subject: .actorMethod, location: location), .referenced)
    return true
  }

  /// The program's actor a value of this type is, when the code compiled is certainly outside it.
  private func outsideActor(_ type: SwiftType) -> UserType? {
    guard case .user(let actor, _) = type, actor.kind == .actor, contextIsolation() != nil else { return nil }
    return actor
  }

  /// A `var` or a computed property of the actor, not marked `nonisolated`.
  private func isIsolatedProperty(_ actor: UserType, _ name: String) -> Bool {
    guard !nonisolatedMembers(of: actor).contains(name) else { return false }
    if let index = actor.field(named: name) { return !actor.storedProperties[index].isConstant }
    return actor.members.computed[name] != nil
  }

  /// The names the actor's declaration and its extensions mark `nonisolated`.
  private func nonisolatedMembers(of actor: UserType) -> Set<String> {
    if let known = nonisolatedActorMembers[ObjectIdentifier(actor)] { return known }
    var names: Set<String> = []
    func collect(_ members: [Decl]) {
      for member in members {
        let modifiers: [DeclModifier]
        switch member.kind {
        case .variable(let variable): modifiers = variable.modifiers
        case .function(let function): modifiers = function.modifiers
        default: continue
        }
        guard modifiers.contains(where: { $0.name == "nonisolated" }) else { continue }
        switch member.kind {
        case .variable(let variable):
          for binding in variable.bindings { if case .identifier(let name) = binding.pattern.kind { names.insert(name) } }
        case .function(let function): names.insert(function.name)
        default: break
        }
      }
    }
    for file in program.files {
      for decl in file.declarations {
        switch decl.kind {
        case .type(let type) where type.name == actor.name: collect(type.members)
        case .extensionDecl(let ext):
          if case .named(actor.name, _) = ext.extendedType.kind { collect(ext.members) }
        default: break
        }
      }
    }
    nonisolatedActorMembers[ObjectIdentifier(actor)] = names
    return names
  }
}
