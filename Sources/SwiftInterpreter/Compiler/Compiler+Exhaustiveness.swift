import SwiftReader
import Transcript

/// A `switch` that leaves some value unmatched: swiftc refuses to build it (`switch must be
/// exhaustive`, at the `switch` keyword), so it never runs here either, where it would print
/// the cases it did match and trap on the first value it did not.
///
/// swiftc prints notes under the error (`add missing case: '.east'`); the product shows one
/// line per error, as for every other diagnostic, so the notes are left out.
///
/// The patterns are read as a space of values (`SwitchSpace`): `Bool`s, enums of the program
/// (their payloads too), optionals and tuples split into their cases; every other type is open,
/// covered only by `_` or a name, never by literals (`1`, `"a"`, `2...5`), as for swiftc. A
/// pattern with a `where` clause covers nothing. Only what is sure is refused: a `switch` with
/// no `default` whose every pattern is understood here; any other pattern (`is T`, a name of a
/// value, a case the subject's type lacks) leaves the switch unchecked.
extension Compiler {
  func checkExhaustive(_ cases: [SwitchCase], subjectType: SwiftType, at location: SourceLocation) {
    if checkCaseLayout(cases) { return }
    guard !cases.isEmpty, !SwitchSpace.isUninhabited(subjectType) else { return }
    var rows: [[SwitchSpace.Space]] = []
    for switchCase in cases {
      guard case .patterns(let items) = switchCase.label else { return }
      for item in items {
        guard let space = SwitchSpace.space(of: item.pattern, type: subjectType) else { return }
        if item.whereClause == nil { rows.append([space]) }
      }
    }
    var check = SwitchSpace()
    guard let covered = check.covers(rows, types: [subjectType]), !covered else { return }
    error("switch must be exhaustive", at: location)
  }
}

/// The usefulness check of pattern matrices (Maranget, "Warnings for pattern matching", 2007):
/// a set of rows covers a list of types when every value of each constructor, taken in turn,
/// is covered by the rows that can match it.
struct SwitchSpace {
  /// A pattern as far as coverage counts it.
  indirect enum Space {
    /// `_`, a name: every value.
    case any
    /// A case of a closed type (`true`, `.north`, `.some`, a tuple's `()`) and its parts.
    case constructor(String, [Space])
    /// A literal: some values, never all of a type.
    case partial
  }

  /// Steps left: a switch over many tuples of enums may split into many matrices; past this,
  /// the switch is left unchecked rather than the compiler slowed.
  private var budget = 10_000

  /// Whether the rows cover every value of the types; nil when the budget ran out.
  mutating func covers(_ rows: [[Space]], types: [SwiftType]) -> Bool? {
    budget -= 1
    guard budget > 0 else { return nil }
    guard let first = types.first else { return !rows.isEmpty }
    let rest = Array(types.dropFirst())
    var heads: Set<String> = []
    for row in rows { if case .constructor(let name, _) = row[0] { heads.insert(name) } }
    if let constructors = Self.constructors(of: first), !heads.isEmpty,
      constructors.allSatisfy({ heads.contains($0.name) })
    {
      for constructor in constructors {
        let specialized = rows.compactMap { Self.specialize($0, by: constructor) }
        guard let covered = covers(specialized, types: constructor.fields + rest) else { return nil }
        if !covered { return false }
      }
      return true
    }
    // Some constructor is matched by no head (or the type is open): only the rows that match
    // anything in this column can cover its values.
    let defaults = rows.compactMap { row -> [Space]? in
      if case .any = row[0] { return Array(row.dropFirst()) }
      return nil
    }
    return covers(defaults, types: rest)
  }

  private static func specialize(_ row: [Space], by constructor: (name: String, fields: [SwiftType])) -> [Space]? {
    switch row[0] {
    case .any: return Array(repeating: .any, count: constructor.fields.count) + row.dropFirst()
    case .constructor(let name, let parts):
      return name == constructor.name ? parts + row.dropFirst() : nil
    case .partial: return nil
    }
  }

  /// The cases of a closed type, each with the types of its parts; nil for an open type.
  static func constructors(of type: SwiftType) -> [(name: String, fields: [SwiftType])]? {
    switch type {
    case .bool: return [("true", []), ("false", [])]
    case .optional(let wrapped): return [("some", [wrapped]), ("none", [])]
    case .tuple(let elements, _): return [("()", elements)]
    case .user(let user, _) where user.isEnum && !user.cases.isEmpty:
      return user.cases.map { ($0.name, $0.payloadTypes) }
    default: return nil
    }
  }

  /// `Never`, an enum without cases: a switch over it needs no case at all.
  static func isUninhabited(_ type: SwiftType) -> Bool {
    switch type {
    case .never: return true
    case .user(let user, _): return user.isEnum && user.cases.isEmpty
    default: return false
    }
  }

