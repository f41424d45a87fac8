import SwiftReader
import Transcript

/// A literal where a type of the program is expected (`let price: Money = 5`): the type's
/// `ExpressibleBy…Literal` initializer makes the value, `init(integerLiteral:)`,
/// `init(floatLiteral:)`, `init(stringLiteral:)`, `init(booleanLiteral:)`,
/// `init(arrayLiteral:)` with the elements, `init(dictionaryLiteral:)` with the pairs
/// (The Swift Programming Language, "Initialization with Literals", and the protocols' pages).
extension Compiler {
  /// The construction, when `expected` (or the type it wraps) is the program's type with the
  /// initializer for this kind of literal; nil otherwise.
  func userLiteral(_ expr: Expr, expected: SwiftType) -> ExprCode? {
    guard case .user(let type, _) = expected.wrapped, !type.isProtocol else { return nil }
    if case .stringLiteral(let segments) = expr.kind, Self.literalLabel(expr) == nil {
      return interpolationLiteral(segments, type: type, expected: expected, at: expr.range.start)
    }
    guard let label = Self.literalLabel(expr) else { return nil }
    guard type.members.initializers.contains(where: { $0.parameters.first?.label == label }) else { return nil }
    let location = expr.range.start
    var arguments: [ArgumentSyntax] = []
    switch expr.kind {
    case .arrayLiteral(let elements):
      arguments = elements.map { ArgumentSyntax(label: nil, expression: $0, isTrailingClosure: false, location: $0.range.start) }
    case .dictionaryLiteral(let elements):
      arguments = elements.map { element in
        let range = SourceRange(start: element.key.range.start, end: element.value.range.end)
        let pair = Expr(.tuple([
          Argument(label: nil, value: element.key, range: element.key.range),
          Argument(label: nil, value: element.value, range: element.value.range),
        ]), range: range, id: -1)
        return ArgumentSyntax(label: nil, expression: pair, isTrailingClosure: false, location: range.start)
      }
    default:
      arguments = [ArgumentSyntax(label: nil, expression: expr, isTrailingClosure: false, location: location)]
    }
    if !arguments.isEmpty { arguments[0].label = label }
    let made = construction(expected.wrapped, arguments, at: location)
    guard case .optional = expected else { return made }
    return map(made, type: expected) { _, value in value.promotedToOptional }
  }

  /// The label of the initializer a literal calls; nil for an interpolated string (its
  /// `ExpressibleByStringInterpolation` is not taken here) or a non-literal.
  private static func literalLabel(_ expr: Expr) -> String? {
    switch expr.kind {
    case .integerLiteral: return "integerLiteral"
    case .floatLiteral: return "floatLiteral"
    case .booleanLiteral: return "booleanLiteral"
    case .arrayLiteral: return "arrayLiteral"
    case .dictionaryLiteral: return "dictionaryLiteral"
    case .stringLiteral(let segments):
      let isPlain = segments.allSatisfy { if case .text = $0 { return true } else { return false } }
      return isPlain ? "stringLiteral" : nil
    default: return nil
    }
  }
}

extension Expr.Kind {
  /// Whether it is a literal a program's type may be made from.
  var isLiteral: Bool {
    switch self {
    case .integerLiteral, .floatLiteral, .booleanLiteral, .arrayLiteral, .dictionaryLiteral, .stringLiteral: return true
    default: return false
    }
  }
}
