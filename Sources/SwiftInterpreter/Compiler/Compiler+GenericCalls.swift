import SwiftReader
import Transcript

/// What the static types of a call's arguments decide: which overloads can take them, and
/// what each generic parameter of the callee is bound to.
///
/// Swift resolves overloads at compile time: inside `func f<T>(_ x: T)`, `g(x)` can only call
/// a `g` that takes any `T`, whatever `x` holds when it runs ("Generics" and "Overloading" in
/// The Swift Programming Language). What a static type leaves open is still decided by the
/// values, as before.
extension Compiler {
  /// The overloads that the arguments' static types allow (all of them when none is excluded),
  /// narrowed to the best when every argument's static type is known and one fits best.
  func staticallyPossible(
    _ candidates: [FunctionCode], _ arguments: [CompiledArgument], _ syntax: [ArgumentSyntax] = []
  ) -> [FunctionCode] {
    let shapes = arguments.map {
      ArgumentMatcher.ArgumentShape(label: $0.label, isTrailingClosure: $0.isTrailingClosure, isClosure: $0.isClosure)
    }
    var ranked: [(code: FunctionCode, rank: Int)] = []
    for candidate in candidates {
      guard let bindings = ArgumentMatcher.match(candidate.parameters.map(\.shape), shapes) else { continue }
      var rank = 0
      var fits = true
      for (index, binding) in bindings.enumerated() {
        guard case .argument(let position) = binding else { continue }
        let argument = arguments[position].code
        let parameter = candidate.parameters[index].type
        guard genericConstraintHolds(argument.type, parameter, of: candidate),
          var fit = fit(argument.literal == nil ? argument.type : .unknown, parameter),
          !optionalMissesConstraint(argument.literal == nil ? argument.type : .unknown, parameter, candidate)
        else {
          fits = false
          break
        }
        // `f(Optional(x))` with `f(_: Int?)` and `f<T>(_: T)`: swiftc 6.3 takes the generic one
        // (and still `f(_: Int?)` over `f(_: Any)`).
        if position < syntax.count, Self.isInferredOptionalCall(syntax[position].expression), case .optional = parameter,
          fit == Self.sameFit
        {
          fit = Self.genericFit - 1
        }
        rank += fit
      }
      if fits { ranked.append((candidate, rank)) }
    }
    guard !ranked.isEmpty else { return candidates }
    // A value known as `Any` is known for this choice: `Any` is what it statically is.
    let allKnown = arguments.allSatisfy { argument in
      guard argument.code.literal == nil else { return false }
      if case .any = argument.code.type { return true }
      return argument.code.type.isFullyKnown
    }
    if allKnown, let best = ranked.map(\.rank).max(), ranked.filter({ $0.rank == best }).count == 1 {
      return ranked.filter { $0.rank == best }.map(\.code)
    }
    return ranked.map(\.code)
  }

  /// How well a value of a static type fits a parameter (higher is better: the same type,
  /// then an optional promotion, then a generic parameter, then `Any`); nil when it cannot be
  /// passed. An unknown static type fits anything, for the run time to judge.
  private static let sameFit = 6, existentialFit = 4, genericFit = 2
  /// An optional promotion costs more than any other conversion, as in swiftc's score (which
  /// counts promotions before it compares how specialised overloads are): `f(i)` with `i: Int`
  /// is `f<T>(_: T)`'s, not `f(_: Int?)`'s, and `e(i)` is `e(_: Any)`'s.
  private static let promotionFit = -100

  /// Protocols an optional conforms to (when what it wraps does), so that it may bind a
  /// generic parameter constrained by them (the standard library's `Optional`).
  private static let optionalConformances: Set<String> = [
    "Equatable", "Hashable", "Encodable", "Decodable", "Codable", "ExpressibleByNilLiteral", "Sendable", "Copyable",
  ]

  /// `m(Optional(2.5))` with `m<T: Numeric>(_: T)`: an optional cannot be the `T` of a
  /// constraint it does not meet, so that overload is not a candidate.
  func optionalMissesConstraint(_ argument: SwiftType, _ parameter: SwiftType, _ candidate: FunctionCode) -> Bool {
    guard case .optional = argument, case .generic(let name) = parameter, let constraint = candidate.genericConstraints[name]
    else { return false }
    let parts: [TypeSyntax]
    if case .composition(let written) = constraint.kind { parts = written } else { parts = [constraint] }
    return parts.contains { part in
      guard case .named(let written, _) = part.kind else { return false }
      return !Self.optionalConformances.contains(written) && !(program.extensionConformances["Optional"] ?? []).contains(written)
    }
  }

