import SwiftReader
import Transcript

/// A call's arguments as written: values in source order, their labels, and the cells of
/// `inout` arguments (`&x`).
struct CallArguments {
  var values: [Value]
  var shapes: [ArgumentMatcher.ArgumentShape]
  var cells: [Box?]?

  init(values: [Value], shapes: [ArgumentMatcher.ArgumentShape], cells: [Box?]? = nil) {
    self.values = values
    self.shapes = shapes
    self.cells = cells
  }

  /// Positional arguments with no labels (a closure's call).
  init(positional values: [Value]) {
    self.values = values
    self.shapes = values.map { _ in ArgumentMatcher.ArgumentShape(label: nil, isTrailingClosure: false) }
    self.cells = nil
  }

  var labels: [String?] { shapes.map(\.label) }
}

/// Remembers, per call site, what the name meant on the receiver's type last time and which
/// overload the call resolved to: a call site almost always meets one type, so the next call
/// compares one type key instead of hashing names and matching labels again.
///
/// An overload is kept only when it was the one that fitted (labels alone chose it); when
/// several fitted, the argument values chose, and the next call chooses again.
final class CallSiteCache {
  fileprivate var type: TypeKey?
  fileprivate var lookup: MemberLookup = .notFound
  fileprivate var native: (NativeFunction, [ArgumentMatcher.Assignment])?
  fileprivate var code: (FunctionCode, [ArgumentMatcher.Assignment])?
  /// Overloads that argument values chose, by what decides a score: each argument's kind.
  fileprivate var scored: [[ArgumentKind]: (NativeFunction, [ArgumentMatcher.Assignment])] = [:]
  /// The entry of `scored` the site used last.
  fileprivate var lastScored: (kinds: [ArgumentKind], chosen: (NativeFunction, [ArgumentMatcher.Assignment]))?
  /// Kinds of argument lists a site remembers at most (a site meets one or two in practice).
  fileprivate static let scoredLimit = 8

  /// A static call site's member (its type is fixed where it is written: a builder's
  /// `buildBlock`, `.system(size:)`): looked up once instead of hashing the name each call.
  var staticLookup: StaticMemberLookup?

  /// The registry overload the site resolved to by labels alone, if it did.
  var chosenNative: (NativeFunction, [ArgumentMatcher.Assignment])? { native }
}

extension Interpreter {
  /// `lookupCallable`, through the call site's memory of the last receiver type.
  func lookupCallable(of value: Value, _ name: String, cache: CallSiteCache?) -> MemberLookup {
    guard let cache else { return lookupCallable(of: value, name) }
    if case .some = value { return lookupCallable(of: value, name) }
    let key = typeKey(of: value)
    if cache.type == key { return cache.lookup }
    let found = lookupCallable(of: value, name)
    cache.type = key
    cache.lookup = found
    cache.native = nil
    cache.scored = [:]
    cache.lastScored = nil
    cache.code = nil
    return found
  }

  /// `chooseNativeOverload` for a call site whose receiver type `lookupCallable(of:_:cache:)`
  /// has just checked.
  func chooseNativeOverload(
    _ candidates: [NativeFunction], _ arguments: CallArguments, owner: @autoclosure () -> String,
    cache: CallSiteCache?, at location: SourceLocation?
  ) throws -> (NativeFunction, [ArgumentMatcher.Assignment]) {
    if let chosen = cache?.native { return chosen }
    let (chosen, scored) = try resolveNativeOverload(candidates, arguments, owner: owner(), at: location)
    if !scored { cache?.native = chosen }
    return chosen
  }

  /// `chooseNativeOverload` where values may choose: an overload chosen for arguments of the
  /// same kinds (`NativeTypeMatch` scores by kind, closures by their parameter count) is reused.
  func chooseScoredNativeOverload(
    _ candidates: [NativeFunction], _ arguments: CallArguments, owner: @autoclosure () -> String,
    cache: CallSiteCache?, at location: SourceLocation?
  ) throws -> (NativeFunction, [ArgumentMatcher.Assignment]) {
    guard let cache else { return try chooseNativeOverload(candidates, arguments, owner: owner(), at: location) }
    if let chosen = cache.native { return chosen }
    // The kinds the site met last, compared in place: no array is made or hashed per call.
    if let last = cache.lastScored, hasKinds(arguments.values, last.kinds) { return last.chosen }
    let kinds = argumentKinds(arguments.values)
    if let kinds, let chosen = cache.scored[kinds] {
      cache.lastScored = (kinds, chosen)
      return chosen
    }
    let (chosen, scored) = try resolveNativeOverload(candidates, arguments, owner: owner(), at: location)
    if !scored {
      cache.native = chosen
    } else if let kinds, cache.scored.count < CallSiteCache.scoredLimit {
      cache.scored[kinds] = chosen
      cache.lastScored = (kinds, chosen)
    }
    return chosen
  }

