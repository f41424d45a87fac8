import SwiftReader
import Transcript

/// An interpolated string literal where a type of the program that conforms to
/// `ExpressibleByStringInterpolation` is expected: its `StringInterpolation` type is made with
/// `init(literalCapacity:interpolationCount:)`, then given `appendLiteral(_:)` and
/// `appendInterpolation(…)` in turn, and the value is `init(stringInterpolation:)` of it
/// (Apple, ExpressibleByStringInterpolation and StringInterpolationProtocol). As swiftc 6.3
/// builds it: a literal segment, possibly empty, before, between and after the interpolations,
/// and the capacity is the literal segments' UTF-8 count.
extension Compiler {
  private enum InterpolationPiece {
    case literal(String)
    case interpolation([ExprCode], [ArgumentMatcher.ArgumentShape])
  }

  /// The construction, or nil when the type has no `init(stringInterpolation:)`.
  func interpolationLiteral(_ segments: [StringSegment], type: UserType, expected: SwiftType, at location: SourceLocation)
    -> ExprCode?
  {
    guard let initializer = type.members.initializers.first(where: {
      $0.parameters.count == 1 && $0.parameters[0].label == "stringInterpolation"
    }) else { return nil }
    let builderType = initializer.parameters[0].type
    guard case .user = builderType else {
      program.addNotModelled(.error(
        "lesson-runner does not model 'init(stringInterpolation:)' taking '\(builderType.name)'", at: location))
      return nil
    }
    var pieces: [InterpolationPiece] = []
    var pending = ""
    var capacity = 0
    var count = 0
    for segment in segments {
      switch segment {
      case .text(let text):
        pending += text
      case .interpolation(let arguments, _):
        pieces.append(.literal(pending))
        capacity += pending.utf8.count
        pending = ""
        count += 1
        let codes = arguments.map { compileExpr($0.value, expected: nil) }
        let shapes = arguments.map { ArgumentMatcher.ArgumentShape(label: $0.label, isTrailingClosure: false) }
        pieces.append(.interpolation(codes, shapes))
      }
    }
    pieces.append(.literal(pending))
    capacity += pending.utf8.count
    let made = expected.wrapped
    let (literalCapacity, interpolationCount) = (capacity, count)
    let isOptional: Bool
    if case .optional = expected { isOptional = true } else { isOptional = false }
    return ExprCode(type: expected, run: { frame in
      let interpreter = frame.interpreter
      var builder = try interpreter.construct(
        builderType, arguments: [("literalCapacity", .int(literalCapacity)), ("interpolationCount", .int(interpolationCount))],
        at: location)
      for piece in pieces {
        switch piece {
        case .literal(let text):
          _ = try interpreter.callMethod(&builder, "appendLiteral", CallArguments(positional: [.string(text)]), at: location)
        case .interpolation(let codes, let shapes):
          let values = try codes.map { try $0.run(frame) }
          _ = try interpreter.callMethod(
            &builder, "appendInterpolation", CallArguments(values: values, shapes: shapes), at: location)
        }
      }
      let value = try interpreter.construct(made, arguments: [("stringInterpolation", builder)], at: location)
      return isOptional ? value.promotedToOptional : value
    }, location: location)
  }
}