  /// `Optional(x)`: the standard initializer with its `Wrapped` inferred.
  static func isInferredOptionalCall(_ expr: Expr) -> Bool {
    guard case .call(let callee, let arguments, let trailing, _) = expr.kind, arguments.count == 1, trailing.isEmpty,
      arguments[0].label == nil, case .identifier("Optional") = callee.kind
    else { return false }
    return true
  }

  private func fit(_ argument: SwiftType, _ parameter: SwiftType) -> Int? {
    if argument.isUnknown || parameter.isUnknown { return 0 }
    switch parameter {
    case .generic: return Self.genericFit
    // A value known only as `Any` matches an `Any` parameter exactly: before a generic one.
    case .any: if case .any = argument { return Self.sameFit } else { return 0 }
    default: break
    }
    if argument.isSame(as: parameter) { return Self.sameFit }
    if case .generic = argument.wrapped { return nil }
    // A value known only by a protocol never passes as a concrete type (`n(_: Sq)` for an `any Shape`).
    if case .user(let proto, _) = argument, proto.isProtocol, case .user(let type, _) = parameter, !type.isProtocol {
      return nil
    }
    // A protocol's existential takes a conforming type before a generic parameter does.
    if case .user(let proto, _) = parameter, proto.isProtocol, case .user(let type, _) = argument,
      type.classChain.contains(where: { $0.conforms(to: proto.name) })
    {
      return Self.existentialFit
    }
    if case .optional(let wrapped) = parameter, !argument.isOptional {
      return fit(argument, wrapped).map { $0 > 0 ? Self.promotionFit : $0 }
    }
    switch (argument, parameter) {
    case (.optional(let inner), .optional(let wrapped)): return fit(inner, wrapped)
    case (.any, _), (.optional, _): return nil
    case (.int, _), (.double, _), (.bool, _), (.string, _), (.character, _), (.number, _):
      return parameter.isSimpleValue ? nil : 0
    default: return 0
    }
  }

  /// The generic parameters a call binds from its arguments' static types, where those are
  /// fully known (`[Int]`, `Optional<Int>`, `T` of the caller); the rest are bound from values.
  func staticGenericBindings(_ code: FunctionCode, _ arguments: [CompiledArgument]) -> [String: SwiftType] {
    guard !code.genericParameters.isEmpty else { return [:] }
    let shapes = arguments.map {
      ArgumentMatcher.ArgumentShape(label: $0.label, isTrailingClosure: $0.isTrailingClosure, isClosure: $0.isClosure)
    }
    guard let bindings = ArgumentMatcher.match(code.parameters.map(\.shape), shapes) else { return [:] }
    var result: [String: SwiftType] = [:]
    for (index, binding) in bindings.enumerated() {
      guard case .argument(let position) = binding else { continue }
      unify(code.parameters[index].type, arguments[position].code.type, into: &result)
    }
    return result.filter { code.genericParameters.contains($0.key) }
  }

  /// The arguments of a generic type of the program made without them written, from the static
  /// types of the arguments of the one initializer the labels fit; nil unless every one is known.
  func inferredTypeArguments(
    _ type: UserType, _ candidates: [[ParameterCode]], _ arguments: [CompiledArgument]
  ) -> [SwiftType]? {
    guard !type.genericParameters.isEmpty, !type.isEnum else { return nil }
    let shapes = arguments.map {
      ArgumentMatcher.ArgumentShape(label: $0.label, isTrailingClosure: $0.isTrailingClosure, isClosure: $0.isClosure)
    }
    let fitting = candidates.compactMap { parameters in ArgumentMatcher.match(parameters.map(\.shape), shapes).map { (parameters, $0) } }
    guard fitting.count == 1, let (parameters, bindings) = fitting.first else { return nil }
    var result: [String: SwiftType] = [:]
    for (index, binding) in bindings.enumerated() {
      guard case .argument(let position) = binding, arguments[position].code.literal == nil else { continue }
      let argument = arguments[position].code.type
      // A protocol's existential is a static type too (`S() as P` makes `T` the `P`).
      if case .generic(let name) = parameters[index].type, case .user(let proto, let protoArguments) = argument,
        proto.isProtocol, protoArguments.isEmpty
      {
        if result[name] == nil { result[name] = argument }
        continue
      }
      unify(parameters[index].type, argument, into: &result)
    }
    let inferred = type.genericParameters.compactMap { result[$0.name] }
    guard inferred.count == type.genericParameters.count,
      inferred.allSatisfy({ !$0.mentionsGeneric(from: context.genericNames) && !$0.mentionsUnknown && Self.namesAllArguments($0) })
    else { return nil }
    return inferred
  }

