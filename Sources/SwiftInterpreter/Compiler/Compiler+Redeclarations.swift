import SwiftReader
import Transcript

/// Two declarations of one name in one scope: swiftc's "invalid redeclaration of 'x'", at the
/// later one's name.
///
/// Checked with swiftc 6.3 (what it refuses and what it lets pass): in a module, a type and a
/// variable share names, and so do a variable and a function without parameters; among a
/// type's members a nested type and a variable do not; in a body, a type and a variable do
/// but a function and a variable do not (`let x = 1; func x() {}` builds). Functions clash
/// when their names, labels, parameter and result types are the same as written; generic
/// functions are left alone (their parameters' names differ), so are protocols and extensions
/// of types declared elsewhere, whose `where` clauses may keep two members apart. `guard let
/// x = x` over a local `x` of the same block builds, so only `let`/`var` declarations count.
extension Compiler {
  /// What one declaration claims of its scope's names.
  struct DeclaredName {
    /// The names it takes: `v:x` for a variable or type, `f:…` for a function's signature.
    var keys: [String]
    /// The names it may not share with an earlier declaration: its own, and for a variable in
    /// a module or a type, a function without parameters (and the other way round).
    var clashes: [String]
    var shown: String
    var location: SourceLocation
  }

  /// The module's declarations (every file's, `main.swift`'s top level included) and each
  /// type's members, with the members of its extensions.
  func checkRedeclarations() {
    let declarations = program.files.flatMap { active($0.declarations) }
    reportRedeclarations(declarations.flatMap { names(of: $0, scope: .module) })
    let extensions = declarations.compactMap { decl -> ExtensionDecl? in
      if case .extensionDecl(let ext) = decl.kind { return ext }
      return nil
    }
    var types: [(path: String, decl: TypeDecl)] = []
    func collect(_ decls: [Decl], outer: String?) {
      for decl in decls {
        guard case .type(let type) = decl.kind else { continue }
        let path = outer.map { "\($0).\(type.name)" } ?? type.name
        types.append((path, type))
        collect(active(type.members), outer: path)
      }
    }
    collect(declarations, outer: nil)
    checkRecursiveEnums(types.map(\.decl))
    for (path, type) in types where type.kind != .protocolType && type.genericParameters.isEmpty {
      var members = active(type.members)
      for ext in extensions where Compiler.writtenPath(ext.extendedType) == path {
        members += active(ext.members)
      }
      reportRedeclarations(members.flatMap { names(of: $0, scope: .type) })
    }
    checkConstrainedOverloads(extensions)
  }

  /// A member declared again in an extension with a `where` clause: Swift picks the one whose
  /// requirements the value meets, which the engine cannot tell (it drops `where Element ==
  /// Int`), so the program is refused rather than run with the first one.
  private func checkConstrainedOverloads(_ extensions: [ExtensionDecl]) {
    var groups: [String: [ExtensionDecl]] = [:]
    for ext in extensions {
      guard let path = Compiler.writtenPath(ext.extendedType) else { continue }
      groups[path, default: []].append(ext)
    }
    for (_, group) in groups where group.contains(where: \.isConstrained) && group.count > 1 {
      var seen: [String: Bool] = [:]
      // Methods of one name and labels whatever their types (`total() -> Int` where `Element ==
      // Int`, `total() -> String` where `Element == String`): which one a value calls is the
      // same question.
      var seenShapes: [String: Bool] = [:]
      for ext in group {
        for member in active(ext.members) {
          for name in names(of: member, scope: .type) {
            let shape = Self.methodShape(member)
            let earlier = name.clashes.compactMap({ seen[$0] }).first ?? shape.flatMap { seenShapes[$0] }
            if let earlier, earlier || ext.isConstrained {
              error("lesson-runner does not model '\(name.shown)' declared again in an extension with a 'where' clause",
                at: name.location)
            }
            for key in name.keys { seen[key] = (seen[key] ?? false) || ext.isConstrained }
            if let shape { seenShapes[shape] = (seenShapes[shape] ?? false) || ext.isConstrained }
          }
        }
      }
    }
  }

