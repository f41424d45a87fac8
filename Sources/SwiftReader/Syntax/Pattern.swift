import Transcript

/// A pattern in `let`, `for`, `case` and `catch`.
public struct Pattern: Sendable {
  public var kind: Kind
  public var range: SourceRange

  public init(_ kind: Kind, range: SourceRange) {
    self.kind = kind
    self.range = range
  }

  public indirect enum Kind: Sendable {
    /// `_`.
    case wildcard
    /// `x`: binds a name (inside `let`/`var`, or in a declaration).
    case identifier(String)
    /// `let p` / `var p` inside a larger pattern: names in `p` bind.
    case binding(isLet: Bool, Pattern)
    /// `(a, b)`, `(label: a, b)`.
    case tuple([(label: String?, pattern: Pattern)])
    /// `.active`, `Shade.awake`, `.some(let x)`: `type` is nil for the implicit form.
    case enumCase(type: TypeSyntax?, name: String, arguments: [(label: String?, pattern: Pattern)]?)
    /// `x?`: matches a non-nil optional.
    case optional(Pattern)
    /// `is T`.
    case isType(TypeSyntax)
    /// `p as T`.
    case asType(Pattern, TypeSyntax)
    /// Any other expression, matched with `~=` (`1...5`, `"South"`, `0`).
    case expression(Expr)
  }
}
