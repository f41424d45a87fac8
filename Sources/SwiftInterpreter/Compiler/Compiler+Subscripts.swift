import SwiftReader
import Transcript

/// `base[index]` read as a value.
extension Compiler {
  func compileSubscript(_ base: Expr, _ arguments: [Argument], at location: SourceLocation) -> ExprCode {
    let baseCode: ExprCode
    if let type = typeOfExpression(base) {
      baseCode = constant(.type(type), type: .metatype(type), at: location)
    } else {
      baseCode = reversedAsArray(base, compileChain(base, expected: nil))
    }
    var indexHint: SwiftType?
    if case .dictionary(let key, _) = baseCode.type { indexHint = key }
    if case .array = baseCode.type { indexHint = .int }
    let indices = arguments.enumerated().map { position, argument in
      // `xs[...]`: the unbounded range, a range with neither bound (the whole collection).
      if case .identifier("...") = argument.value.kind {
        return constant(.range(RangeValue(lower: nil, upper: nil, isClosed: false)), type: .partialRange(.unknown, kind: .from),
          at: argument.value.range.start)
      }
      // `prices[name, default: 0]` over `[String: Double]`: the default is a `Double`.
      if argument.label == "default", case .dictionary(_, let value) = baseCode.type, !value.isUnknown {
        return compileExpr(argument.value, expected: value)
      }
      return compileExpr(argument.value, expected: position == 0 ? indexHint : nil)
    }
    checkStringIntSubscript(base, baseCode.type, arguments, indices, at: location)
    let labels = arguments.map(\.label)
    var type = subscriptElementType(on: baseCode.type, labels: labels)
    // A range index gives a slice, not an element: of an array or a slice, an `ArraySlice`.
    if let first = indices.first, first.type.isRangeType {
      let element = knownElement(of: baseCode.type.isArrayOrSlice ? baseCode.type : nil)
      type = element.flatMap(arraySlice(of:)) ?? .unknown
    }
    if case .array = baseCode.type, labels == [nil], indices.count == 1, indices[0].type.isSame(as: .int), !baseCode.isAsync, !indices[0].isAsync {
      let baseRun = baseCode.run, indexRun = indices[0].run
      return ExprCode(type: type, run: { frame in
        let array = try baseRun(frame), index = try indexRun(frame)
        if case .array(let elements) = array, case .int(let position) = index {
          guard position >= 0, position < elements.elements.count else { throw InterpreterError.indexOutOfRange(at: location) }
          return elements.elements[position]
        }
        return try frame.interpreter.subscriptGet(array, [index], labels: labels, at: location)
      }, location: location)
    }
    return combine([baseCode] + indices, type: type, at: location) { frame, values in
      try frame.interpreter.subscriptGet(values[0], Array(values.dropFirst()), labels: labels, at: location)
    }
  }

  /// The element a subscript on a standard collection gives, when it is the standard library's
  /// own subscript: a labelled index (`xs[safe: i]`) or a `String` that the program extends with
  /// subscripts of its own (`s[0]`) is the program's, so its type is left to the call.
  func subscriptElementType(on type: SwiftType, labels: [String?]) -> SwiftType {
    let standard = labels.allSatisfy { $0 == nil } || labels == [nil, "default"]
    guard standard else { return .unknown }
    if case .string = type, !(program.extensions["String"]?.subscripts.isEmpty ?? true) { return .unknown }
    // `shapes.prefix(2)[0]`: a slice's element, as an array's.
    if case .native(let native, let arguments) = type, native.name == "ArraySlice", arguments.count == 1 {
      return arguments[0]
    }
    return Compiler.elementType(ofSubscriptOn: type)
  }
}

extension SwiftType {
  /// `a..<b`, `a...b` or a one-sided range: an index that reads a slice.
  fileprivate var isRangeType: Bool {
    switch self {
    case .range, .partialRange: return true
    default: return false
    }
  }

  /// An array or an `ArraySlice`, whose range subscript is an `ArraySlice` of the same element.
  fileprivate var isArrayOrSlice: Bool {
    switch self {
    case .array: return true
    case .native(let native, _): return native.name == "ArraySlice"
    default: return false
    }
  }
}

extension Compiler {
  /// `scores.reversed()[0]`, `word.reversed()[1...]`: subscripted with positions, `reversed()`
  /// is `Sequence`'s, which makes an array (swiftc picks it there; a `ReversedCollection` takes
  /// only its own indices). It was refused as "value of type 'ReversedCollection' has no
  /// subscripts"; the reversed elements are now an array, with an array's traps.
  func reversedAsArray(_ base: Expr, _ code: ExprCode) -> ExprCode {
    guard case .call(let callee, let arguments, let trailing, _) = base.kind, arguments.isEmpty, trailing.isEmpty,
      case .member(let receiver, "reversed", _) = callee.kind
    else { return code }
    let receiverType = typeOfExpression(receiver) == nil ? compileChain(receiver, expected: nil).type : SwiftType.unknown
    let element = Compiler.elementType(of: receiverType)
    return map(code, type: .array(element)) { _, value in
      if case .native(let reversed as ReversedValue) = value { return .list(reversed.elements) }
      return value
    }
  }
}
