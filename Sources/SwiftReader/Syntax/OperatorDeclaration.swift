import Transcript

/// `infix operator •: MultiplicationPrecedence`, `prefix operator √`, or a
/// `precedencegroup` (The Swift Programming Language, "Advanced Operators").
///
/// They only tell the reader how to fold infix sequences; the program's operator functions
/// are ordinary `func` declarations.
public struct OperatorDeclaration: Sendable {
  public enum Fixity: String, Sendable { case prefix, postfix, infix }
  public enum Associativity: String, Sendable { case left, right, none }

  public enum Kind: Sendable {
    /// The operator and, for an infix one, its precedence group (nil: `DefaultPrecedence`).
    case op(String, fixity: Fixity, group: String?)
    case group(PrecedenceGroup)
  }

  /// A precedence group as declared: its relations to other groups and how it associates.
  public struct PrecedenceGroup: Sendable {
    public var name: String
    public var higherThan: [String] = []
    public var lowerThan: [String] = []
    public var associativity: Associativity = .none
    public var isAssignment = false

    public init(name: String) { self.name = name }
  }

  public var kind: Kind

  public init(_ kind: Kind) { self.kind = kind }
}
