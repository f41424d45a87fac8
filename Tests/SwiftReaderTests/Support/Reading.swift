import SwiftReader

/// Small entry points into the reader for tests: read a snippet as a file, a statement or an
/// expression, or get the error it produces.
enum Read {
  static func file(_ text: String, name: String = "Test.swift") throws -> SourceFile {
    try SwiftReader.read(name: name, text: text)
  }

  /// The single statement of a snippet read at the top level.
  static func statement(_ text: String) throws -> Stmt {
    let declarations = try file(text).declarations
    guard declarations.count == 1, case .topLevelCode(let statement) = declarations[0].kind else {
      throw SnippetError("expected one statement in \(text.debugDescription)")
    }
    return statement
  }

  /// The single expression statement of a snippet.
  static func expression(_ text: String) throws -> Expr {
    guard case .expression(let expression) = try statement(text).kind else {
      throw SnippetError("expected an expression statement in \(text.debugDescription)")
    }
    return expression
  }

  /// The single declaration of a snippet.
  static func declaration(_ text: String) throws -> Decl {
    let declarations = try file(text).declarations
    guard declarations.count == 1 else {
      throw SnippetError("expected one declaration in \(text.debugDescription)")
    }
    return declarations[0]
  }

  /// The error reading a snippet throws, or nil if it reads.
  static func error(_ text: String, name: String = "Test.swift") -> ReadError? {
    do {
      _ = try SwiftReader.read(name: name, text: text)
      return nil
    } catch {
      return error
    }
  }
}

struct SnippetError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// One-line summaries of declarations, to compare a file's shape with what a lesson shows.
enum Shape {
  static func of(_ declaration: Decl) -> String {
    switch declaration.kind {
    case .type(let type):
      return "\(type.kind.rawValue) \(type.name) { \(members(type.members)) }"
    case .extensionDecl(let ext):
      return "extension \(SyntaxDump.type(ext.extendedType)) { \(members(ext.members)) }"
    case .topLevelCode(let statement):
      return "code " + head(of: statement)
    default:
      return SyntaxDump.decl(declaration)
    }
  }

  static func members(_ declarations: [Decl]) -> String {
    declarations.map(SyntaxDump.decl).joined(separator: "; ")
  }

  /// The first word of a statement: its keyword, or the leftmost name of its expression.
  static func head(of statement: Stmt) -> String {
    switch statement.kind {
    case .expression(let expression): return head(of: expression)
    case .ifStmt: return "if"
    case .whileStmt: return "while"
    case .forIn: return "for"
    case .switchStmt: return "switch"
    default: return SyntaxDump.stmt(statement)
    }
  }

  static func head(of expression: Expr) -> String {
    switch expression.kind {
    case .call(let callee, _, _, _): return head(of: callee)
    case .member(let base, _, _): return head(of: base)
    case .identifier(let name): return name
    case .implicitMember(let name): return "." + name
    default: return SyntaxDump.expr(expression)
    }
  }
}
