import Transcript

/// An expression, with the text it came from and an identity unique in its program.
///
/// `id` lets the engine key things by syntax (a closure's code, an `await`
/// being resumed) without comparing trees.
public struct Expr: Sendable {
  public var kind: Kind
  public var range: SourceRange
  public var id: Int

  public init(_ kind: Kind, range: SourceRange, id: Int) {
    self.kind = kind
    self.range = range
    self.id = id
  }

  public indirect enum Kind: Sendable {
    /// `42`, `1_000` (the digits as written, underscores kept).
    case integerLiteral(String)
    /// `0.85`, `1e3`.
    case floatLiteral(String)
    /// `"🥕 \(beans)"`, `"""…"""`, `#"…"#`: text and interpolations in order.
    case stringLiteral([StringSegment])
    case booleanLiteral(Bool)
    case nilLiteral
    /// `[a, b]`, `[]`.
    case arrayLiteral([Expr])
    /// `["a": 1]`, `[:]`.
    case dictionaryLiteral([DictionaryElement])
    /// `beans`, `self`, `Self`, `super`, `$beans`, `$0`, `print`, `Text`, `` `default` ``.
    case identifier(String)
    /// `.active`, `.seconds` in `.seconds(1)`: a member of a type the context gives.
    case implicitMember(String)
    /// `base.name`; also `tuple.0`, `Item.self`, `Shade.init`.
    case member(base: Expr, name: String, nameRange: SourceRange)
    /// The `?` of `base?.name` or `base?()`: `optionalChain` wraps the base, and the
    /// whole chain ends at the outermost postfix expression.
    case optionalChain(Expr)
    /// `value!`.
    case forceUnwrap(Expr)
    /// `callee(arguments) { trailing }`.
    ///
    /// `rightParen` is where `)` stood (or where the callee ended, when a call has
    /// only trailing closures): Swift puts "missing argument" there.
    case call(callee: Expr, arguments: [Argument], trailingClosures: [TrailingClosure],
      rightParen: SourceLocation)
    /// `base[arguments]`.
    case subscriptCall(base: Expr, arguments: [Argument])
    case closure(Closure)
    /// `!flag`, `-x`, `&value` (`op` is the operator's text).
    case prefixOperator(op: String, operand: Expr)
    /// `a + b`, `a == .active`, `a ?? b`, `1...5`, `a && b`, and assignments `=`, `+=`, `-=` …
    ///
    /// Folded by precedence, so `a + b * c` is `+(a, *(b, c))`.
    case infixOperator(op: String, lhs: Expr, rhs: Expr)
    /// `x...` (one-sided ranges) and other postfix operators other than `!` and `?`.
    case postfixOperator(op: String, operand: Expr)
    /// `condition ? a : b`.
    case ternary(condition: Expr, then: Expr, else: Expr)
    /// `try x`, `try? x`, `try! x`.
    case tryExpr(TryKind, Expr)
    /// `await x`.
    case awaitExpr(Expr)
    /// `x as T`, `x as? T`, `x as! T`.
    case cast(CastKind, Expr, TypeSyntax)
    /// `x is T`.
    case typeCheck(Expr, TypeSyntax)
    /// `\.scenePhase`, `\.self`, `\Item.name`: an optional root type and member names.
    case keyPath(root: TypeSyntax?, components: [String])
    /// `(a, b)`, `(label: a, b)`; a parenthesised expression is a tuple of one unlabelled element.
    case tuple([Argument])
    /// `#Preview { … }`, `#file`, `#selector(…)` in expression position.
    case macroExpansion(name: String, arguments: [Argument], trailingClosures: [TrailingClosure])
    /// `[String].self`, `[Int: String]()`: a type that can only be read as a type.
    case type(TypeSyntax)
    /// `if`/`switch` used as an expression (`let x = if c { a } else { b }`).
    case statementExpression(Stmt)
    /// `#if` around postfix members (`list\n#if DEBUG\n.sorted()\n#endif`): each clause holds
    /// `base` with its own members applied; a clause that adds none, or no clause holding, is `base`.
    case conditionalPostfix(base: Expr, block: ConditionalBlock<Expr>)
  }
}

