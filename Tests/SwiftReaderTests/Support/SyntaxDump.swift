import Foundation
import SwiftReader

/// Renders syntax trees as short, fully parenthesised text, so a test can state the exact
/// shape it expects in one line: `(a + (b * c))`, `f(x: 1) {old, new in print(old)}`.
enum SyntaxDump {
  static func expr(_ e: Expr) -> String {
    switch e.kind {
    case .integerLiteral(let text), .floatLiteral(let text): return text
    case .stringLiteral(let segments): return string(segments)
    case .booleanLiteral(let value): return value ? "true" : "false"
    case .nilLiteral: return "nil"
    case .arrayLiteral(let elements): return "[" + elements.map(expr).joined(separator: ", ") + "]"
    case .dictionaryLiteral(let elements):
      if elements.isEmpty { return "[:]" }
      return "[" + elements.map { "\(expr($0.key)): \(expr($0.value))" }.joined(separator: ", ")
        + "]"
    case .identifier(let name): return name
    case .implicitMember(let name): return "." + name
    case .member(let base, let name, _): return expr(base) + "." + name
    case .optionalChain(let base): return expr(base) + "?"
    case .forceUnwrap(let base): return expr(base) + "!"
    case .call(let callee, let arguments, let closures, _):
      var text = expr(callee)
      if !arguments.isEmpty || closures.isEmpty { text += "(" + args(arguments) + ")" }
      for trailing in closures {
        text += " " + (trailing.label.map { "\($0): " } ?? "") + closure(trailing.closure)
      }
      return text
    case .subscriptCall(let base, let arguments): return expr(base) + "[" + args(arguments) + "]"
    case .closure(let c): return closure(c)
    case .prefixOperator(let op, let operand): return "(\(op)\(expr(operand)))"
    case .infixOperator(let op, let lhs, let rhs): return "(\(expr(lhs)) \(op) \(expr(rhs)))"
    case .postfixOperator(let op, let operand): return "(\(expr(operand))\(op))"
    case .ternary(let c, let t, let f): return "(\(expr(c)) ? \(expr(t)) : \(expr(f)))"
    case .tryExpr(let kind, let operand): return "(\(kind.rawValue) \(expr(operand)))"
    case .awaitExpr(let operand): return "(await \(expr(operand)))"
    case .cast(let kind, let operand, let t):
      return "(\(expr(operand)) \(kind.rawValue) \(type(t)))"
    case .typeCheck(let operand, let t): return "(\(expr(operand)) is \(type(t)))"
    case .keyPath(let root, let components):
      let path = components.reduce("") { text, part in
        text.isEmpty || part == "?" || part == "!" ? text + part : text + "." + part
      }
      return "\\" + (root.map(type) ?? "") + "." + path
    case .tuple(let elements): return "tuple(" + args(elements) + ")"
    case .macroExpansion(let name, let arguments, let closures):
      var text = "#" + name
      if !arguments.isEmpty { text += "(" + args(arguments) + ")" }
      for trailing in closures { text += " " + closure(trailing.closure) }
      return text
    case .type(let t): return "type(\(type(t)))"
    case .statementExpression(let s): return "stmt(\(stmt(s)))"
    case .conditionalPostfix(let base, let block):
      return "(\(expr(base)) " + conditional(block) { $0.map(expr).joined(separator: "; ") } + ")"
    }
  }

  static func args(_ arguments: [Argument]) -> String {
    arguments.map { ($0.label.map { "\($0): " } ?? "") + expr($0.value) }.joined(separator: ", ")
  }

