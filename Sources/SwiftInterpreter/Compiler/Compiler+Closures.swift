import SwiftReader
import Transcript

/// Closures: their parameters (declared or `$0`-style), what they capture, their body.
extension Compiler {
  /// More `$N` than this in a closure whose parameters are not known is refused as swiftc refuses
  /// a closure whose parameters it cannot infer (no API the registry holds passes so many).
  static let largestAnonymousParameterCount = 64

  /// Whether `$0`, `$1`… may name the elements of the closure's one parameter, a tuple
  /// (`zip(a, b).map { $0 + $1 }`): true unless that parameter is known not to be a tuple.
  static func mayDestructure(_ parameters: [SwiftType]) -> Bool {
    guard parameters.count == 1 else { return false }
    switch parameters[0] {
    case .int, .double, .bool, .string, .character, .number, .void, .optional, .array, .dictionary, .set,
      .function, .range, .partialRange, .metatype:
      return false
    default: return true
    }
  }

  /// How many `$N` may name the elements of the closure's one tuple parameter: the tuple's
  /// arity when it is known, 64 when its type is not, none otherwise — so that `$999999999`
  /// never makes a billion parameters (fuzz seed 2, case 3509) and `$5` over a dictionary's
  /// `(key, value)` is swiftc's error rather than `()`.
  static func destructurableCount(_ parameters: [SwiftType]) -> Int {
    guard mayDestructure(parameters) else { return 0 }
    if case .tuple(let elements, _) = parameters[0] { return elements.count }
    return largestAnonymousParameterCount
  }

