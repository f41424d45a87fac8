/// A Swift type, as the program writes it and as values have it at run time.
///
/// One vocabulary for both: the compiler infers static types where it can (literals take
/// their type from context, overloads and protocol methods are chosen by them) and values
/// carry their dynamic type. `unknown` is an honest "not inferred", never a guess.
public indirect enum SwiftType {
  case int, double, bool, string, character, void, never
  case number(NumberKind)
  case any, anyObject
  case optional(SwiftType)
  case array(SwiftType)
  case dictionary(SwiftType, SwiftType)
  case set(SwiftType)
  case tuple([SwiftType], labels: [String?])
  case function(parameters: [SwiftType], result: SwiftType, isAsync: Bool, isThrowing: Bool)
  /// `@Sendable` on a function type: what `type(of:)` shows of a reference to a global function,
  /// a static method or an initializer (Swift 6 infers it, SE-0418). Only ever the value of a
  /// type, never the static type the compiler works with (which stays `.function`).
  case sendable(SwiftType)
  /// `Range<Bound>` (half-open) or `ClosedRange<Bound>`; one-sided ranges are `partialRange`.
  case range(SwiftType, isClosed: Bool)
  case partialRange(SwiftType, kind: PartialRangeKind)
  /// A struct, class, enum, actor or protocol of the program (a protocol is its existential).
  case user(UserType, arguments: [SwiftType])
  /// A type the registry provides.
  case native(NativeType, arguments: [SwiftType])
  /// A generic parameter not bound here (`T` inside `func f<T>`).
  case generic(String)
  case metatype(SwiftType)
  /// `some Sequence`: a type the compiler knows only by its constraint.
  case opaque(SwiftType)
  case unknown

  public enum PartialRangeKind: Sendable { case from, upTo, through }

  public var isUnknown: Bool {
    if case .unknown = self { return true }
    return false
  }

  public var isOptional: Bool {
    if case .optional = self { return true }
    return false
  }

  /// The type inside an optional (or the type itself).
  public var wrapped: SwiftType {
    if case .optional(let inner) = self { return inner }
    return self
  }

  /// Whether values of the type are floating point (`Double`, `Float`, `CGFloat`).
  public var isFloatingPoint: Bool {
    switch self {
    case .double: return true
    case .number(let kind): return !kind.isInteger
    default: return false
    }
  }

  public var isNumeric: Bool {
    switch self {
    case .int, .double, .number: return true
    default: return false
    }
  }

  /// The name `print(T.self)` gives: `Int`, `Optional<Int>`, `Array<Item>`, `Outer.Inner`.
  public var name: String { describe(qualified: false) }

  /// The name `String(reflecting: T.self)` gives: `Swift.Int`, `main.Item`.
  public var qualifiedName: String { describe(qualified: true) }

  /// The name `print(T.self)` and `type(of:)` show: a nested standard type is its own last
  /// name at any depth (`Array<Scalar>` for `[Unicode.Scalar]`, as swiftc 6.3.1 prints it).
  public var printedName: String { describe(qualified: false, nestedAsLast: true) }

  func describe(qualified: Bool, nestedAsLast: Bool = false) -> String {
    func q(_ module: String, _ name: String) -> String { qualified ? "\(module).\(name)" : name }
    func args(_ list: [SwiftType]) -> String {
      list.isEmpty ? "" : "<" + list.map { $0.describe(qualified: qualified, nestedAsLast: nestedAsLast) }.joined(separator: ", ") + ">"
    }
    switch self {
    case .int: return q("Swift", "Int")
    case .double: return q("Swift", "Double")
    case .bool: return q("Swift", "Bool")
    case .string: return q("Swift", "String")
    case .character: return q("Swift", "Character")
    case .void: return "()"
    case .never: return q("Swift", "Never")
    case .number(let kind): return q(kind.module, kind.rawValue)
    case .any: return "Any"
    case .anyObject: return q("Swift", "AnyObject")
    case .optional(let inner): return q("Swift", "Optional") + "<\(inner.describe(qualified: qualified, nestedAsLast: nestedAsLast))>"
    case .array(let element): return q("Swift", "Array") + "<\(element.describe(qualified: qualified, nestedAsLast: nestedAsLast))>"
    case .dictionary(let key, let value):
      return q("Swift", "Dictionary")
        + "<\(key.describe(qualified: qualified, nestedAsLast: nestedAsLast)), \(value.describe(qualified: qualified, nestedAsLast: nestedAsLast))>"
    case .set(let element): return q("Swift", "Set") + "<\(element.describe(qualified: qualified, nestedAsLast: nestedAsLast))>"
    case .tuple(let elements, let labels):
      let parts = elements.enumerated().map { index, element in
        (labels.indices.contains(index) ? labels[index].map { "\($0): " } ?? "" : "")
          + element.describe(qualified: qualified, nestedAsLast: nestedAsLast)
      }
      return "(" + parts.joined(separator: ", ") + ")"
    case .function(let parameters, let result, let isAsync, let isThrowing):
      let list = parameters.map { $0.describe(qualified: qualified, nestedAsLast: nestedAsLast) }.joined(separator: ", ")
      if case .unknown = result {
        return "(\(list))\(isAsync ? " async" : "")\(isThrowing ? " throws" : "") -> ()"
      }
      return "(\(list))\(isAsync ? " async" : "")\(isThrowing ? " throws" : "") -> \(result.describe(qualified: qualified, nestedAsLast: nestedAsLast))"
    case .range(let bound, let isClosed):
      return q("Swift", isClosed ? "ClosedRange" : "Range") + "<\(bound.describe(qualified: qualified, nestedAsLast: nestedAsLast))>"
    case .partialRange(let bound, let kind):
      let name = switch kind {
      case .from: "PartialRangeFrom"
      case .upTo: "PartialRangeUpTo"
      case .through: "PartialRangeThrough"
      }
      return q("Swift", name) + "<\(bound.describe(qualified: qualified, nestedAsLast: nestedAsLast))>"
    case .user(let type, let arguments):
      return (qualified ? type.qualifiedName : type.name) + args(arguments)
    case .native(let type, let arguments):
      if nestedAsLast, !qualified, let dot = type.name.lastIndex(of: ".") {
        return String(type.name[type.name.index(after: dot)...]) + args(arguments)
      }
      return q(type.module, type.name) + args(arguments)
    case .generic(let name): return name
    case .metatype(let inner): return inner.describe(qualified: qualified, nestedAsLast: nestedAsLast) + ".Type"
    case .opaque(let constraint): return "some \(constraint.describe(qualified: qualified, nestedAsLast: nestedAsLast))"
    case .sendable(let function): return "@Sendable " + function.describe(qualified: qualified, nestedAsLast: nestedAsLast)
    case .unknown: return "_"
    }
  }

  /// Whether two types are the same type (generic arguments included).
  public func isSame(as other: SwiftType) -> Bool {
    switch (self, other) {
    case (.int, .int), (.double, .double), (.bool, .bool), (.string, .string),
      (.character, .character), (.void, .void), (.never, .never), (.any, .any),
      (.anyObject, .anyObject):
      return true
    case (.number(let a), .number(let b)): return a == b
    case (.optional(let a), .optional(let b)), (.array(let a), .array(let b)),
      (.set(let a), .set(let b)), (.metatype(let a), .metatype(let b)):
      return a.isSame(as: b)
    case (.dictionary(let k1, let v1), .dictionary(let k2, let v2)):
      return k1.isSame(as: k2) && v1.isSame(as: v2)
    case (.range(let a, let c1), .range(let b, let c2)): return c1 == c2 && a.isSame(as: b)
    case (.tuple(let a, let la), .tuple(let b, let lb)):
      return a.count == b.count && la == lb && zip(a, b).allSatisfy { $0.isSame(as: $1) }
    case (.user(let a, let x), .user(let b, let y)):
      return a === b && x.count == y.count && zip(x, y).allSatisfy { $0.isSame(as: $1) }
    case (.native(let a, let x), .native(let b, let y)):
      return a === b && x.count == y.count && zip(x, y).allSatisfy { $0.isSame(as: $1) }
    case (.generic(let a), .generic(let b)): return a == b
    case (.sendable(let a), .sendable(let b)): return a.isSame(as: b)
    case (.function(let p1, let r1, let async1, let throws1), .function(let p2, let r2, let async2, let throws2)):
      return p1.count == p2.count && zip(p1, p2).allSatisfy { $0.isSame(as: $1) } && r1.isSame(as: r2)
        && async1 == async2 && throws1 == throws2
    default: return false
    }
  }

  /// The user type, when the type is one of the program's.
  public var userType: UserType? {
    if case .user(let type, _) = self { return type }
    return nil
  }

  public var nativeType: NativeType? {
    if case .native(let type, _) = self { return type }
    return nil
  }
}
