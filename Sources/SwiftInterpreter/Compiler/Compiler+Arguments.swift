import SwiftReader
import Transcript

/// An argument of a call as written: a labelled expression, or a trailing closure.
struct ArgumentSyntax {
  var label: String?
  var expression: Expr
  var isTrailingClosure: Bool
  var location: SourceLocation

  var isClosure: Bool {
    if case .closure = expression.kind { return true }
    return false
  }

  /// `&x`: the place passed `inout`.
  var inoutTarget: Expr? {
    if case .prefixOperator("&", let operand) = expression.kind { return operand }
    return nil
  }
}

/// What the compiler knows of the parameter an argument goes to.
struct ParameterHint {
  var type: SwiftType?
  var builder: String?
  var closureParameterTypes: [SwiftType]?
  /// `@autoclosure`: the argument is evaluated when the callee calls it, not before the call.
  var isAutoclosure = false
  /// The only function the call can be takes this parameter: an optional argument for a
  /// parameter of a concrete, non-optional type is an implicitly unwrapped one, unwrapped.
  var unwrapsImplicitly = false
  /// A closure passed here may outlive the call.
  var escapes = false
  /// A closure passed here is given the receiver's elements, whose type is certain.
  var closureParametersAreCertain = false
}

/// A compiled argument.
struct CompiledArgument {
  var label: String?
  var code: ExprCode
  var isTrailingClosure: Bool
  var isClosure: Bool
  /// For `&x`: the place the call reads and writes back.
  var place: PlaceCode?
}

/// Arguments: their syntax, what the candidate functions say of them, and their evaluation
/// into `CallArguments` (with `inout` cells written back after the call).
extension Compiler {
  func argumentSyntax(_ arguments: [Argument], _ trailing: [TrailingClosure]) -> [ArgumentSyntax] {
    arguments.map { ArgumentSyntax(label: $0.label, expression: $0.value, isTrailingClosure: false, location: $0.range.start) }
      + trailing.map {
        ArgumentSyntax(
          label: $0.label, expression: Expr(.closure($0.closure), range: $0.range, id: $0.closure.id),
          isTrailingClosure: true, location: $0.range.start)
      }
  }

  func shapes(_ arguments: [ArgumentSyntax]) -> [ArgumentMatcher.ArgumentShape] {
    arguments.map { ArgumentMatcher.ArgumentShape(label: $0.label, isTrailingClosure: $0.isTrailingClosure, isClosure: $0.isClosure) }
  }

  /// Hints for each argument from the first candidate whose labels fit.
  func hints(_ arguments: [ArgumentSyntax], candidates: [[ParameterCode]]) -> [ParameterHint?] {
    let argumentShapes = shapes(arguments)
    let isOnlyCandidate = candidates.count == 1
    for parameters in candidates {
      guard let bindings = ArgumentMatcher.match(parameters.map(\.shape), argumentShapes) else { continue }
      var result = [ParameterHint?](repeating: nil, count: arguments.count)
      for (index, binding) in bindings.enumerated() {
        let parameter = parameters[index]
        var closureTypes: [SwiftType]?
        if case .function(let types, _, _, _) = parameter.type { closureTypes = types }
        let hint = ParameterHint(
          type: parameter.isVariadic ? parameter.type.arrayElement : parameter.type, builder: parameter.builder,
          closureParameterTypes: closureTypes, isAutoclosure: parameter.isAutoclosure,
          unwrapsImplicitly: isOnlyCandidate, escapes: parameter.isEscaping)
        switch binding {
        case .argument(let position): result[position] = hint
        case .variadic(let positions): for position in positions { result[position] = hint }
        case .defaulted: break
        }
      }
      unifyGenericLiterals(arguments, bindings: bindings, parameters: parameters, into: &result)
      unifyGenericArrayLiterals(arguments, bindings: bindings, parameters: parameters, into: &result)
      if !isOnlyCandidate {
        let matches = candidates.compactMap { candidate in
          ArgumentMatcher.match(candidate.map(\.shape), argumentShapes).map { (parameters: candidate, bindings: $0) }
        }
        keepDefaultLiteralTypes(arguments, matches: matches, into: &result)
      }
      return result
    }
    return Array(repeating: nil, count: arguments.count)
  }