  /// A method's name and labels (`total()`, `add(_:to:)`); nil for other members.
  private static func methodShape(_ decl: Decl) -> String? {
    guard case .function(let function) = decl.kind else { return nil }
    return function.name + "(" + function.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
  }

  /// The `let`s, `var`s, functions and types of one block's statements.
  func checkLocalRedeclarations(_ statements: [Stmt]) {
    var found: [DeclaredName] = []
    for statement in statements {
      guard case .declaration(let decl) = statement.kind else { continue }
      found += names(of: decl, scope: .local)
    }
    if found.count > 1 { reportRedeclarations(found) }
  }

  enum DeclarationScope { case module, type, local }

  private func reportRedeclarations(_ names: [DeclaredName]) {
    var seen: Set<String> = []
    for name in names {
      if name.clashes.contains(where: seen.contains) {
        error("invalid redeclaration of '\(name.shown)'", at: name.location)
      }
      seen.formUnion(name.keys)
    }
  }

  private func names(of decl: Decl, scope: DeclarationScope) -> [DeclaredName] {
    switch decl.kind {
    case .variable(let variable):
      let isStatic = variable.modifiers.contains { $0.name == "static" || $0.name == "class" }
      let bound = variable.bindings.flatMap { Compiler.boundIdentifiers($0.pattern) }.filter { $0.name != "_" }
      return bound.map { name, location in
        let key = (isStatic ? "static " : "") + name
        // A variable and a function without parameters clash in a module and in a type.
        let keys = scope == .local ? ["v:" + key] : ["v:" + key, "variable:" + key]
        let clashes = scope == .local ? ["v:" + key] : ["v:" + key, "function:" + key]
        return DeclaredName(keys: keys, clashes: clashes, shown: name, location: location)
      }
    case .type(let type) where scope != .type:
      return [DeclaredName(keys: ["v:" + type.name], clashes: ["v:" + type.name], shown: type.name, location: type.nameRange.start)]
    case .type(let type):
      return [DeclaredName(keys: ["t:" + type.name], clashes: ["t:" + type.name], shown: type.name, location: type.nameRange.start)]
    case .function(let function) where !function.genericParameters.contains(where: \.hasSameTypeRequirement):
      let isStatic = function.modifiers.contains { $0.name == "static" || $0.name == "class" }
      // Generic ones clash when their placeholders and constraints are written the same (the
      // reader keeps `where T: P` with `T`; a same-type requirement it drops leaves them alone).
      let generics = function.genericParameters.isEmpty ? ""
        : "<" + function.genericParameters.map { $0.name + ":" + ($0.constraint.map(Compiler.typeKey) ?? "") }.joined(separator: ",") + ">"
      let base = (isStatic ? "static " : "") + function.name + generics
      let signature = "f:" + base + signatureKey(function.parameters, result: function.returnType,
        isAsync: function.isAsync, isThrowing: function.isThrowing)
      var keys = [signature], clashes = [signature]
      if function.parameters.isEmpty, scope != .local {
        keys.append("function:" + base)
        clashes.append("variable:" + base)
      }
      return [DeclaredName(keys: keys, clashes: clashes, shown: Compiler.shownName(function.name, function.parameters),
        location: function.nameRange.start)]
    case .initializer(let initializer):
      let key = "i:" + (initializer.isFailable ? "?" : "") + signatureKey(initializer.parameters, result: nil,
        isAsync: initializer.isAsync, isThrowing: initializer.isThrowing)
      return [DeclaredName(keys: [key], clashes: [key], shown: Compiler.shownName("init", initializer.parameters),
        location: decl.range.start)]
    case .enumCase(let cases):
      return cases.elements.map { element in
        DeclaredName(keys: ["v:" + element.name], clashes: ["v:" + element.name], shown: element.name, location: element.nameRange.start)
      }
    default:
      return []
    }
  }