  /// Whether every generic type in it is named with its arguments (`[G]` of a `G<T>` made
  /// from a literal is not: its `T` is known only when it runs).
  static func namesAllArguments(_ type: SwiftType) -> Bool {
    switch type {
    case .user(let user, let arguments):
      return arguments.count == user.genericParameters.count && arguments.allSatisfy(namesAllArguments)
    case .optional(let inner), .array(let inner), .set(let inner): return namesAllArguments(inner)
    case .dictionary(let key, let value): return namesAllArguments(key) && namesAllArguments(value)
    case .tuple(let elements, _): return elements.allSatisfy(namesAllArguments)
    default: return true
    }
  }

  /// A generic function's parameters with what the expected result binds:
  /// `let b: Box<Double> = wrap(1)` makes `1` a `Double`, as swiftc's inference does.
  func resultBoundParameters(_ code: FunctionCode, _ expected: SwiftType?) -> [ParameterCode] {
    guard !code.genericParameters.isEmpty, let expected, expected.isFullyKnown else { return code.parameters }
    var bindings: [String: SwiftType] = [:]
    unify(code.returnType, expected, into: &bindings)
    bindings = bindings.filter { code.genericParameters.contains($0.key) }
    guard !bindings.isEmpty else { return code.parameters }
    return code.parameters.map { parameter in
      var bound = parameter
      bound.type = parameter.type.replacingGenerics(bindings)
      return bound
    }
  }

  private func unify(_ parameter: SwiftType, _ argument: SwiftType, into result: inout [String: SwiftType]) {
    switch (parameter, argument) {
    case (.generic(let name), _):
      if result[name] == nil, argument.isFullyKnown { result[name] = argument }
    case (.optional(let p), .optional(let a)), (.array(let p), .array(let a)), (.set(let p), .set(let a)),
      (.metatype(let p), .metatype(let a)):
      unify(p, a, into: &result)
    case (.optional(let p), _):
      unify(p, argument, into: &result)
    case (.dictionary(let pk, let pv), .dictionary(let ak, let av)):
      unify(pk, ak, into: &result)
      unify(pv, av, into: &result)
    case (.user(let p, let pa), .user(let a, let aa)) where p === a && pa.count == aa.count:
      for (pi, ai) in zip(pa, aa) { unify(pi, ai, into: &result) }
    default:
      break
    }
  }
}

extension SwiftType {
  /// Whether the type is known to the last argument: no unknown part, no existential (which
  /// Swift 6 opens to the value's own type when passed to a generic parameter).
  var isFullyKnown: Bool {
    switch self {
    case .unknown, .any, .anyObject, .opaque: return false
    case .user(let type, let arguments): return !type.isProtocol && arguments.allSatisfy(\.isFullyKnown)
    case .native(let type, let arguments): return !type.isProtocol && arguments.allSatisfy(\.isFullyKnown)
    case .optional(let inner), .array(let inner), .set(let inner), .metatype(let inner): return inner.isFullyKnown
    case .dictionary(let key, let value): return key.isFullyKnown && value.isFullyKnown
    case .tuple(let elements, _): return elements.allSatisfy(\.isFullyKnown)
    case .range(let bound, _), .partialRange(let bound, _): return bound.isFullyKnown
    case .function: return false
    default: return true
    }
  }

  /// A standard scalar (`Int`, `String`, `UInt8`…): two different ones never convert implicitly.
  var isSimpleValue: Bool {
    switch self {
    case .int, .double, .bool, .string, .character, .number: return true
    default: return false
    }
  }

  /// Whether a generic parameter appears in the type.
  var mentionsGeneric: Bool { mentionsGeneric(where: { _ in true }) }

  /// Whether one of the named generic parameters appears in the type: a program's `T` in scope is
  /// bound by the call, a native signature's own `D` (a contextual `BackgroundTask<D, R>`) is not.
  func mentionsGeneric(from names: Set<String>) -> Bool {
    mentionsGeneric(where: { names.contains($0) })
  }

  private func mentionsGeneric(where chosen: (String) -> Bool) -> Bool {
    switch self {
    case .generic(let name): return chosen(name)
    case .optional(let inner), .array(let inner), .set(let inner), .metatype(let inner):
      return inner.mentionsGeneric(where: chosen)
    case .dictionary(let key, let value):
      return key.mentionsGeneric(where: chosen) || value.mentionsGeneric(where: chosen)
    case .tuple(let elements, _): return elements.contains { $0.mentionsGeneric(where: chosen) }
    case .user(_, let arguments), .native(_, let arguments):
      return arguments.contains { $0.mentionsGeneric(where: chosen) }
    default: return false
    }
  }
}