  /// Whether a literal tree has a string or Boolean literal: no number type is asked of it.
  static func holdsTextOrTruth(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .stringLiteral, .booleanLiteral: return true
    case .prefixOperator(_, let operand): return holdsTextOrTruth(operand)
    case .infixOperator(_, let lhs, let rhs): return holdsTextOrTruth(lhs) || holdsTextOrTruth(rhs)
    case .tuple(let arguments): return arguments.contains { holdsTextOrTruth($0.value) }
    default: return false
    }
  }

  /// `pair(1, 2.5)` with `func pair<T>(_ a: T, _ b: T)`: literals that bind one generic
  /// parameter agree on one type, a `Double` when one of them is a float literal.
  private func unifyGenericLiterals(
    _ arguments: [ArgumentSyntax], bindings: [ArgumentMatcher.Assignment], parameters: [ParameterCode],
    into hints: inout [ParameterHint?]
  ) {
    let groups = Self.argumentsByGeneric(bindings) { index in
      let type = parameters[index].isVariadic ? parameters[index].type.arrayElement : parameters[index].type
      guard case .generic(let name) = type else { return nil }
      return name
    }
    for positions in groups {
      let expressions = positions.map { arguments[$0].expression }
      guard expressions.allSatisfy(isLiteralOnly), !expressions.contains(where: Self.holdsTextOrTruth),
        expressions.contains(where: { !isIntegerLiteralOnly($0) })
      else { continue }
      for position in positions { hints[position] = ParameterHint(type: .double) }
    }
  }

  /// Hints from registry functions' signatures.
  func nativeHints(_ arguments: [ArgumentSyntax], candidates: [NativeFunction], receiver: SwiftType?) -> [ParameterHint?] {
    let argumentShapes = shapes(arguments)
    var result = [ParameterHint?](repeating: nil, count: arguments.count)
    var matched = false
    var matches = 0
    var parameterTypes: [[SwiftType?]] = []
    for function in candidates {
      guard let bindings = ArgumentMatcher.match(function.signature.shapes, argumentShapes) else { continue }
      matches += 1
      parameterTypes.append([SwiftType?](repeating: nil, count: arguments.count))
      let saved = context.genericNames
      context.genericNames.formUnion(function.signature.genericParameters)
      defer { context.genericNames = saved }
      for (index, binding) in bindings.enumerated() {
        let parameter = function.signature.parameters[index]
        var type = resolveType(parameter.type, in: receiver?.nativeType.map { .native($0, arguments: []) }, reportUnknown: false)
        // The signature's own generic parameters (`T` of `map<T>`) are not the caller's of the
        // same name: a literal in `r.map { _ in 0 }` inside `func k<T>` is not of `k`'s `T`.
        let shadowed = function.signature.genericParameters.filter { saved.contains($0) }
        if !shadowed.isEmpty {
          type = type.replacingGenerics(Dictionary(shadowed.map { ($0, SwiftType.unknown) }) { first, _ in first })
        }
        if parameter.isVariadic { type = type.arrayElement.isUnknown ? type : type }
        // `values.append(1)` on a `[Double]`: the element type the receiver is known to hold.
        if let element = sequenceElement(named: parameter.type, of: receiver, isDirect: true) {
          type = element
        } else if case .array(let elementSyntax) = parameter.type.kind,
          let element = sequenceElement(named: elementSyntax, of: receiver)
        {
          // `a.replaceSubrange(0..<1, with: [5])` on a `[Double]`: `[Element]` is `[Double]`.
          type = .array(element)
        }
        // `a.append(contentsOf: [0, 1])`, `s.union([2])` on a `[Double]`/`Set<Double>`: a sequence
        // parameter of a collection's method holds the receiver's elements, so the literal does.
        if case .argument(let position) = binding, case .arrayLiteral = arguments[position].expression.kind,
          case .named(let name, let generics) = parameter.type.kind, generics.isEmpty,
          function.signature.genericParameters.contains(name), let element = Compiler.knownElement(of: receiver)
        {
          type = .array(element)
        }
        if case .argument(let position) = binding {
          // A parameter of the signature's own generic type (`init<Source: BinaryInteger>(_: Source)`).
          var isOwnGeneric = false
          if case .named(let name, let generics) = parameter.type.kind, generics.isEmpty {
            isOwnGeneric = function.signature.genericParameters.contains(name)
          }
          parameterTypes[parameterTypes.count - 1][position] = isOwnGeneric ? .generic("") : type
        }
        // The signature's own generic parameter is unknown here; the caller's (`T` of an
        // enclosing `func f<T>`, an array of `T`'s element) is bound when the call runs.
        if case .generic(let name) = type, !saved.contains(name) { type = .unknown }
        var closureTypes: [SwiftType]?
        if let shape = parameter.type.functionShape {
          closureTypes = shape.parameters.map {
            if let element = sequenceElement(named: $0, of: receiver) { return element }
            let resolved = resolveType($0, in: nil, reportUnknown: false)
            if case .generic = resolved { return SwiftType.unknown }
            return resolved
          }
        }
        let hint = ParameterHint(type: type.isUnknown ? nil : type, builder: parameter.builderAttribute,
          closureParameterTypes: closureTypes, isAutoclosure: parameter.type.attributeNames.contains("autoclosure"),
          escapes: parameter.type.escapesClosure)
        switch binding {
        case .argument(let position):
          if !matched || result[position] == nil || implicitMemberPrefers(arguments[position], hint.type, over: result[position]?.type) {
            result[position] = hint
          }
          // Several overloads fit: a builder any of them asks for is kept.
          if matched, let builder = hint.builder, result[position]?.builder == nil { result[position]?.builder = builder }
        case .variadic(let positions): for position in positions where result[position] == nil { result[position] = hint }
        case .defaulted: break
        }
      }
      matched = true
      unifyLiterals(arguments, bindings: bindings, of: function.signature, into: &result)
    }
    if matches == 1 {
      for index in result.indices { result[index]?.unwrapsImplicitly = true }
    }
    keepDefaultLiteralTypes(arguments, types: parameterTypes, into: &result)
    forgetGuessedNumberTypes(arguments, types: parameterTypes, into: &result)
    reduceInitialHint(arguments, candidates: candidates, receiver: receiver, into: &result)
    return result
  }

  func compileArguments(_ arguments: [ArgumentSyntax], hints: [ParameterHint?]) -> [CompiledArgument] {
    arguments.enumerated().map { index, argument in
      let hint = index < hints.count ? hints[index] : nil
      if let target = argument.inoutTarget, let place = compilePlace(target) {
        refuseInout(place, at: argument.expression.range.start)
        let get = place.get
        return CompiledArgument(
          label: argument.label, code: ExprCode(type: place.type, run: get, location: argument.location),
          isTrailingClosure: argument.isTrailingClosure, isClosure: false, place: place)
      }
      if let target = argument.inoutTarget, case .identifier(let name) = target.kind, name.hasPrefix("$"),
        name.dropFirst().first?.isLetter == true
      {
        // `&$value`: a wrapper's projection passed inout (`assign(to: &$value)`), which swiftc
        // accepts: refused when it runs, not blamed as a misplaced '&'.
        let location = argument.expression.range.start
        return CompiledArgument(
          label: argument.label, code: failing(.notModelled("&\(name)", at: location), at: location),
          isTrailingClosure: argument.isTrailingClosure, isClosure: false, place: nil)
      }
      var code: ExprCode
      if case .closure(let closure) = argument.expression.kind {
        // Where nothing is known of the parameter, the closure is taken not to escape, so that
        // no program swiftc builds is refused.
        code = compileClosure(closure, expected: hint?.type, builder: hint?.builder,
          parameterTypes: hint?.closureParameterTypes, escapes: hint?.escapes ?? false,
          parametersAreCertain: hint?.closureParametersAreCertain ?? false)
      } else if hint?.isAutoclosure == true {
        let expression = argument.expression
        let closure = Closure(
          parameters: [], body: [Stmt(.expression(expression), range: expression.range, id: expression.id)],
          range: expression.range, id: expression.id)
        code = compileClosure(closure, expected: hint?.type, builder: nil, parameterTypes: [], escapes: false)
      } else if let hint, hint.unwrapsImplicitly, let type = hint.type {
        code = unwrappingImplicitly(compileExpr(argument.expression, expected: type), to: type)
      } else {
        code = compileExpr(argument.expression, expected: hint?.type)
      }
      if case .generic(let name)? = hint?.type, context.genericNames.contains(name), isLiteralOnly(argument.expression) {
        code = literalOfBoundGeneric(code, name)
      }
      return CompiledArgument(
        label: argument.label, code: code, isTrailingClosure: argument.isTrailingClosure,
        isClosure: argument.isClosure, place: nil)
    }
  }

  /// A call: its receiver evaluated first (`prelude`), then its arguments in order (`inout`
  /// ones into cells), the call made, the cells written back.
  func makeCall(
    _ arguments: [CompiledArgument], type: SwiftType, at location: SourceLocation,
    prelude: Receiver? = nil,
    perform: @escaping (Frame, CallArguments) throws -> Value,
    performAsync: ((Frame, CallArguments) async throws -> Value)?
  ) -> ExprCode {
    let shapes = arguments.map {
      ArgumentMatcher.ArgumentShape(label: $0.label, isTrailingClosure: $0.isTrailingClosure, isClosure: $0.isClosure)
    }
    let runs = arguments.map(\.code.run)
    let places = arguments.map(\.place)
    let hasInout = places.contains { $0 != nil }
    func writeBack(_ frame: Frame, _ cells: [Box?]) throws {
      for (index, place) in places.enumerated() {
        if let place, let cell = cells[index] { try place.set(frame, cell.value) }
      }
    }
    let preludeRun = prelude?.store
    var code = ExprCode(type: type, run: { frame in
      if let preludeRun { try preludeRun(frame) }
      var values: [Value] = []
      values.reserveCapacity(runs.count)
      for run in runs { values.append(try run(frame)) }
      guard hasInout else { return try perform(frame, CallArguments(values: values, shapes: shapes)) }
      let cells = values.enumerated().map { index, value in places[index] == nil ? nil : Box(value) }
      let result = try perform(frame, CallArguments(values: values, shapes: shapes, cells: cells))
      try writeBack(frame, cells)
      return result
    }, location: location)
    if arguments.contains(where: \.code.isAsync) || performAsync != nil || prelude?.storeAsync != nil {
      let codes = arguments.map(\.code)
      code.async = { frame in
        if let prelude {
          if let storeAsync = prelude.storeAsync { try await storeAsync(frame) } else { try prelude.store(frame) }
        }
        var values: [Value] = []
        for argument in codes { values.append(try await argument.evaluate(frame)) }
        let cells = hasInout ? values.enumerated().map { index, value in places[index] == nil ? nil : Box(value) } : nil
        let callArguments = CallArguments(values: values, shapes: shapes, cells: cells)
        let result: Value
        if let performAsync {
          result = try await performAsync(frame, callArguments)
        } else {
          result = try perform(frame, callArguments)
        }
        if let cells { try writeBack(frame, cells) }
        return result
      }
    }
    return code
  }

  /// A method's receiver, evaluated before the arguments as Swift does (`a().f(b())` calls
  /// `a` first) and kept in a hidden local of the frame until the call reads it.
  struct Receiver {
    var store: (Frame) throws -> Void
    var storeAsync: ((Frame) async throws -> Void)?
    var read: (Frame) -> Value
  }

  func receiver(_ base: ExprCode, at location: SourceLocation) -> Receiver {
    let slot = context.temporary()
    let run = base.run
    var receiver = Receiver(store: { frame in frame.slots[slot] = try run(frame) }, read: { frame in
      let value = frame.slots[slot]
      frame.slots[slot] = .void
      return value
    })
    if base.isAsync { receiver.storeAsync = { frame in frame.slots[slot] = try await base.evaluate(frame) } }
    return receiver
  }
}
