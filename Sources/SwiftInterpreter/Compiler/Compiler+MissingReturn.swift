import SwiftReader
import Transcript

/// A function declared with a result whose statements can reach its closing brace: swiftc
/// refuses to build it (`missing return in global function expected to return 'Int'`, at the
/// `}`; `instance method`, `static method`, `class method`, `getter`), so it never runs here,
/// where it used to print until the `}` was reached. `ReturnPaths` says when the brace is surely
/// reached; what it is unsure of is still stopped when the `}` is reached at run time
/// (`Interpreter.missingReturn`).
///
/// Checked: functions and methods of the program's types and extensions, computed properties'
/// getters, with a result written as a plain name, `[T]`, `T?` or `[K : V]` of those (the words
/// swiftc prints). A body of one expression, `if` or `switch` (an implicit result) is left alone.
extension Compiler {
  /// `never`: the names a call to which may not return (`ReturnPaths.standardNever` and the program's).
  func checkMissingReturns(never: Set<String>) {
    for file in program.files {
      for decl in active(file.declarations) {
        guard case .function(let function) = decl.kind else { continue }
        checkReturns(function.body, result: function.returnType, parameters: function.parameters,
          attributes: function.attributes, subject: "global function", brace: Compiler.closingBrace(of: decl),
          selfType: nil, never: never)
      }
    }
    for (type, members, _) in typeMembers where !type.isProtocol {
      for member in members { checkMemberReturns(member, of: type, never: never) }
    }
  }

  private func checkMemberReturns(_ member: Decl, of type: UserType, never: Set<String>) {
    switch member.kind {
    case .function(let function):
      let modifiers = Set(function.modifiers.map(\.name))
      let subject = modifiers.contains("class") ? "class method" : modifiers.contains("static") ? "static method" : "instance method"
      checkReturns(function.body, result: function.returnType, parameters: function.parameters,
        attributes: function.attributes, subject: subject, brace: Compiler.closingBrace(of: member),
        selfType: type.asType, never: never)
    case .variable(let variable):
      for binding in variable.bindings {
        switch binding.accessors {
        case .getter(let body)?:
          checkReturns(body, result: binding.type, parameters: [], attributes: variable.attributes, subject: "getter",
            brace: Self.lastCharacter(of: binding.range), selfType: type.asType, never: never)
        case .accessors(let accessors)?:
          for accessor in accessors where accessor.kind == .get {
            checkReturns(accessor.body, result: binding.type, parameters: [], attributes: variable.attributes,
              subject: "getter", brace: Self.lastCharacter(of: accessor.range), selfType: type.asType, never: never)
          }
        case nil: break
        }
      }
    default: break
    }
  }

  private func checkReturns(
    _ body: [Stmt]?, result: TypeSyntax?, parameters: [Parameter], attributes: [Attribute], subject: String,
    brace: SourceLocation?, selfType: SwiftType?, never: Set<String>
  ) {
    guard let body, let result, let brace, let name = resultName(result, selfType: selfType),
      attributes.allSatisfy({ ["discardableResult", "MainActor", "inlinable"].contains($0.name) })
    else { return }
    // One expression, or an `if`/`switch` of single expressions: an implicit result.
    if body.count == 1, Self.mayBeResult(body[0]) { return }
    let shadowed = Self.declaredNames(in: body)
    let implicitSelf = selfType.map { memberNames(of: $0) } ?? []
    let opaque = Set(parameters.map(\.name).filter { $0 != "_" }).union(implicitSelf).subtracting(shadowed)
    var paths = ReturnPaths(opaqueNames: opaque, neverNames: never)
    paths.enumCaseNames = programEnumCaseNames()
    paths = paths.addingOpaqueLocals(of: body)
    guard paths.outcome(of: body) == .reaches else { return }
    error("missing return in \(subject) expected to return '\(name)'", at: brace)
  }

  /// The result as swiftc prints it, for the types whose printing is sure; nil for others.
  private func resultName(_ syntax: TypeSyntax, selfType: SwiftType?) -> String? {
    switch syntax.kind {
    case .named(let name, let generics):
      guard generics.isEmpty, name != "Self", program.typeAliases[name] == nil else { return nil }
      switch resolveType(syntax, in: selfType, reportUnknown: false) {
      case .int, .double, .bool, .string, .character: return name
      case .user(let type, let arguments) where arguments.isEmpty && type.genericParameters.isEmpty
        && type.outer == nil && type.typeAliases.isEmpty:
        return name
      default: return nil
      }
    case .array(let element): return resultName(element, selfType: selfType).map { "[\($0)]" }
    case .optional(let wrapped): return resultName(wrapped, selfType: selfType).map { "\($0)?" }
    case .dictionary(let key, let value):
      guard let key = resultName(key, selfType: selfType), let value = resultName(value, selfType: selfType) else { return nil }
      return "[\(key) : \(value)]"
    default: return nil
    }
  }

  /// Whether the statement is an expression, or an `if`/`switch` whose every branch is one
  /// (swiftc reads it as the result; with a branch of statements it is a statement).
  private static func mayBeResult(_ statement: Stmt) -> Bool {
    switch statement.kind {
    case .expression: return true
    case .ifStmt(let ifStmt): return mayBeResult(ifStmt)
    case .switchStmt(_, let cases): return cases.allSatisfy { $0.body.count == 1 && mayBeResult($0.body[0]) }
    default: return false
    }
  }

  private static func mayBeResult(_ ifStmt: IfStmt) -> Bool {
    guard ifStmt.thenBody.count == 1, mayBeResult(ifStmt.thenBody[0]) else { return false }
    switch ifStmt.elseClause {
    case nil: return true
    case .block(let body)?: return body.count == 1 && mayBeResult(body[0])
    case .elseIf(let nested, _, _)?: return mayBeResult(nested)
    }
  }

  static func lastCharacter(of range: SourceRange) -> SourceLocation? {
    guard range.end.column > 1 else { return nil }
    return SourceLocation(file: range.end.file, line: range.end.line, column: range.end.column - 1)
  }

  /// Every name a `let` or `var` declares anywhere in the statements.
  private static func declaredNames(in statements: [Stmt]) -> Set<String> {
    var names: Set<String> = []
    NeverNames.forEachStatement(statements) { statement in
      if case .declaration(let decl) = statement.kind, case .variable(let variable) = decl.kind {
        for binding in variable.bindings { NeverNames.collect(binding.pattern, into: &names) }
      }
    }
    return names
  }

  /// Functions, properties and parameters of the program whose type mentions `Never`.
  func neverDeclaredNames() -> Set<String> {
    var names = NeverNames()
    for file in program.files { for decl in file.declarations { names.visit(decl) } }
    return names.names
  }
}

extension Compiler {
  /// The properties and methods of a type, its extensions' too: read bare in a method, each
  /// reads `self`, which swiftc cannot fold.
  func memberNames(of type: SwiftType) -> Set<String> {
    guard case .user(let user, _) = type else { return [] }
    var names: Set<String> = []
    for (owner, members, _) in typeMembers where owner === user {
      for member in members {
        switch member.kind {
        case .variable(let variable): for binding in variable.bindings { NeverNames.collect(binding.pattern, into: &names) }
        case .function(let function): names.insert(function.name)
        default: break
        }
      }
    }
    return names
  }

  /// Every enum case the program declares.
  func programEnumCaseNames() -> Set<String> {
    var names: Set<String> = []
    for (_, members, _) in typeMembers {
      for member in members {
        if case .enumCase(let declaration) = member.kind { names.formUnion(declaration.elements.map(\.name)) }
      }
    }
    return names
  }
}