  static func string(_ segments: [StringSegment]) -> String {
    var text = "\""
    for segment in segments {
      switch segment {
      case .text(let t):
        text += t.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
          of: "\n", with: "\\n"
        )
        .replacingOccurrences(of: "\t", with: "\\t").replacingOccurrences(of: "\"", with: "\\\"")
      case .interpolation(let arguments, _): text += "\\(" + args(arguments) + ")"
      }
    }
    return text + "\""
  }

  static func closure(_ c: Closure) -> String {
    var head: [String] = c.attributes.map { "@" + $0.name }
    if !c.captureList.isEmpty { head.append("[" + c.captureList.joined(separator: ", ") + "]") }
    if let parameters = c.parameters {
      head.append(
        "("
          + parameters.map { $0.name + ($0.type.map { ": " + type($0) } ?? "") }.joined(
            separator: ", ")
          + ")")
    }
    if c.isAsync { head.append("async") }
    if c.isThrowing { head.append("throws") }
    if let result = c.returnType { head.append("-> " + type(result)) }
    let signature = head.isEmpty && c.parameters == nil ? "" : head.joined(separator: " ") + " in "
    return "{" + signature + block(c.body) + "}"
  }

  static func block(_ statements: [Stmt]) -> String {
    statements.map(stmt).joined(separator: "; ")
  }

  static func stmt(_ s: Stmt) -> String {
    switch s.kind {
    case .expression(let e): return expr(e)
    case .declaration(let d): return decl(d)
    case .returnStmt(let value): return value.map { "return " + expr($0) } ?? "return"
    case .ifStmt(let statement): return ifStmt(statement)
    case .guardStmt(let conditions, let body):
      return "guard \(conditions.map(condition).joined(separator: ", ")) else {\(block(body))}"
    case .whileStmt(let label, let conditions, let body):
      return (label.map { "\($0): " } ?? "")
        + "while \(conditions.map(condition).joined(separator: ", ")) {\(block(body))}"
    case .repeatWhile(let label, let body, let condition):
      return (label.map { "\($0): " } ?? "") + "repeat {\(block(body))} while \(expr(condition))"
    case .forIn(let label, let p, let sequence, let whereClause, let body):
      return (label.map { "\($0): " } ?? "") + "for \(pattern(p)) in \(expr(sequence))"
        + (whereClause.map { " where " + expr($0) } ?? "") + " {\(block(body))}"
    case .switchStmt(let subject, let cases):
      return "switch \(expr(subject)) {" + cases.map(switchCase).joined(separator: " ") + "}"
    case .doCatch(let body, let catches):
      return "do {\(block(body))}"
        + catches.map { c in
          " catch" + (c.pattern.map { " " + pattern($0) } ?? "")
            + (c.whereClause.map { " where " + expr($0) } ?? "") + " {\(block(c.body))}"
        }.joined()
    case .throwStmt(let e): return "throw " + expr(e)
    case .breakStmt(let label): return "break" + (label.map { " " + $0 } ?? "")
    case .continueStmt(let label): return "continue" + (label.map { " " + $0 } ?? "")
    case .fallthroughStmt: return "fallthrough"
    case .deferStmt(let body): return "defer {\(block(body))}"
    case .conditional(let c): return conditional(c) { block($0) }
    }
  }

  static func ifStmt(_ s: IfStmt) -> String {
    var text = "if \(s.conditions.map(condition).joined(separator: ", ")) {\(block(s.thenBody))}"
    switch s.elseClause {
    case .block(let body)?: text += " else {\(block(body))}"
    case .elseIf(let nested, _, _)?: text += " else " + ifStmt(nested)
    case nil: break
    }
    return text
  }

  static func condition(_ c: Condition) -> String {
    switch c {
    case .expression(let e): return expr(e)
    case .optionalBinding(let isLet, let name, let t, let initializer, _):
      return (isLet ? "let " : "var ") + name + (t.map { ": " + type($0) } ?? "")
        + (initializer.map { " = " + expr($0) } ?? "")
    case .casePattern(let p, let e, _): return "case \(pattern(p)) = \(expr(e))"
    case .availability: return "#available"
    }
  }

  static func switchCase(_ c: SwitchCase) -> String {
    let label: String
    switch c.label {
    case .patterns(let items):
      label =
        "case "
        + items.map { pattern($0.pattern) + ($0.whereClause.map { " where " + expr($0) } ?? "") }
        .joined(separator: ", ")
    case .defaultLabel: label = "default"
    case .unknownDefault: label = "@unknown default"
    }
    return label + ": " + block(c.body) + ";"
  }

  static func pattern(_ p: Pattern) -> String {
    switch p.kind {
    case .wildcard: return "_"
    case .identifier(let name): return name
    case .binding(let isLet, let inner): return (isLet ? "let " : "var ") + pattern(inner)
    case .tuple(let elements):
      return "("
        + elements.map { ($0.label.map { "\($0): " } ?? "") + pattern($0.pattern) }.joined(
          separator: ", ") + ")"
    case .enumCase(let t, let name, let arguments):
      return (t.map(type) ?? "") + "." + name
        + (arguments.map {
          "("
            + $0.map { ($0.label.map { "\($0): " } ?? "") + pattern($0.pattern) }.joined(
              separator: ", ") + ")"
        } ?? "")
    case .optional(let inner): return pattern(inner) + "?"
    case .isType(let t): return "is " + type(t)
    case .asType(let inner, let t): return pattern(inner) + " as " + type(t)
    case .expression(let e): return "expr(" + expr(e) + ")"
    }
  }

  static func type(_ t: TypeSyntax) -> String {
    switch t.kind {
    case .named(let name, let generics): return name + genericList(generics)
    case .member(let base, let name, let generics):
      return type(base) + "." + name + genericList(generics)
    case .optional(let inner): return grouped(inner) + "?"
    case .implicitlyUnwrapped(let inner): return grouped(inner) + "!"
    case .array(let element): return "[" + type(element) + "]"
    case .dictionary(let key, let value): return "[" + type(key) + ": " + type(value) + "]"
    case .tuple(let elements):
      return "("
        + elements.map { ($0.label.map { "\($0): " } ?? "") + type($0.type) }.joined(
          separator: ", ") + ")"
    case .function(let parameters, let isAsync, let isThrowing, let result):
      return "(" + parameters.map(type).joined(separator: ", ") + ")" + (isAsync ? " async" : "")
        + (isThrowing ? " throws" : "") + " -> " + type(result)
    case .opaque(let inner): return "some " + type(inner)
    case .existential(let inner): return "any " + type(inner)
    case .composition(let types): return types.map(type).joined(separator: " & ")
    case .metatype(let inner, let isProtocol):
      return type(inner) + (isProtocol ? ".Protocol" : ".Type")
    case .attributed(let attributes, let inner):
      return attributes.map { "@" + $0.name + " " }.joined() + type(inner)
    case .inoutType(let inner): return "inout " + type(inner)
    }
  }

  /// A function type in parentheses, so `(() -> Void)?` stays readable.
  private static func grouped(_ t: TypeSyntax) -> String {
    if case .function = t.kind { return "(" + type(t) + ")" }
    return type(t)
  }

  private static func genericList(_ generics: [TypeSyntax]) -> String {
    generics.isEmpty ? "" : "<" + generics.map(type).joined(separator: ", ") + ">"
  }

  /// A one-line summary of a declaration: its kind and name, not its body.
  static func decl(_ d: Decl) -> String {
    switch d.kind {
    case .importDecl(let path): return "import \(path)"
    case .type(let t): return "\(t.kind.rawValue) \(t.name)"
    case .extensionDecl(let e): return "extension \(type(e.extendedType))"
    case .function(let f): return "func \(f.name)"
    case .initializer(let i): return i.isFailable ? "init?" : "init"
    case .deinitializer: return "deinit"
    case .variable(let v):
      return (v.isLet ? "let " : "var ")
        + v.bindings.map { pattern($0.pattern) }.joined(separator: ", ")
    case .enumCase(let c): return "case " + c.elements.map(\.name).joined(separator: ", ")
    case .typeAlias(let name, _, _): return "typealias \(name)"
    case .operatorDeclaration(let declaration):
      switch declaration.kind {
      case .op(let name, let fixity, let group): return "\(fixity.rawValue) operator \(name)" + (group.map { ": \($0)" } ?? "")
      case .group(let group): return "precedencegroup \(group.name)"
      }
    case .associatedType(let name): return "associatedtype \(name)"
    case .subscriptDecl: return "subscript"
    case .macroExpansion(let name, _, _): return "#\(name)"
    case .topLevelCode(let s): return "code " + stmt(s)
    case .conditional(let c): return conditional(c) { $0.map(decl).joined(separator: "; ") }
    }
  }

  /// `#if c {…} #elseif d {…} #else {…}`.
  static func conditional<Item>(_ block: ConditionalBlock<Item>, _ items: ([Item]) -> String) -> String {
    block.clauses.enumerated().map { index, clause in
      let head = clause.condition.map { (index == 0 ? "#if " : "#elseif ") + condition($0) } ?? "#else"
      return "\(head) {\(items(clause.items))}"
    }.joined(separator: " ")
  }

  static func condition(_ c: CompilationCondition) -> String {
    switch c {
    case .flag(let name): return name
    case .platform(let name, let argument): return "\(name)(\(argument))"
    case .version(let name, let isAtLeast, let version):
      return "\(name)(\(isAtLeast ? ">=" : "<")\(version.map(String.init).joined(separator: ".")))"
    case .not(let inner): return "!" + condition(inner)
    case .and(let a, let b): return "(\(condition(a)) && \(condition(b)))"
    case .or(let a, let b): return "(\(condition(a)) || \(condition(b)))"
    }
  }
}