  /// Whether the values are of these kinds, as `argumentKinds` would list them.
  private func hasKinds(_ values: [Value], _ kinds: [ArgumentKind]) -> Bool {
    guard values.count == kinds.count else { return false }
    for (value, kind) in zip(values, kinds) {
      switch value {
      case .none: guard case .none = kind else { return false }
      case .some(let inner):
        switch inner {
        case .some, .none: return false
        case .function(let function): guard kind == .someFunction(function.parameterCount) else { return false }
        default: guard kind == .some(typeKey(of: inner)) else { return false }
        }
      case .function(let function): guard kind == .function(function.parameterCount) else { return false }
      default: guard kind == .type(typeKey(of: value)) else { return false }
      }
    }
    return true
  }

  /// What `NativeTypeMatch.score` and closure counting see of each argument; nil when an
  /// argument is one whose score depends on more (an optional holding an optional).
  private func argumentKinds(_ values: [Value]) -> [ArgumentKind]? {
    var kinds: [ArgumentKind] = []
    kinds.reserveCapacity(values.count)
    for value in values {
      switch value {
      case .none: kinds.append(.none)
      case .some(let inner):
        if case .some = inner { return nil }
        if case .none = inner { return nil }
        if case .function(let function) = inner { kinds.append(.someFunction(function.parameterCount)); continue }
        kinds.append(.some(typeKey(of: inner)))
      case .function(let function): kinds.append(.function(function.parameterCount))
      default: kinds.append(.type(typeKey(of: value)))
      }
    }
    return kinds
  }


  /// `chooseOverload` for a call site whose receiver type has just been checked.
  func chooseOverload(
    _ candidates: [FunctionCode], _ arguments: CallArguments, cache: CallSiteCache?, at location: SourceLocation?
  ) throws -> (FunctionCode, [ArgumentMatcher.Assignment]) {
    if let chosen = cache?.code { return chosen }
    let chosen = try chooseOverload(candidates, arguments, at: location)
    if candidates.count == 1 { cache?.code = chosen }
    return chosen
  }
}

extension Interpreter {
  /// Puts arguments in parameter order, filling defaults and gathering variadic ones.
  func arrange(
    _ arguments: CallArguments, for parameters: [ParameterCode], bindings: [ArgumentMatcher.Assignment],
    at location: SourceLocation?
  ) throws -> (values: [Value], cells: [Box?]?) {
    var values: [Value] = []
    values.reserveCapacity(parameters.count)
    var cells: [Box?]? = arguments.cells == nil ? nil : []
    for (index, binding) in bindings.enumerated() {
      let parameter = parameters[index]
      switch binding {
      case .argument(let position):
        values.append(arguments.values[position])
        cells?.append(arguments.cells?[position] ?? nil)
      case .variadic(let positions):
        values.append(.array(ArrayValue(positions.map { coerce(arguments.values[$0], to: parameter.type.arrayElement) })))
        cells?.append(nil)
      case .defaulted:
        guard let defaultValue = parameter.defaultValue else {
          throw InterpreterError.unsupported("missing argument for parameter '\(parameter.label ?? parameter.name)' in call", at: location)
        }
        if let literal = parameter.callerLiteral, let location, let value = callerLiteral(literal, at: location) {
          values.append(StaticStrings.literal(value, as: parameter.type))
          cells?.append(nil)
          continue
        }
        let frame = Frame(code: scratchCode, interpreter: self, captures: [], selfValue: .void, selfBox: nil)
        values.append(try defaultValue.run(frame))
        cells?.append(nil)
      }
    }
    return (values, cells)
  }

  /// The overload of compiled code a call's labels (and argument types) select.
  func chooseOverload(
    _ candidates: [FunctionCode], _ arguments: CallArguments, at location: SourceLocation?
  ) throws -> (FunctionCode, [ArgumentMatcher.Assignment]) {
    var matches: [(FunctionCode, [ArgumentMatcher.Assignment])] = []
    for candidate in candidates {
      if let bindings = ArgumentMatcher.match(candidate.parameters.map(\.shape), arguments.shapes) {
        matches.append((candidate, bindings))
      }
    }
    if matches.count > 1 {
      // The least costly, the first declared of equals (see `overloadCost`).
      var best = matches[0]
      var least = overloadCost(best.0, best.1, arguments)
      for match in matches.dropFirst() {
        let cost = overloadCost(match.0, match.1, arguments)
        if cost < least { (best, least) = (match, cost) }
      }
      return best
    }
    if let only = matches.first { return only }
    let name = candidates.first.map { String($0.name.prefix { $0 != "(" }) } ?? "function"
    throw InterpreterError.unsupported(
      candidates.count == 1
        ? "argument labels '(\(labelText(arguments.labels)))' do not match parameters '(\(labelText(candidates[0].labels)))' of '\(name)'"
        : "no exact matches in call to '\(name)'",
      at: location)
  }

  private func labelText(_ labels: [String?]) -> String { labels.map { ($0 ?? "_") + ":" }.joined() }

  /// The overload of a registry function a call's labels (and argument types) select: the
  /// only one that fits, else the best scored (the first of equals, in declaration order).
  func chooseNativeOverload(
    _ candidates: [NativeFunction], _ arguments: CallArguments, owner: String, at location: SourceLocation?
  ) throws -> (NativeFunction, [ArgumentMatcher.Assignment]) {
    try resolveNativeOverload(candidates, arguments, owner: owner, at: location).chosen
  }