/// A piece of a string literal: plain text (escapes already decoded) or an interpolation.
public enum StringSegment: Sendable {
  case text(String)
  /// `\(value)` or `\(value, specifier: "%.1f")`: the arguments written inside.
  case interpolation([Argument], range: SourceRange)
}

public struct DictionaryElement: Sendable {
  public var key: Expr
  public var value: Expr

  public init(key: Expr, value: Expr) {
    self.key = key
    self.value = value
  }
}

/// `label: value` in a call, or `value` when unlabelled.
public struct Argument: Sendable {
  public var label: String?
  public var value: Expr
  public var range: SourceRange

  public init(label: String?, value: Expr, range: SourceRange) {
    self.label = label
    self.value = value
    self.range = range
  }
}

/// A closure after a call's parentheses; the first has no label, later ones do (`label: { … }`).
public struct TrailingClosure: Sendable {
  public var label: String?
  public var closure: Closure
  public var range: SourceRange

  public init(label: String?, closure: Closure, range: SourceRange) {
    self.label = label
    self.closure = closure
    self.range = range
  }
}

/// `{ old, new in … }`, `{ $name in … }`, `{ "\($0)" }`.
public struct Closure: Sendable {
  /// The declared parameters, or nil when the closure declares none (it may use `$0`).
  public var parameters: [ClosureParameter]?
  /// `[weak self]` and friends: the names captured, as written.
  public var captureList: [String]
  /// The same capture list, item by item: ownership, name and initial value.
  public var captures: [CaptureItem] = []
  public var attributes: [Attribute]
  public var isAsync: Bool
  public var isThrowing: Bool
  public var returnType: TypeSyntax?
  public var body: [Stmt]
  public var range: SourceRange
  /// Unique in its program, like `Expr.id`.
  public var id: Int

  public init(
    parameters: [ClosureParameter]?, captureList: [String] = [], attributes: [Attribute] = [],
    isAsync: Bool = false, isThrowing: Bool = false, returnType: TypeSyntax? = nil,
    body: [Stmt], range: SourceRange, id: Int
  ) {
    self.parameters = parameters
    self.captureList = captureList
    self.attributes = attributes
    self.isAsync = isAsync
    self.isThrowing = isThrowing
    self.returnType = returnType
    self.body = body
    self.range = range
    self.id = id
  }
}

/// One item of a closure's capture list: `weak self`, `count`, `unowned node = list.head`.
public struct CaptureItem: Sendable {
  public enum Ownership: String, Sendable { case strong, weak, unowned }
  public var ownership: Ownership
  /// The name the closure's body uses (`self` for `[weak self]`).
  public var name: String
  /// `= expression`: the value captured; without it, the variable of the same name.
  public var value: Expr?
  public var range: SourceRange

  public init(ownership: Ownership, name: String, value: Expr?, range: SourceRange) {
    self.ownership = ownership
    self.name = name
    self.value = value
    self.range = range
  }
}

/// A closure parameter: `old`, `_`, `$name` (a binding's projected name), `x: Int`.
public struct ClosureParameter: Sendable {
  public var name: String
  public var type: TypeSyntax?
  public var range: SourceRange
  /// `(xs: Int...)`: the arguments from here on are gathered into an array.
  public var isVariadic: Bool

  public init(name: String, type: TypeSyntax?, range: SourceRange, isVariadic: Bool = false) {
    self.name = name
    self.type = type
    self.range = range
    self.isVariadic = isVariadic
  }
}

public enum TryKind: String, Sendable { case plain = "try", optional = "try?", forced = "try!" }

public enum CastKind: String, Sendable { case plain = "as", optional = "as?", forced = "as!" }
