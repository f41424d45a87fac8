import Transcript

/// `sequence.lazy` and what is chained on it (`map`, `filter`, `compactMap`): nothing
/// runs until an element is asked for, and then only as far as it is needed, element by element,
/// as Swift's lazy views do (`lazy.map { … }.first { … }` maps three elements of five).
///
/// A lazy view is not printed (Swift prints its storage, which the engine does not model); it is
/// walked by `for`, `Array(…)`, and the members below, and by any other sequence member, which
/// walks it in order first.
enum LazySequences {
  static let doc = "https://developer.apple.com/documentation/swift/lazysequence"

  static func register(in registry: Registry) {
    registry.type("Sequence", module: "Swift", kind: .protocolType, doc: "https://developer.apple.com/documentation/swift/sequence") { type in
      type.property("var lazy: LazySequence<Self> { get }") { access in
        .native(LazyValue(base: try LazyValue.base(of: access.receiver, access.interpreter, at: access.location), steps: []))
      }
    }
    registry.type("LazySequence", module: "Swift", conformances: ["LazySequenceProtocol", "Sequence"], doc: doc) { type in
      chaining(type)
      consuming(type)
    }
    for (name, page) in [("LazyMapSequence", "lazymapsequence"), ("LazyFilterSequence", "lazyfiltersequence")] {
      registry.type(name, module: "Swift", conformances: ["LazySequenceProtocol", "Sequence"],
        doc: "https://developer.apple.com/documentation/swift/\(page)") { type in type.superclass = "LazySequence" }
    }
  }

  private static func refuseOverSequence(_ member: String, _ value: Value, at location: SourceLocation?) throws {
    if case .sequence = try lazy(value, location).base {
      throw InterpreterError.notModelled("\(member) on a lazy view of a sequence that is not a collection", at: location)
    }
  }

  static func lazy(_ value: Value, _ location: SourceLocation?) throws -> LazyValue {
    guard case .native(let native as LazyValue) = value else {
      throw InterpreterError.unsupported("expected a lazy sequence, not '\(TypeNames.describe(value))'", at: location)
    }
    return native
  }

  private static func chaining(_ type: NativeType) {
    type.method("func map<T>(_ transform: @escaping (Element) -> T) -> LazyMapSequence<Self, T>") { call in
      let base = try lazy(call.receiver, call.location)
      return .native(LazyValue(base: base.base, steps: base.steps + [.map(try call.function(0))]))
    }
    type.method("func filter(_ isIncluded: @escaping (Element) -> Bool) -> LazyFilterSequence<Self>") { call in
      let base = try lazy(call.receiver, call.location)
      return .native(LazyValue(base: base.base, steps: base.steps + [.filter(try call.function(0))]))
    }
    type.method("func compactMap<T>(_ transform: @escaping (Element) -> T?) -> LazyMapSequence<Self, T>") { call in
      let base = try lazy(call.receiver, call.location)
      return .native(LazyValue(base: base.base, steps: base.steps + [.compactMap(try call.function(0))]))
    }
    // Swift walks a lazy collection's indices for these (a filter's predicate runs again as it
    // counts and slices), an order of calls the engine does not follow: refused, not guessed.
    // Over a sequence that is not a collection, swiftc may pick the eager overloads of the chain
    // before them instead (`seq.lazy.filter { … }.prefix(2)` filters every element first).
    for signature in ["func prefix(_ maxLength: Int) -> Self", "func suffix(_ maxLength: Int) -> Self",
      "func dropFirst(_ k: Int = 1) -> Self", "func dropLast(_ k: Int = 1) -> Self"] {
      type.method(signature) { call in
        throw InterpreterError.notModelled("\(call.signature.compoundName) on a lazy collection", at: call.location)
      }
    }
    type.property("var last: Element? { get }") { access in
      throw InterpreterError.notModelled("last on a lazy collection", at: access.location)
    }
  }