  /// The overload, and whether argument values had to choose among several that fit.
  private func resolveNativeOverload(
    _ candidates: [NativeFunction], _ arguments: CallArguments, owner: String, at location: SourceLocation?
  ) throws -> (chosen: (NativeFunction, [ArgumentMatcher.Assignment]), scored: Bool) {
    var best: (function: NativeFunction, bindings: [ArgumentMatcher.Assignment])?
    var bestScore = Int.min
    var fitting = 0
    for index in candidates.indices {
      let bindings: [ArgumentMatcher.Assignment]
      if candidates[index].acceptsAnyArguments {
        bindings = [.variadic(Array(arguments.values.indices))]
      } else if let matched = ArgumentMatcher.match(candidates[index].signature.shapes, arguments.shapes) {
        bindings = matched
      } else {
        continue
      }
      fitting += 1
      if fitting == 1 {
        best = (candidates[index], bindings)
        if candidates.count == 1 { break }
        continue
      }
      if fitting == 2, let first = best { bestScore = nativeScore(first.function, first.bindings, arguments) }
      let score = nativeScore(candidates[index], bindings, arguments)
      if score > bestScore {
        best = (candidates[index], bindings)
        bestScore = score
      }
    }
    if let best { return (best, fitting > 1) }
    let name = candidates.first?.signature.name ?? "function"
    let shown = arguments.labels.map { ($0 ?? "_") + ":" }.joined()
    throw InterpreterError.notModelled("\(owner).\(name)(\(shown))", at: location)
  }

  private func nativeScore(_ function: NativeFunction, _ bindings: [ArgumentMatcher.Assignment], _ arguments: CallArguments) -> Int {
    if function.acceptsAnyArguments { return -100 }
    var total = 0
    let parameters = function.signature.parameters
    for (index, binding) in bindings.enumerated() {
      guard case .argument(let position) = binding else {
        total -= 1
        continue
      }
      let type = parameters[index].type
      let value = arguments.values[position]
      if case .function(let closure) = value, let shape = type.functionShape, let count = closure.parameterCount {
        total += shape.parameters.count == count ? 4 : -4
      }
      total += NativeTypeMatch.score(value, type, self)
    }
    return total
  }

  /// Puts arguments in a registry function's parameter order, with its defaults.
  func arrangeNative(
    _ arguments: CallArguments, for function: NativeFunction, bindings: [ArgumentMatcher.Assignment],
    at location: SourceLocation?
  ) throws -> [Value] {
    if function.acceptsAnyArguments { return [.array(ArrayValue(arguments.values))] }
    if let same = argumentsInPlace(arguments, for: function, bindings: bindings) { return same }
    var values: [Value] = []
    values.reserveCapacity(bindings.count)
    for (index, binding) in bindings.enumerated() {
      switch binding {
      case .argument(let position):
        let type = function.signature.parameters[index].type
        values.append(ArraySlices.passing(Substrings.passing(arguments.values[position], as: type), as: type))
      case .variadic(let positions): values.append(.array(ArrayValue(positions.map { arguments.values[$0] })))
      case .defaulted:
        let key = NativeDefaultKey(signature: function.signature.identity, index: index)
        if let known = caches.nativeDefaults[key] {
          values.append(known)
        } else {
          let value = try nativeDefault(function.signature.parameters[index], of: function, at: location)
          caches.nativeDefaults[key] = value
          values.append(value)
        }
      }
    }
    return values
  }
}

extension Interpreter {
  /// The arguments as they came, when each goes to the parameter at its own position and none
  /// is a substring or a slice passed as a `String` or an array: the call's array is passed on
  /// instead of a copy made per call (most registry calls: a modifier, a view's initializer).
  private func argumentsInPlace(
    _ arguments: CallArguments, for function: NativeFunction, bindings: [ArgumentMatcher.Assignment]
  ) -> [Value]? {
    guard bindings.count == arguments.values.count else { return nil }
    for (index, binding) in bindings.enumerated() {
      guard case .argument(let position) = binding, position == index else { return nil }
      if case .native = arguments.values[index], Self.mayConvert(function.signature.parameters[index].type) { return nil }
    }
    return arguments.values
  }

  /// Whether `ArraySlices.passing` or `Substrings.passing` may change an argument passed as `type`.
  private static func mayConvert(_ type: TypeSyntax) -> Bool {
    switch type.kind {
    case .array: return true
    case .named(let name, _): return name == "String" || name == "Array"
    default: return false
    }
  }
}

extension SwiftType {
  /// The element type of an array type (a variadic parameter's).
  var arrayElement: SwiftType {
    if case .array(let element) = self { return element }
    return .unknown
  }
}

/// An argument as overload scoring sees it.
enum ArgumentKind: Hashable {
  case type(TypeKey)
  case none
  case some(TypeKey)
  case function(Int?)
  case someFunction(Int?)
}
