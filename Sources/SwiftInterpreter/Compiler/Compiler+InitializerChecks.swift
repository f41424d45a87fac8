import SwiftReader
import Transcript

/// An initializer that can return with a stored property unset, or a subclass's initializer
/// that never calls `super.init` when the superclass has no initializer taking nothing: swiftc
/// refuses both (`return from initializer without initializing all stored properties`,
/// `'super.init' isn't called on all paths before returning from initializer`, at the
/// initializer's `}`), so such a program never runs here, where the property would read as
/// nothing.
///
/// Only what is sure is refused: a designated initializer whose body has no `return`, uses
/// `self` only to assign a stored property (`self.x = …`), names no method or computed property
/// of its type (swiftc would first say `self` is used too early), assigns each property with
/// `=` only and reaches its `}` on some path that assigns no value to one property: a path
/// through statements that never name it and surely end (`ReturnPaths`), or past an `if` whose
/// condition reads a parameter. Types whose stored properties carry attributes (wrappers,
/// macros) or are written with patterns are left alone, and so are subclasses for the first
/// rule (their message then depends on where `super.init` stands).
extension Compiler {
  /// `never`: the names a call to which may not return (`ReturnPaths.standardNever` and the program's).
  func checkInitializers(never: Set<String>) {
    checkClassesHaveInitializers()
    for type in program.allTypes where type.isStruct || type.kind == .classType {
      guard let required = requiredProperties(of: type) else { continue }
      let memberNames = methodAndComputedNames(of: type)
      for (owner, members, _) in typeMembers where owner === type {
        for member in members {
          guard case .initializer(let initializer) = member.kind, let body = initializer.body,
            !initializer.modifiers.contains(where: { $0.name == "convenience" }), initializer.attributes.isEmpty,
            let brace = Self.lastCharacter(of: member.range)
          else { continue }
          let stored = storedNames(of: type).union(required)
          let scan = InitializerBodyScan(body, parameters: initializer.parameters.map(\.name))
          guard scan.usesSelfOnlyToAssign(stored: stored, memberNames: memberNames), !scan.containsReturn,
            stored.allSatisfy(scan.onlyAssigns)
          else { continue }
          let paths = ReturnPaths(opaqueNames: scan.shadowed.subtracting(InitializerBodyScan.declaredNames(in: body)),
            neverNames: never)
          checkInitializer(scan, of: type, required: required, paths: paths, at: brace)
        }
      }
    }
  }

  private func checkInitializer(
    _ scan: InitializerBodyScan, of type: UserType, required: [String], paths: ReturnPaths, at brace: SourceLocation
  ) {
    let body = scan.body
    if let superclass = type.superclass {
      if scan.mentions(body, "super") {
        checkPropertiesBeforeSuperInit(body, of: type, required: required, scan: scan)
        return
      }
      // A subclass: `super.init` must be called unless the superclass has an init taking nothing.
      guard !scan.mentions(body, "super"), paths.outcome(of: body) == .reaches,
        superclass.nativeSuperclass == nil, superclass.unmodelledSuperclass == nil,
        let inits = designatedInitializers(of: superclass), !inits.isEmpty,
        inits.allSatisfy({ $0.parameters.contains { $0.defaultValue == nil } })
      else { return }
      error("'super.init' isn't called on all paths before returning from initializer", at: brace)
      return
    }
    guard type.nativeSuperclass == nil, type.unmodelledSuperclass == nil else { return }
    let unset = required.contains { name in passes(body, leaving: name, scan: scan, paths: paths) }
    if unset { error("return from initializer without initializing all stored properties", at: brace) }
  }

  /// Whether some path through the statements surely reaches their end without assigning `name`.
  private func passes(_ statements: [Stmt], leaving name: String, scan: InitializerBodyScan, paths: ReturnPaths) -> Bool {
    statements.allSatisfy { statement in
      if !scan.mentions([statement], name) { return paths.outcome(of: statement) == .reaches }
      guard case .ifStmt(let ifStmt) = statement.kind else { return false }
      return passes(ifStmt, leaving: name, scan: scan, paths: paths)
    }
  }

  private func passes(_ ifStmt: IfStmt, leaving name: String, scan: InitializerBodyScan, paths: ReturnPaths) -> Bool {
    guard paths.conditionsAreOpaque(ifStmt.conditions) else { return false }
    if passes(ifStmt.thenBody, leaving: name, scan: scan, paths: paths) { return true }
    switch ifStmt.elseClause {
    case nil: return true
    case .block(let body)?: return passes(body, leaving: name, scan: scan, paths: paths)
    case .elseIf(let nested, _, _)?: return passes(nested, leaving: name, scan: scan, paths: paths)
    }
  }

  /// The stored properties an initializer must assign, or nil when the type is not checked.
  func requiredProperties(of type: UserType) -> [String]? {
    var required: [String] = []
    for (owner, members, isExtension) in typeMembers where owner === type && !isExtension {
      for member in members {
        guard case .variable(let variable) = member.kind,
          !variable.modifiers.contains(where: { ["static", "class", "lazy", "override"].contains($0.name) })
        else { continue }
        for binding in variable.bindings {
          if case .getter? = binding.accessors { continue }
          if case .accessors(let accessors)? = binding.accessors, accessors.contains(where: { $0.kind == .get }) { continue }
          guard case .identifier(let name) = binding.pattern.kind, variable.attributes.isEmpty else { return nil }
          guard binding.initializer == nil, let declared = binding.type else { continue }
          if !variable.isLet, Self.isOptional(declared) { continue }
          required.append(name)
        }
      }
    }
    return required
  }

  private func storedNames(of type: UserType) -> Set<String> {
    Set(type.storedProperties.map(\.name))
  }

  private static func isOptional(_ type: TypeSyntax) -> Bool {
    switch type.kind {
    case .optional, .implicitlyUnwrapped: return true
    case .named(let name, _): return name == "Optional"
    default: return false
    }
  }

  /// The designated initializers a class declares in its body; nil when one has attributes.
  func designatedInitializers(of type: UserType) -> [InitializerDecl]? {
    var result: [InitializerDecl] = []
    for (owner, members, isExtension) in typeMembers where owner === type && !isExtension {
      for member in members {
        guard case .initializer(let initializer) = member.kind else { continue }
        if !initializer.attributes.isEmpty { return nil }
        if initializer.modifiers.contains(where: { $0.name == "convenience" }) { continue }
        result.append(initializer)
      }
    }
    return result
  }

  /// Names of the type's methods and computed properties (in its body and extensions, and its
  /// superclasses'): calling one in an initializer is an error of its own in swiftc.
  private func methodAndComputedNames(of type: UserType) -> Set<String> {
    var names: Set<String> = []
    for ancestor in type.classChain {
      for (owner, members, _) in typeMembers where owner === ancestor {
        for member in members {
          switch member.kind {
          case .function(let function): names.insert(function.name)
          case .subscriptDecl: names.insert("subscript")
          case .variable(let variable):
            for binding in variable.bindings where binding.accessors != nil {
              NeverNames.collect(binding.pattern, into: &names)
            }
          default: break
          }
        }
      }
    }
    return names
  }
}
