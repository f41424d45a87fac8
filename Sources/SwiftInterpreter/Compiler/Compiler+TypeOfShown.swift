import Transcript

/// The type `type(of:)` shows of a value that is not a function: its dynamic type, with the
/// parts a value cannot show (the element type of an empty array, the wrapped type of `nil`)
/// taken from the static type, or a located "not modelled" error when neither shows them.
///
/// Swift prints every generic argument (`Optional<String>`, `StrideTo<Int>`,
/// `Result<Int, Error>`); a name with a hole (`Array<_>`) or without its arguments
/// (`Result`) is a wrong line, so it is refused instead.
enum TypeOfShown {
  /// Standard generic types the registry models without generic parameters of its own, with how
  /// many arguments Swift shows (from the declarations in the Swift standard library's reference,
  /// developer.apple.com/documentation/swift).
  static let standardGenericArity: [String: Int] = [
    "StrideTo": 1, "StrideThrough": 1, "EnumeratedSequence": 1, "ReversedCollection": 1,
    "Zip2Sequence": 2, "LazySequence": 1, "LazyMapSequence": 2, "LazyFilterSequence": 1,
    "FlattenSequence": 1, "JoinedSequence": 1, "Repeated": 1, "DefaultIndices": 1,
    "IndexingIterator": 1, "CollectionOfOne": 1, "EmptyCollection": 1, "UnfoldSequence": 2,
    "Slice": 1, "ArraySlice": 1, "Result": 2, "LazyDropWhileSequence": 1,
    "LazyPrefixWhileSequence": 1, "Zip2Sequence.Iterator": 2,
  ]

  /// The type shown for a value of dynamic type `dynamic` whose expression has static type
  /// `known`; throws when a part of it cannot be known.
  static func shown(_ dynamic: SwiftType, known: SwiftType, isCall: Bool, at location: SourceLocation) throws
    -> SwiftType
  {
    // A standard view the engine holds as an array (`d.keys`, `s.utf8`) has no static type here:
    // an array read from a property or variable whose type is not known may be one, so its name
    // is not guessed (a call's array, `a.sorted()`, is an array).
    if case .array = dynamic, known.isUnknown, !isCall {
      throw InterpreterError.notModelled("type(of:) of a value whose static type is not known", at: location)
    }
    let filled = fill(dynamic, from: known)
    if filled.mentionsUnknown || lacksArguments(filled) {
      throw InterpreterError.notModelled(
        "type(of:) of '\(filled.describe(qualified: false))': its generic arguments", at: location)
    }
    return filled
  }

  /// `dynamic` with each unknown part replaced by the same part of `known` where they agree in shape.
  static func fill(_ dynamic: SwiftType, from known: SwiftType) -> SwiftType {
    switch (dynamic, known) {
    case (.unknown, _): return known
    case (.optional(let d), .optional(let k)): return .optional(fill(element: d, from: k))
    case (.array(let d), .array(let k)): return .array(fill(element: d, from: k))
    case (.set(let d), .set(let k)): return .set(fill(element: d, from: k))
    case (.dictionary(let dk, let dv), .dictionary(let kk, let kv)): return .dictionary(fill(dk, from: kk), fill(dv, from: kv))
    case (.tuple(let d, let labels), .tuple(let k, _)) where d.count == k.count:
      return .tuple(zip(d, k).map { fill($0, from: $1) }, labels: labels)
    case (.range(let d, let closed), .range(let k, _)): return .range(fill(d, from: k), isClosed: closed)
    case (.partialRange(let d, let kind), .partialRange(let k, _)): return .partialRange(fill(d, from: k), kind: kind)
    case (.native(let d, let arguments), .native(let k, let knownArguments)) where d.name == k.name:
      if arguments.isEmpty || arguments.mentionsUnknownPart { return .native(d, arguments: knownArguments) }
      return dynamic
    case (.user(let d, let arguments), .user(let k, let knownArguments)) where d === k && arguments.isEmpty:
      return .user(d, arguments: knownArguments)
    default: return dynamic
    }
  }

  /// A collection's element type: `[Movie(…), Song(…)]` is a `[MediaItem]`, whatever class its
  /// first element has (an element's class is not the collection's element type).
  static func fill(element dynamic: SwiftType, from known: SwiftType) -> SwiftType {
    if case .user(let d, _) = dynamic, case .user(let k, _) = known, k.isClass, d !== k,
      d.classChain.contains(where: { $0 === k })
    {
      return known
    }
    return fill(dynamic, from: known)
  }

  /// Whether a standard generic type in `type` is named without its arguments.
  static func lacksArguments(_ type: SwiftType) -> Bool {
    switch type {
    case .native(let native, let arguments):
      let arity = native.genericParameters.isEmpty ? standardGenericArity[native.name] ?? 0 : native.genericParameters.count
      return arguments.count != arity || arguments.contains(where: lacksArguments)
    case .optional(let inner), .array(let inner), .set(let inner), .metatype(let inner):
      return lacksArguments(inner)
    case .range(let inner, _), .partialRange(let inner, _): return lacksArguments(inner)
    case .dictionary(let key, let value): return lacksArguments(key) || lacksArguments(value)
    case .tuple(let elements, _): return elements.contains(where: lacksArguments)
    case .user(_, let arguments): return arguments.contains(where: lacksArguments)
    default: return false
    }
  }
}

extension Array where Element == SwiftType {
  fileprivate var mentionsUnknownPart: Bool { contains(where: \.mentionsUnknown) }
}
