import SwiftReader

/// A value of the interpreted program.
///
/// Value types (`structure`, `array`, …) are copied like Swift's; classes are
/// `object` references. No `Any`: each kind the lessons use has its own case.
indirect enum Value {
  case void
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  /// `Optional<Wrapped>`: nil, or a wrapped value (never itself an optional).
  case optional(Value?)
  case array([Value])
  case dictionary(OrderedDictionary)
  case tuple([TupleElement])
  case range(lower: Value, upper: Value, isClosed: Bool)
  case enumCase(EnumValue)
  case structure(StructValue)
  case object(Object)
  case function(Function)
  /// A type used as a value: `Item.self`, `type(of: x)`, the callee of `Item(…)`.
  case metatype(TypeReference)
  /// A value of a type the engine provides: a date, an error, a binding, a publisher …
  case native(NativeValue)
  /// A piece of interface built by a view builder.
  case view(ViewContent)
  /// A scene built by a scene builder.
  case scene(SceneContent)

  /// `nil`: an optional without a value.
  static var null: Value { .optional(nil) }

  /// Wraps in `Optional` unless already optional (lessons never nest optionals).
  var wrappedInOptional: Value {
    if case .optional = self { return self }
    return .optional(self)
  }

  /// The value inside an optional, nil for `nil`, or the value itself when it is not optional.
  var unwrapped: Value? {
    if case .optional(let inner) = self { return inner }
    return self
  }

  var isNil: Bool {
    if case .optional(nil) = self { return true }
    return false
  }
}

struct TupleElement {
  var label: String?
  var value: Value
}

/// A case of a user enum or an engine enum (`ScenePhase.active`, `Shade.awake`).
struct EnumValue {
  var type: TypeReference
  var name: String
  var payload: [TupleElement]
  /// The raw value, for enums declared with one (`case north = "N"`).
  var rawValue: Value?
}

/// An instance of a user struct: its type and its stored properties in declaration order.
struct StructValue {
  var type: TypeInfo
  var fields: [Value]
}

/// An instance of a user class; identity is the reference.
final class Object {
  let type: TypeInfo
  var fields: [Value]
  /// Numbers objects in creation order, for stable reports and hashing.
  let serial: Int
  /// What the object inherits from a UIKit class (a view controller's view, its title …).
  var base: UIKitObject?

  init(type: TypeInfo, fields: [Value], serial: Int) {
    self.type = type
    self.fields = fields
    self.serial = serial
  }
}

/// A dictionary that keeps insertion order, so printing one is deterministic.
///
/// Swift's own `Dictionary` order is seeded per process; lessons sort before
/// printing (`userInfo.keys.map { … }.sorted()`), so any fixed order is faithful.
struct OrderedDictionary {
  private(set) var keys: [Value] = []
  private(set) var values: [Value] = []

  init() {}

  init(pairs: [(Value, Value)]) {
    for (key, value) in pairs { self[key] = value }
  }

  var count: Int { keys.count }

  func index(of key: Value) -> Int? {
    keys.firstIndex(where: { $0.isEqual(to: key) })
  }

  subscript(key: Value) -> Value? {
    get { index(of: key).map { values[$0] } }
    set {
      if let i = index(of: key) {
        if let newValue { values[i] = newValue } else {
          keys.remove(at: i)
          values.remove(at: i)
        }
      } else if let newValue {
        keys.append(key)
        values.append(newValue)
      }
    }
  }

  var pairs: [(key: Value, value: Value)] { Array(zip(keys, values)).map { (key: $0, value: $1) } }
}