  /// The space a pattern covers in a column of this type; nil when it is not understood here.
  static func space(of pattern: Pattern, type: SwiftType) -> Space? {
    switch pattern.kind {
    case .wildcard, .identifier: return .any
    case .binding(_, let inner): return space(of: inner, type: type)
    case .tuple(let elements):
      guard case .tuple(let types, _) = type, types.count == elements.count, elements.count > 1 else { return nil }
      var parts: [Space] = []
      for (element, elementType) in zip(elements, types) {
        guard let part = space(of: element.pattern, type: elementType) else { return nil }
        parts.append(part)
      }
      return .constructor("()", parts)
    case .optional(let inner):
      guard case .optional(let wrapped) = type, let part = space(of: inner, type: wrapped) else { return nil }
      return .constructor("some", [part])
    case .enumCase(let typeSyntax, let name, let arguments):
      return enumCaseSpace(typeSyntax, name, arguments, type: type)
    case .expression(let expression):
      switch (expression.kind, type) {
      case (.booleanLiteral(let value), .bool): return .constructor(value ? "true" : "false", [])
      case (.nilLiteral, .optional): return .constructor("none", [])
      default: return isLiteral(expression) ? .partial : nil
      }
    case .isType, .asType:
      return nil
    }
  }

  private static func enumCaseSpace(
    _ typeSyntax: TypeSyntax?, _ name: String, _ arguments: [(label: String?, pattern: Pattern)]?,
    type: SwiftType
  ) -> Space? {
    let written = typeSyntax.flatMap { syntax -> String? in
      guard case .named(let typeName, let generics) = syntax.kind, generics.isEmpty else { return "" }
      return typeName
    }
    switch type {
    case .optional(let wrapped):
      if written == nil || written == "Optional", name == "some" || name == "none" {
        if name == "none" { return arguments == nil ? .constructor("none", []) : nil }
        guard let arguments else { return .constructor("some", [.any]) }
        guard arguments.count == 1, let part = space(of: arguments[0].pattern, type: wrapped) else { return nil }
        return .constructor("some", [part])
      }
      // `.north` against a `Dir?` matches `.some(.north)`; a wrapped enum with its own `none`
      // or `some` is ambiguous (swiftc warns), so left alone.
      guard let cases = constructors(of: wrapped), !cases.contains(where: { ["some", "none"].contains($0.name) }),
        let part = enumCaseSpace(typeSyntax, name, arguments, type: wrapped)
      else { return nil }
      return .constructor("some", [part])
    case .user(let user, _) where user.isEnum:
      guard let enumCase = user.enumCase(named: name), written == nil || written == user.name else { return nil }
      guard let arguments else { return .constructor(name, enumCase.payloadTypes.map { _ in .any }) }
      // One pattern for several values (`.move(let pair)`) is not counted here.
      guard arguments.count == enumCase.payloadTypes.count else { return nil }
      var parts: [Space] = []
      for (argument, payloadType) in zip(arguments, enumCase.payloadTypes) {
        guard let part = space(of: argument.pattern, type: payloadType) else { return nil }
        parts.append(part)
      }
      return .constructor(name, parts)
    default:
      return nil
    }
  }

  /// `1`, `-2`, `2.5`, `"a"`, `1...5`, `..<0`, `0...`: literals and ranges of them.
  static func isLiteral(_ expression: Expr) -> Bool {
    switch expression.kind {
    case .integerLiteral, .floatLiteral: return true
    case .stringLiteral(let segments):
      return segments.allSatisfy { if case .text = $0 { true } else { false } }
    case .prefixOperator(let op, let operand): return ["-", "..<", "..."].contains(op) && isLiteral(operand)
    case .postfixOperator(let op, let operand): return op == "..." && isLiteral(operand)
    case .infixOperator(let op, let lhs, let rhs): return ["...", "..<"].contains(op) && isLiteral(lhs) && isLiteral(rhs)
    default: return false
    }
  }
}

/// A `switch` whose blocks are out of Swift's shape: a `case` after `default` ("additional 'case'
/// blocks cannot appear after the 'default' block of a 'switch'") or a `case` with no statement
/// ("'case' label in a 'switch' must have at least one executable statement", a C habit of
/// falling into the next case), each at the block's start; run, the first printed the matched
/// case and the second fell silently past it.
extension Compiler {
  /// Whether an error was reported.
  func checkCaseLayout(_ cases: [SwitchCase]) -> Bool {
    if let empty = cases.first(where: { $0.body.isEmpty }) {
      let what = if case .patterns = empty.label { "'case'" } else { "'default'" }
      error("\(what) label in a 'switch' must have at least one executable statement", at: empty.range.start)
      return true
    }
    guard let defaultIndex = cases.firstIndex(where: { if case .patterns = $0.label { false } else { true } }),
      let late = cases[(defaultIndex + 1)...].first(where: { if case .patterns = $0.label { true } else { false } })
    else { return false }
    error("additional 'case' blocks cannot appear after the 'default' block of a 'switch'", at: late.range.start)
    return true
  }
}