  func compileClosure(
    _ closure: Closure, expected: SwiftType?, builder: String?, parameterTypes: [SwiftType]? = nil, escapes: Bool = true,
    parametersAreCertain: Bool = false
  ) -> ExprCode {
    var expectedParameters = parameterTypes
    var expectedResult: SwiftType?
    var expectsAsync = false
    if case .function(let parameters, let result, let isAsync, _)? = expected?.wrapped {
      expectedParameters = expectedParameters ?? parameters
      expectedResult = result
      expectsAsync = isAsync
    }
    // `d.map { k, v in v }`: one tuple parameter taken as its parts.
    if let expected = expectedParameters, expected.count == 1, case .tuple(let parts, _) = expected[0], parts.count > 1,
      (closure.parameters?.count ?? max(closure.body.anonymousParameterCount, 0)) == parts.count
    {
      expectedParameters = parts
    }
    let isAsync = closure.isAsync || expectsAsync || closure.body.containsAwaitOutsideClosures
    let code = FunctionCode(
      name: context.code.name, kind: .closure, location: closure.range.start, isAsync: isAsync,
      isThrowing: closure.isThrowing)
    code.builder = builder
    code.parametersAreCertain = parametersAreCertain
    code.owner = context.code.owner
    if let returnType = closure.returnType {
      code.returnType = resolveType(returnType, in: context.selfType)
    } else {
      code.returnType = expectedResult ?? .unknown
    }
    var parameters: [ParameterCode] = []
    if let declared = closure.parameters {
      for (index, parameter) in declared.enumerated() {
        var type = parameter.type.map { resolveType($0, in: context.selfType) }
          ?? (expectedParameters.flatMap { index < $0.count ? $0[index] : nil } ?? .unknown)
        // `{ (xs: Int...) in }`: the closure's arguments from here on arrive as an array.
        if parameter.isVariadic { type = .array(type) }
        if index > 0, declared[index - 1].isVariadic {
          error("no parameters may follow a variadic parameter in a closure", at: parameter.range.start)
        }
        parameters.append(closureParameter(parameter.name, type: type, isVariadic: parameter.isVariadic))
      }
    } else {
      var count = max(closure.body.anonymousParameterCount, 0)
      if let expected = expectedParameters, count > expected.count,
        count > Self.destructurableCount(expected)
      {
        // swiftc also names the closure's type, which the engine does not always know.
        let arguments = expected.count == 1 ? "1 argument" : "\(expected.count) arguments"
        error(
          "contextual closure type expects \(arguments), but \(count) were used in closure body",
          at: closure.range.start)
        count = expected.count
      } else if expectedParameters == nil, count > Self.largestAnonymousParameterCount {
        error("cannot infer type of closure parameter '$0' without a type annotation", at: closure.range.start)
        count = 0
      }
      for index in 0..<count {
        let type = expectedParameters.flatMap { index < $0.count ? $0[index] : nil } ?? .unknown
        parameters.append(closureParameter("$\(index)", type: type))
      }
    }
    code.parameters = parameters
    let outer = context
    // `[count]`, `[weak node]`: the value when the closure is made, not the variable.
    let items = compileCaptureItems(closure.captures)
    let selfOwnership = closure.captures.first { $0.name == "self" }?.ownership ?? .strong
    code.selfOwnership = selfOwnership
    code.capturesSelf = closure.captures.contains { $0.name == "self" }
    code.needsExplicitSelf = escapes && !code.capturesSelf
    compileBody(code, closure.body, parameters: parameters, selfType: outer.selfType, captureItems: items)
    let captured = lastClosureCaptures
    let copies = [Bool](repeating: false, count: captured.count)
    let type = SwiftType.function(
      parameters: parameters.map(\.type), result: code.inferredResult ?? code.returnType, isAsync: code.isAsync,
      isThrowing: closure.isThrowing)
    return ExprCode(type: type, run: { frame in
      if !items.isEmpty { try Compiler.storeCaptureItems(items, in: frame) }
      defer { if !items.isEmpty { Compiler.clearCaptureItems(items, in: frame) } }
      var captures: [Box] = []
      captures.reserveCapacity(captured.count)
      for (position, reference) in captured.enumerated() {
        if copies[position] {
          switch reference {
          case .box(let index): captures.append(Box(frame.boxes[index]?.value ?? .void))
          case .capture(let index): captures.append(Box(frame.captures[index].value))
          case .slot(let slot): captures.append(Box(frame.slots[slot]))
          case .global(let global): captures.append(Box(try frame.interpreter.global(global, at: closure.range.start)))
          }
          continue
        }
        switch reference {
        case .global(let global): captures.append(Box(try frame.interpreter.global(global, at: closure.range.start)))
        case .box(let index):
          if let box = frame.boxes[index] {
            captures.append(box)
          } else {
            let box = Box(.void)
            frame.boxes[index] = box
            captures.append(box)
          }
        case .capture(let index): captures.append(frame.captures[index])
        case .slot(let slot): captures.append(Box(frame.slots[slot]))
        }
      }
      if selfOwnership != .strong {
        let owned = frame.interpreter.ownedStorage(frame.currentSelf, selfOwnership)
        return frame.interpreter.makeFunction(code, captures: captures, selfValue: owned, selfBox: nil, generics: frame.generics)
      }
      return frame.interpreter.makeFunction(
        code, captures: captures, selfValue: frame.selfValue, selfBox: frame.selfBox, generics: frame.generics)
    }, location: closure.range.start)
  }

  private func closureParameter(_ name: String, type: SwiftType, isVariadic: Bool = false) -> ParameterCode {
    var arity: Int?
    if case .function(let parameters, _, _, _) = type { arity = parameters.count }
    return ParameterCode(
      label: nil, name: name, type: type, storage: .slot(0), defaultValue: nil, isVariadic: isVariadic, isInout: false,
      builder: nil, takesClosure: arity != nil, closureArity: arity, isAutoclosure: false)
  }
}

extension [Stmt] {
  /// `$0`, `$1` … used by these statements (not by nested closures): the closure's arity.
  var anonymousParameterCount: Int {
    var highest = -1
    for statement in self {
      SyntaxWalker.visit(statement, intoClosures: false) { expr in
        if case .identifier(let name) = expr.kind, name.hasPrefix("$"), let index = Int(name.dropFirst()) {
          highest = Swift.max(highest, index)
        }
        return true
      }
    }
    return highest + 1
  }

  /// Whether these statements `await` (outside nested closures): the closure is async.
  var containsAwaitOutsideClosures: Bool {
    var found = false
    for statement in self where !found {
      SyntaxWalker.visit(statement, intoClosures: false) { expr in
        if case .awaitExpr = expr.kind { found = true }
        return !found
      }
      if case .forIn(_, _, let sequence, _, _) = statement.kind, case .awaitExpr = sequence.kind { found = true }
    }
    return found
  }
}
