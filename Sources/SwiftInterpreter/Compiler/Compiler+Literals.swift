import SwiftReader
import Transcript

/// String, array and dictionary literals.
extension Compiler {
  func stringLiteral(_ segments: [StringSegment], expected: SwiftType?, at location: SourceLocation) -> ExprCode {
    var pieces: [ExprCode] = []
    var isPlain = true
    var plain = ""
    for segment in segments {
      switch segment {
      case .text(let text):
        plain += text
        pieces.append(constant(.string(text), type: .string, at: location))
      case .interpolation(let arguments, let range):
        isPlain = false
        pieces.append(interpolation(arguments, at: range.start))
      }
    }
    if isPlain {
      if case .character? = expected?.wrapped, plain.count == 1 {
        return constant(.character(plain.first!), type: .character, at: location)
      }
      if let scalar = UnicodeScalars.literal(plain, as: expected) {
        return constant(scalar, type: expected!.wrapped, at: location)
      }
      if StaticStrings.isStaticString(expected) {
        return constant(StaticStrings.literal(.string(plain), as: expected), type: expected ?? .string, at: location)
      }
      var code = constant(.string(plain), type: .string, at: location)
      code.literal = .string
      return code
    }
    return combine(pieces, type: .string, at: location) { frame, values in
      var text = ""
      for value in values { if case .string(let piece) = value { text += piece } }
      // Built like any other string: `s = "\(s)\(s)"` in a loop stops at the size limit.
      if text.utf8.count >= 1024 {
        try frame.interpreter.checkSize(text.utf8.count, at: location)
        try frame.interpreter.allocate(bytes: text.utf8.count, at: location)
      }
      return .string(text)
    }
  }

  /// `\(value)` as `String(describing:)` gives it; `\(value, specifier: "%.1f")` as a host's
  /// `Text` formats it.
  private func interpolation(_ arguments: [Argument], at location: SourceLocation) -> ExprCode {
    let value = compileExpr(arguments[0].value, expected: nil)
    if arguments.count == 1 && arguments[0].label == nil {
      return map(value, type: .string) { frame, value in .string(try frame.interpreter.describe(value, at: location)) }
    }
    if arguments.count == 2, arguments[1].label == "specifier" {
      let specifier = compileExpr(arguments[1].value, expected: .string)
      return combine([value, specifier], type: .string, at: location) { frame, values in
        guard case .string(let format) = values[1] else { return .string("") }
        return .string(try Formatting.printf(format, [values[0]], interpreter: frame.interpreter, at: location))
      }
    }
    let labels = arguments.dropFirst().map { $0.label ?? "_" }.joined(separator: ", ")
    return failing(.notModelled("string interpolation with '\(labels):'", at: location), at: location)
  }

  func arrayLiteral(_ elements: [Expr], expected: SwiftType?, at location: SourceLocation) -> ExprCode {
    if let set = characterSetLiteral(elements, expected: expected, at: location) { return set }
    var elementType: SwiftType?
    var makesSet = false
    switch expected?.wrapped {
    case .array(let element)?: elementType = element
    case .set(let element)?:
      elementType = element
      makesSet = true
    default: break
    }
    // `f([1.5, 2])` for `f<T>(_ xs: [T])`: a callee's parameter unbound here takes the literals'
    // own type (`[Double]`), as if nothing were expected; the code's own `T` is kept (its
    // literals take the type the running call bound).
    if let expectedElement = elementType, !elements.isEmpty, isCalleeGeneric(expectedElement) { elementType = nil }
    if elements.isEmpty {
      let type: SwiftType = makesSet ? .set(elementType ?? .unknown) : .array(elementType ?? .unknown)
      var code = constant(makesSet ? .set(SetValue()) : .array(ArrayValue([])), type: type, at: location)
      code.literal = .emptyArray
      return code
    }
    if elementType == nil, let tuple = unifiedTupleType(elements) { elementType = tuple }
    var codes = elements.map { compileExpr($0, expected: elementType?.isUnknown == false ? elementType : nil) }
    if elementType == nil || elementType?.isUnknown == true {
      let unified = unifiedLiteralType(codes)
      if let unified {
        codes = zip(elements, codes).map { element, code in
          code.literal != nil || code.type.isUnknown ? compileExpr(element, expected: unified) : code
        }
      }
      elementType = unified ?? codes.first?.type
      // `[[1, 2.5], [3]]`: nested literals agree on one type (`[[Double]]`), as swiftc infers it.
      if let joined = joinedLiteralType(elements, codes) {
        codes = zip(elements, codes).map { element, code in
          code.type.isSame(as: joined) ? code : compileExpr(element, expected: joined)
        }
        elementType = joined
      }
    }
    let target = elementType ?? .unknown
    codes = codes.map { convert($0, to: target) }
    if makesSet {
      return combine(codes, type: .set(target), at: location) { frame, values in
        var set = SetValue()
        for value in values { try set.insert(value, interpreter: frame.interpreter, at: location) }
        return .set(set)
      }
    }
    return combine(codes, type: .array(target), at: location) { _, values in .array(ArrayValue(values)) }
  }

  /// Whether a type expected of a literal names a generic parameter that is not the running
  /// code's own: a callee's, bound by the call from what the literal turns out to be.
  private func isCalleeGeneric(_ type: SwiftType) -> Bool {
    type.mentionsGeneric && !type.mentionsGeneric(from: context.genericNames)
  }