  private static func consuming(_ type: NativeType) {
    type.method("func first(where predicate: (Element) throws -> Bool) rethrows -> Element?") { call in
      var iterator = try lazy(call.receiver, call.location).makeLazyIterator()
      let test = try call.function(0)
      while let element = try iterator.next(call.interpreter, at: call.location) {
        if try call.test(test, element) { return .some(element) }
      }
      return .none
    }
    type.property("var first: Element? { get }") { access in
      // `first` and `count` are a collection's: over a lazy sequence swiftc picks the eager
      // overloads of the chain instead, another order of calls.
      try refuseOverSequence("first", access.receiver, at: access.location)
      var iterator = try lazy(access.receiver, access.location).makeLazyIterator()
      return .optional(try iterator.next(access.interpreter, at: access.location))
    }
    type.method("func contains(where predicate: (Element) throws -> Bool) rethrows -> Bool") { call in
      var iterator = try lazy(call.receiver, call.location).makeLazyIterator()
      let test = try call.function(0)
      while let element = try iterator.next(call.interpreter, at: call.location) {
        if try call.test(test, element) { return .bool(true) }
      }
      return .bool(false)
    }
    type.method("func forEach(_ body: (Element) throws -> Void) rethrows") { call in
      var iterator = try lazy(call.receiver, call.location).makeLazyIterator()
      let body = try call.function(0)
      while let element = try iterator.next(call.interpreter, at: call.location) { _ = try call.invoke(body, element) }
      return .void
    }
    type.method("func reduce<Result>(_ initialResult: Result, _ nextPartialResult: (Result, Element) throws -> Result) rethrows -> Result") { call in
      var iterator = try lazy(call.receiver, call.location).makeLazyIterator()
      let combine = try call.function(1)
      var result = call[0]
      while let element = try iterator.next(call.interpreter, at: call.location) { result = try call.invoke(combine, result, element) }
      return result
    }
    // A lazy collection counts without its trailing maps (Swift's `LazyMapCollection` counts its
    // base): only the steps up to the last filter run, once for each element.
    type.property("var count: Int { get }") { access in
      try refuseOverSequence("count", access.receiver, at: access.location)
      var view = try lazy(access.receiver, access.location)
      var steps = view.steps
      while case .map? = steps.last { steps.removeLast() }
      if steps.isEmpty, case .elements(let elements) = view.base { return .int(elements.count) }
      view = LazyValue(base: view.base, steps: steps)
      var iterator = view.makeLazyIterator()
      var count = 0
      while try iterator.next(access.interpreter, at: access.location) != nil { count += 1 }
      return .int(count)
    }
  }
}

/// A lazy view: the base's elements and the steps chained on them, in order.
final class LazyValue: NativeSequence {
  enum Step {
    case map(FunctionValue), filter(FunctionValue), compactMap(FunctionValue)
  }
  /// What the view walks: the elements of a standard collection, read at once (reading them has
  /// no effects), or a sequence whose iterator is stepped only as elements are asked for — a
  /// program's `Sequence`, an endless `1...`, `sequence(first:next:)` — so that its `next()`
  /// runs between the view's closures, as in Swift, and an endless one ends where the loop does.
  enum Base {
    case elements([Value])
    case sequence(Value)
  }
  let base: Base
  let steps: [Step]
  init(base: Base, steps: [Step]) {
    self.base = base
    self.steps = steps
  }

  static func base(of value: Value, _ interpreter: Interpreter, at location: SourceLocation?) throws -> Base {
    switch value {
    case .structure, .object, .enumCase, .native: return .sequence(value)
    case .range(let range) where range.upper == nil: return .sequence(value)
    default: return .elements(try interpreter.elements(of: value, at: location))
    }
  }

  var typeName: String {
    switch steps.last {
    case .map?, .compactMap?: return "LazyMapSequence"
    case .filter?: return "LazyFilterSequence"
    case nil: return "LazySequence"
    }
  }
  var description: String? { nil }
  func makeLazyIterator() -> LazyIterator { LazyIterator(view: self) }
  func makeIterator() -> any NativeIterator { makeLazyIterator() }
}

/// Pulls one base element at a time through the steps.
struct LazyIterator: NativeIterator {
  let view: LazyValue
  var position = 0
  private var inner: ValueIterator?

  init(view: LazyValue) { self.view = view }

  /// The base's next element, stepping its iterator only now.
  private mutating func nextBase(_ interpreter: Interpreter, at location: SourceLocation?) throws -> Value? {
    switch view.base {
    case .elements(let elements):
      guard position < elements.count else { return nil }
      position += 1
      return elements[position - 1]
    case .sequence(let sequence):
      // Each element pulled is a step of the budget: a filter nothing passes over an endless
      // base stops as an endless loop, not a hang.
      try interpreter.tick(at: location)
      var iterator = try inner ?? interpreter.makeIterator(sequence, at: location)
      let element = try iterator.next(interpreter, at: location)
      inner = iterator
      return element
    }
  }

  mutating func next(_ interpreter: Interpreter, at location: SourceLocation?) throws -> Value? {
    outer: while var value = try nextBase(interpreter, at: location) {
      for step in view.steps {
        switch step {
        case .map(let transform): value = try interpreter.call(transform, [value], at: location)
        case .filter(let test):
          guard case .bool(true) = try interpreter.call(test, [value], at: location) else { continue outer }
        case .compactMap(let transform):
          guard let kept = try interpreter.call(transform, [value], at: location).unwrapped else { continue outer }
          value = kept
        }
      }
      return value
    }
    return nil
  }
}
