import Transcript

/// `#if … #elseif … #else … #endif` with every branch as written: which branch is compiled is
/// the compiler's choice, made from the platform it compiles for.
public struct ConditionalBlock<Item: Sendable>: Sendable {
  /// One branch: its condition (nil for `#else`) and what it holds.
  public struct Clause: Sendable {
    public var condition: CompilationCondition?
    public var items: [Item]

    public init(condition: CompilationCondition?, items: [Item]) {
      self.condition = condition
      self.items = items
    }
  }

  public var clauses: [Clause]

  public init(clauses: [Clause]) { self.clauses = clauses }

  /// The items of the first branch whose condition holds (nothing when none does).
  public func active(_ holds: (CompilationCondition) -> Bool) -> [Item] {
    for clause in clauses {
      guard let condition = clause.condition else { return clause.items }
      if holds(condition) { return clause.items }
    }
    return []
  }
}

/// The condition of `#if`/`#elseif`, as the Swift book's "Compiler Control Statements" lists them.
public indirect enum CompilationCondition: Sendable, Equatable {
  /// `DEBUG`, `true`, `false`: a flag set with `-D`, or a boolean literal.
  case flag(String)
  /// `os(iOS)`, `arch(arm64)`, `canImport(UIKit)`, `targetEnvironment(simulator)`, `hasFeature(X)`.
  case platform(String, argument: String)
  /// `swift(>=6.0)`, `compiler(<6)`: `isAtLeast` for `>=`, otherwise `<`.
  case version(String, isAtLeast: Bool, version: [Int])
  case not(CompilationCondition)
  case and(CompilationCondition, CompilationCondition)
  case or(CompilationCondition, CompilationCondition)
}
