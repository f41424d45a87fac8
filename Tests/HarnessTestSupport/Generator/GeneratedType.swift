/// The types a generated program's values have.
///
/// Arrays are never empty (they are made from literals and never shrink), so an element can be
/// read at `(i & 15) % a.count` without a trap.
public enum GeneratedType: Hashable, Sendable {
  case int, bool, string, double, intArray, optionalInt
  /// An `(Int) -> Int` closure.
  case intFunction
  /// A struct declared by the program, by name.
  case record(String)
  /// An enum with payloads declared by the program, by name.
  case choice(String)
  /// An enum with `Int` raw values declared by the program, by name.
  case level(String)

  /// The type as Swift spells it.
  public var spelling: String {
    switch self {
    case .int: "Int"
    case .bool: "Bool"
    case .string: "String"
    case .double: "Double"
    case .intArray: "[Int]"
    case .optionalInt: "Int?"
    case .intFunction: "(Int) -> Int"
    case .record(let name), .choice(let name), .level(let name): name
    }
  }
}

/// A variable in scope.
struct GeneratedVariable: Hashable, Sendable {
  var name: String
  var type: GeneratedType
  var mutable: Bool
}

/// A struct the program declares: stored fields of simple types, a method, a mutating method and
/// a computed property, all over `Int`.
struct RecordShape: Sendable {
  var name: String
  var fields: [(name: String, type: GeneratedType)]
  var intFields: [String] { fields.filter { $0.type == .int }.map(\.name) }
  var stringFields: [String] { fields.filter { $0.type == .string }.map(\.name) }
  var boolFields: [String] { fields.filter { $0.type == .bool }.map(\.name) }
}

/// An enum with payloads: each case has none, an `Int`, or a `String` and an `Int`.
struct ChoiceShape: Sendable {
  var name: String
  var cases: [(name: String, payload: [GeneratedType])]
}

/// An enum with `Int` raw values counted on from the first case's.
struct LevelShape: Sendable {
  var name: String
  var cases: [String]
  var first: Int
}

/// A function the program declares: `Int` parameters, returning an `Int`; or one taking an
/// `inout Int`.
struct FunctionShape: Sendable {
  var name: String
  var parameters: Int
  var isInout: Bool
}

/// The variables a statement can see.
struct GeneratedScope: Sendable {
  var variables: [GeneratedVariable] = []
  /// Inside a loop, strings and arrays only grow by bounded steps, so output stays small.
  var inLoop = false
  /// Inside a function body that returns an `Int`, where `guard … else { return … }` may go.
  var returnsInt = false
  /// Inside a function with an `inout` parameter, which no escaping closure may capture.
  var hasInout = false

  func of(_ type: GeneratedType, mutable: Bool = false) -> [GeneratedVariable] {
    variables.filter { $0.type == type && (!mutable || $0.mutable) }
  }

  mutating func add(_ name: String, _ type: GeneratedType, mutable: Bool) {
    variables.append(GeneratedVariable(name: name, type: type, mutable: mutable))
  }
}
