import Transcript

/// A statement, with its source range and an identity unique in its program.
public struct Stmt: Sendable {
  public var kind: Kind
  public var range: SourceRange
  public var id: Int

  public init(_ kind: Kind, range: SourceRange, id: Int) {
    self.kind = kind
    self.range = range
    self.id = id
  }

  public indirect enum Kind: Sendable {
    /// An expression used as a statement; in a result builder, one piece of content.
    case expression(Expr)
    /// A local `let`, `var`, `func`, `struct` …
    case declaration(Decl)
    case returnStmt(Expr?)
    case ifStmt(IfStmt)
    case guardStmt(conditions: [Condition], elseBody: [Stmt])
    case whileStmt(label: String?, conditions: [Condition], body: [Stmt])
    case repeatWhile(label: String?, body: [Stmt], condition: Expr)
    case forIn(label: String?, pattern: Pattern, sequence: Expr, whereClause: Expr?, body: [Stmt])
    case switchStmt(subject: Expr, cases: [SwitchCase])
    case doCatch(body: [Stmt], catches: [CatchClause])
    case throwStmt(Expr)
    case breakStmt(label: String?)
    case continueStmt(label: String?)
    case fallthroughStmt
    case deferStmt([Stmt])
    /// `#if` around statements, every branch as written.
    case conditional(ConditionalBlock<Stmt>)
  }
}

/// `if conditions { … } else …`.
public struct IfStmt: Sendable {
  public var conditions: [Condition]
  public var thenBody: [Stmt]
  public var elseClause: ElseClause?

  public init(conditions: [Condition], thenBody: [Stmt], elseClause: ElseClause?) {
    self.conditions = conditions
    self.thenBody = thenBody
    self.elseClause = elseClause
  }

  public indirect enum ElseClause: Sendable {
    case block([Stmt])
    /// `else if …`.
    case elseIf(IfStmt, range: SourceRange, id: Int)
  }
}

/// One clause of an `if`, `guard` or `while` condition list.
public enum Condition: Sendable {
  /// `new == .active`.
  case expression(Expr)
  /// `let asleepSince` (shorthand, `initializer` nil) or `let x = value`; `var` when `isLet` is false.
  case optionalBinding(isLet: Bool, name: String, type: TypeSyntax?, initializer: Expr?,
    range: SourceRange)
  /// `case .some(let x) = value`.
  case casePattern(Pattern, Expr, range: SourceRange)
  /// `#available(iOS 17, *)`: always true on the simulated device.
  case availability(range: SourceRange)
}

/// `case .active, .inactive where x:` or `default:` with its statements.
public struct SwitchCase: Sendable {
  public enum Label: Sendable {
    case patterns([CaseItem])
    case defaultLabel
    /// `@unknown default:`.
    case unknownDefault
  }

  public var label: Label
  public var body: [Stmt]
  public var range: SourceRange

  public init(label: Label, body: [Stmt], range: SourceRange) {
    self.label = label
    self.body = body
    self.range = range
  }
}

/// One pattern of a `case` label, with its `where` clause.
public struct CaseItem: Sendable {
  public var pattern: Pattern
  public var whereClause: Expr?

  public init(pattern: Pattern, whereClause: Expr?) {
    self.pattern = pattern
    self.whereClause = whereClause
  }
}

/// `catch pattern where condition { … }`; a bare `catch` has no pattern and binds `error`.
public struct CatchClause: Sendable {
  public var pattern: Pattern?
  public var whereClause: Expr?
  public var body: [Stmt]
  public var range: SourceRange

  public init(pattern: Pattern?, whereClause: Expr?, body: [Stmt], range: SourceRange) {
    self.pattern = pattern
    self.whereClause = whereClause
    self.body = body
    self.range = range
  }
}