  /// The one type nested collection literals agree on when their numbers differ (`[1, 2.5]`
  /// and `[3]` are both `[Double]`); nil when they are not all such literals or cannot agree.
  private func joinedLiteralType(_ elements: [Expr], _ codes: [ExprCode]) -> SwiftType? {
    guard elements.count > 1, elements.allSatisfy({
      switch $0.kind {
      case .arrayLiteral(let items): return !items.isEmpty
      case .dictionaryLiteral(let items): return !items.isEmpty
      default: return false
      }
    }) else { return nil }
    var joined = codes[0].type
    for code in codes.dropFirst() {
      guard let next = Self.joinNumbers(joined, code.type) else { return nil }
      joined = next
    }
    return codes.allSatisfy({ $0.type.isSame(as: joined) }) ? nil : joined
  }

  /// Two literal types made one where only `Int` meets `Double` inside them.
  private static func joinNumbers(_ a: SwiftType, _ b: SwiftType) -> SwiftType? {
    switch (a, b) {
    case (.int, .double), (.double, .int): return .double
    case (.array(let x), .array(let y)): return joinNumbers(x, y).map { .array($0) }
    case (.optional(let x), .optional(let y)): return joinNumbers(x, y).map { .optional($0) }
    case (.dictionary(let k1, let v1), .dictionary(let k2, let v2)):
      guard let key = joinNumbers(k1, k2), let value = joinNumbers(v1, v2) else { return nil }
      return .dictionary(key, value)
    default: return a.isSame(as: b) && !a.isUnknown ? a : nil
    }
  }

  /// The type a list of literals and values agrees on: `Double` when a float literal (or a
  /// `Double`) meets integer literals, an optional when `nil` is among them.
  func unifiedLiteralType(_ codes: [ExprCode]) -> SwiftType? {
    var hasNil = false
    var base: SwiftType?
    var hasFloat = false
    for code in codes {
      if case .nilLiteral? = code.literal { hasNil = true; continue }
      if case .float? = code.literal { hasFloat = true }
      if code.type.isFloatingPoint { hasFloat = true }
      if base == nil || base?.isUnknown == true || (code.literal == nil && !code.type.isUnknown) {
        if code.literal == nil || base == nil { base = code.type }
      }
    }
    if let common = Compiler.commonSuperclass(codes.map(\.type)) { base = common }
    if hasFloat, base.map({ $0.isNumeric || $0.isUnknown }) ?? true {
      if case .number(let kind)? = base, !kind.isInteger { base = .number(kind) } else { base = .double }
    }
    guard let resolved = base else { return hasNil ? .optional(.unknown) : nil }
    return hasNil ? .optional(resolved.wrapped) : resolved
  }

  /// `[(1, 2.5), (2, 3)]`: tuples of one shape whose literals agree position by position on a
  /// type other than the one the first tuple alone gives (`(Int, Double)`: the `3` is `3.0`).
  private func unifiedTupleType(_ elements: [Expr]) -> SwiftType? {
    guard elements.count > 1, case .tuple(let first) = elements[0].kind, first.count > 1 else { return nil }
    let labels = first.map(\.label)
    var columns = [[Expr]](repeating: [], count: first.count)
    for element in elements {
      guard case .tuple(let arguments) = element.kind, arguments.map(\.label) == labels else { return nil }
      for (index, argument) in arguments.enumerated() { columns[index].append(argument.value) }
    }
    var types: [SwiftType] = []
    var differs = false
    for column in columns {
      let codes = column.map { compileExpr($0, expected: nil) }
      guard let unified = unifiedLiteralType(codes), !unified.isUnknown else { return nil }
      if codes.contains(where: { !$0.type.isSame(as: unified) }) { differs = true }
      types.append(unified)
    }
    return differs ? .tuple(types, labels: labels) : nil
  }

  func dictionaryLiteral(_ elements: [DictionaryElement], expected: SwiftType?, at location: SourceLocation) -> ExprCode {
    var keyType: SwiftType?
    var valueType: SwiftType?
    if case .dictionary(let key, let value)? = expected?.wrapped {
      keyType = key
      valueType = value
    }
    // `f([1: 1.5, 2: 2])` for `f<K, V>(_ d: [K: V])`: as for an array literal, a callee's
    // parameter unbound here leaves the literals their own types.
    if !elements.isEmpty {
      if let key = keyType, isCalleeGeneric(key) { keyType = nil }
      if let value = valueType, isCalleeGeneric(value) { valueType = nil }
    }
    if elements.isEmpty {
      var code = constant(.dictionary(DictionaryValue()), type: .dictionary(keyType ?? .unknown, valueType ?? .unknown), at: location)
      code.literal = .emptyDictionary
      return code
    }
    var keys = elements.map { compileExpr($0.key, expected: keyType) }
    var values = elements.map { compileExpr($0.value, expected: valueType) }
    if keyType == nil, let unified = unifiedLiteralType(keys) {
      keys = zip(elements, keys).map { $1.literal != nil ? compileExpr($0.key, expected: unified) : $1 }
      keyType = unified
    }
    if valueType == nil, let unified = unifiedLiteralType(values) {
      values = zip(elements, values).map { $1.literal != nil || $1.type.isUnknown ? compileExpr($0.value, expected: unified) : $1 }
      valueType = unified
    }
    let resolvedValue = valueType ?? .unknown
    values = values.map { convert($0, to: resolvedValue) }
    var interleaved: [ExprCode] = []
    for (key, value) in zip(keys, values) {
      interleaved.append(key)
      interleaved.append(value)
    }
    let type = SwiftType.dictionary(keyType ?? .unknown, resolvedValue)
    return combine(interleaved, type: type, at: location) { frame, items in
      var dictionary = DictionaryValue()
      var index = 0
      while index < items.count {
        if try dictionary.index(of: items[index], interpreter: frame.interpreter, at: location) != nil {
          throw InterpreterError.trap("Dictionary literal contains duplicate keys", at: location)
        }
        try dictionary.set(items[index], items[index + 1], interpreter: frame.interpreter, at: location)
        index += 2
      }
      return .dictionary(dictionary)
    }
  }
}
