/// A value of the interpreted program.
///
/// Value types are Swift values here too: an array is a Swift array of `Value`, so copying
/// one is O(1) and mutating a uniquely held one happens in place, as in Swift. Structs keep
/// their fields in a reference (`StructValue`) copied on write by the interpreter. No `Any`:
/// the engine's own types are `native`, behind a protocol the host implements.
public enum Value {
  case void
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case character(Character)
  /// `Int8`…`UInt64`, `UInt`, `Float` and `CGFloat`: the numeric types other than `Int` and `Double`.
  case number(Number)
  /// `Optional.none`.
  case none
  /// `Optional.some`.
  indirect case some(Value)
  case array(ArrayValue)
  case dictionary(DictionaryValue)
  case set(SetValue)
  case tuple(TupleValue)
  case range(RangeValue)
  case structure(StructValue)
  case enumCase(EnumValue)
  case object(ObjectValue)
  case function(FunctionValue)
  /// A type used as a value: `Item.self`, `type(of: x)`.
  case type(SwiftType)
  case keyPath(KeyPathValue)
  /// A value of a type the host provides (a `Date`, a `URL` …).
  case native(any NativeValue)

  /// Wraps in `Optional` unless already optional: what Swift's implicit promotion does.
  @inlinable public var promotedToOptional: Value {
    switch self {
    case .none, .some: return self
    default: return .some(self)
    }
  }

  /// The wrapped value of an optional, nil for `none`, the value itself otherwise.
  @inlinable public var unwrapped: Value? {
    switch self {
    case .none: return nil
    case .some(let inner): return inner
    default: return self
    }
  }

  @inlinable public var isNil: Bool {
    if case .none = self { return true }
    return false
  }

  public var isOptional: Bool {
    switch self {
    case .none, .some: return true
    default: return false
    }
  }

  public var asBool: Bool? {
    if case .bool(let b) = self { return b }
    return nil
  }

  public var asInt: Int? {
    if case .int(let i) = self { return i }
    return nil
  }

  public var asString: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  public var asDouble: Double? {
    switch self {
    case .double(let d): return d
    case .int(let i): return Double(i)
    case .number(let n): return n.doubleValue
    default: return nil
    }
  }

  /// The native value, when it is one of type `T`.
  public func native<T: NativeValue>(as type: T.Type) -> T? {
    if case .native(let value) = self { return value as? T }
    return nil
  }
}

/// `[Element]`.
public struct ArrayValue {
  public var elements: [Value]
  public init(_ elements: [Value]) { self.elements = elements }
}

/// `(a, label: b)`; labels are nil when none is written.
public struct TupleValue {
  public var elements: [Value]
  public var labels: [String?]?
  public init(_ elements: [Value], labels: [String?]? = nil) {
    self.elements = elements
    self.labels = labels?.allSatisfy({ $0 == nil }) == true ? nil : labels
  }

  public func label(at index: Int) -> String? { labels?[index] }
}

/// `a..<b`, `a...b`, `a...`, `..<b`, `...b`.
public final class RangeValue {
  public let lower: Value?
  public let upper: Value?
  public let isClosed: Bool

  public init(lower: Value?, upper: Value?, isClosed: Bool) {
    self.lower = lower
    self.upper = upper
    self.isClosed = isClosed
  }

  /// The integer bounds of a bounded `Int` range, as a half-open pair.
  public var intBounds: (Int, Int)? {
    guard case .int(let low)? = lower, case .int(let high)? = upper else { return nil }
    if isClosed {
      let (end, overflow) = high.addingReportingOverflow(1)
      return overflow ? nil : (low, end)
    }
    return (low, high)
  }
}

/// An instance of a struct of the program: its type and its stored properties in order.
///
/// A reference shared by copies until one of them is written (copy on write, by the
/// interpreter's `withUniqueFields`), so passing a struct around costs one retain.
public final class StructValue {
  public let type: UserType
  public var fields: [Value]
  /// The generic arguments it was made with where they were written (`Box<Int>()`), for its
  /// name when no stored value shows them; nil otherwise.
  var typeArguments: [SwiftType]?

  public init(type: UserType, fields: [Value]) {
    self.type = type
    self.fields = fields
  }

  func copy() -> StructValue {
    let copy = StructValue(type: type, fields: fields)
    copy.typeArguments = typeArguments
    return copy
  }

  deinit { ValueTeardown.release(&fields) }
}

/// An instance of a class (or actor) of the program; identity is the reference.
public final class ObjectValue {
  public let type: UserType
  public var fields: [Value]
  /// Numbers objects in creation order, for stable reports.
  public let serial: Int
  /// What the object inherits from a host class (a host class's stored parts).
  public var nativeBase: (any NativeValue)?
  /// Where its storage goes when it is released, for a class with a `deinit`.
  var releaseQueue: DeinitQueue?
  /// The generic arguments it was made with where they were written (`Node<Int>()`), or nil.
  var typeArguments: [SwiftType]?

  public init(type: UserType, fields: [Value], serial: Int) {
    self.type = type
    self.fields = fields
    self.serial = serial
  }

  deinit {
    // A program that declares a `deinit` gets the fields for its body; otherwise they are freed
    // without recursing (a long linked list would overflow the stack).
    if let releaseQueue {
      releaseQueue.released(DeinitQueue.Released(type: type, fields: fields, serial: serial))
    } else {
      ValueTeardown.release(&fields)
    }
  }
}

/// A case of an enum of the program or of the host, with its associated values.
public final class EnumValue {
  public let type: SwiftType
  public let caseIndex: Int
  public let name: String
  public let payload: [Value]
  public let labels: [String?]

  public init(type: SwiftType, caseIndex: Int, name: String, payload: [Value] = [], labels: [String?] = []) {
    self.type = type
    self.caseIndex = caseIndex
    self.name = name
    self.payload = payload
    self.labels = labels
  }

  deinit { ValueTeardown.release(payload) }
}

/// `\Item.name`, `\.self`: member names applied in order.
public struct KeyPathValue {
  public var root: SwiftType?
  public var components: [String]
  /// The getter of the first component when Swift resolves it statically (a protocol
  /// extension's property on a generic root), instead of by the value's dynamic type.
  var firstGetter: FunctionCode?
  public init(root: SwiftType?, components: [String]) {
    self.root = root
    self.components = components
  }

  /// The path as written after its root: `address?.city`.
  public var joined: String {
    var text = ""
    for component in components {
      if component == "?" || component == "!" || text.isEmpty { text += component } else { text += "." + component }
    }
    return text
  }
}