  /// Labels and types as written, and the effects: what tells two overloads apart.
  private func signatureKey(_ parameters: [Parameter], result: TypeSyntax?, isAsync: Bool, isThrowing: Bool) -> String {
    let written = parameters.map { "\($0.label ?? "_"):\(Compiler.typeKey($0.type))\($0.isVariadic ? "..." : "")" }
    return "(\(written.joined(separator: ",")))->\(result.map(Compiler.typeKey) ?? "()")"
      + (isAsync ? " async" : "") + (isThrowing ? " throws" : "")
  }

  /// `g()`, `g(x:)`, `g(_:y:)`; swiftc shows a function whose labels are all `_` by its base name.
  static func shownName(_ name: String, _ parameters: [Parameter]) -> String {
    if !parameters.isEmpty, parameters.allSatisfy({ $0.label == nil }) { return name }
    return "\(name)(\(parameters.map { ($0.label ?? "_") + ":" }.joined()))"
  }

  /// A compiled function's name as swiftc shows it in a diagnostic.
  static func shownName(_ function: FunctionCode) -> String {
    let labels = function.parameters.map(\.label)
    guard !labels.isEmpty, labels.allSatisfy({ $0 == nil }) else { return function.name }
    return String(function.name.prefix { $0 != "(" })
  }

  /// Every name a pattern binds, with where it is written.
  static func boundIdentifiers(_ pattern: Pattern) -> [(name: String, location: SourceLocation)] {
    switch pattern.kind {
    case .identifier(let name): return [(name, pattern.range.start)]
    case .binding(_, let inner), .optional(let inner), .asType(let inner, _): return boundIdentifiers(inner)
    case .tuple(let elements): return elements.flatMap { boundIdentifiers($0.pattern) }
    default: return []
    }
  }

  /// `Outer.Inner` for an extension's type; nil for one with generic arguments.
  static func writtenPath(_ type: TypeSyntax) -> String? {
    switch type.kind {
    case .named(let name, let arguments) where arguments.isEmpty: return name
    case .member(let base, let name, let arguments) where arguments.isEmpty:
      return writtenPath(base).map { "\($0).\(name)" }
    default: return nil
    }
  }

  /// A type as written, spelled out whole: two parameters clash only when these are equal.
  static func typeKey(_ type: TypeSyntax) -> String {
    switch type.kind {
    case .named(let name, let arguments):
      return arguments.isEmpty ? name : "\(name)<\(arguments.map(typeKey).joined(separator: ","))>"
    case .member(let base, let name, let arguments):
      return "\(typeKey(base)).\(name)" + (arguments.isEmpty ? "" : "<\(arguments.map(typeKey).joined(separator: ","))>")
    case .optional(let inner): return typeKey(inner) + "?"
    case .implicitlyUnwrapped(let inner): return typeKey(inner) + "!"
    case .array(let element): return "[\(typeKey(element))]"
    case .dictionary(let key, let value): return "[\(typeKey(key)):\(typeKey(value))]"
    case .tuple(let elements): return "(\(elements.map { ($0.label ?? "") + ":" + typeKey($0.type) }.joined(separator: ",")))"
    case .function(let parameters, let isAsync, let isThrowing, let result):
      return "(\(parameters.map(typeKey).joined(separator: ",")))\(isAsync ? "async" : "")\(isThrowing ? "throws" : "")->\(typeKey(result))"
    case .opaque(let inner): return "some " + typeKey(inner)
    case .existential(let inner): return "any " + typeKey(inner)
    case .composition(let parts): return parts.map(typeKey).joined(separator: "&")
    case .metatype(let inner, let isProtocol): return typeKey(inner) + (isProtocol ? ".Protocol" : ".Type")
    case .attributed(let attributes, let inner): return attributes.map { "@" + $0.name + " " }.joined() + typeKey(inner)
    case .inoutType(let inner): return "inout " + typeKey(inner)
    }
  }
}
