import Transcript

/// `dump(_:)`: the value's mirror as a tree, one line per node — `▿` before a node with
/// children, `-` before a leaf, two spaces of indent per level (Swift's `dump`). Structs,
/// enums, tuples, optionals, arrays and scalars are drawn; class instances (numbered by
/// identity), sets and dictionaries (hash order) and the registry's values are not modelled.
enum Dump {
  static func register(in registry: Registry) {
    registry.function("func dump<T>(_ value: T) -> T", module: "Swift",
      doc: "https://developer.apple.com/documentation/swift/dump(_:name:indent:maxdepth:maxitems:)") { call in
      var lines: [String] = []
      try node(call[0], label: nil, depth: 0, into: &lines, call.interpreter, at: call.location)
      try call.interpreter.tick(at: call.location)
      call.interpreter.host.write(lines.map { $0 + "\n" }.joined())
      return call[0]
    }
  }

  private static func node(
    _ value: Value, label: String?, depth: Int, into lines: inout [String], _ interpreter: Interpreter,
    at location: SourceLocation?
  ) throws {
    guard depth < 64 else { throw InterpreterError.notModelled("dump of a value nested this deep", at: location) }
    var (summary, children) = try mirror(value, interpreter, at: location)
    // A node's line shows its `debugDescription` or `description` when its type has one.
    switch value {
    case .structure, .enumCase:
      if let custom = try interpreter.customDescription(value, debug: true, at: location) { summary = custom }
    default: break
    }
    let indent = String(repeating: "  ", count: depth)
    let mark = children.isEmpty ? "-" : "▿"
    lines.append("\(indent)\(mark) \(label.map { "\($0): " } ?? "")\(summary)")
    try interpreter.checkSize(lines.count, at: location)
    for (childLabel, child) in children {
      try node(child, label: childLabel, depth: depth + 1, into: &lines, interpreter, at: location)
    }
  }

  /// What the node shows, and its children with their labels.
  private static func mirror(
    _ value: Value, _ interpreter: Interpreter, at location: SourceLocation?
  ) throws -> (String, [(String?, Value)]) {
    switch value {
    case .int, .double, .bool, .string, .character, .number:
      return (try interpreter.reflect(value, at: location), [])
    case .none:
      return ("nil", [])
    case .some(let inner):
      return (try interpreter.reflect(value, at: location), [("some", inner)])
    case .array(let array):
      let count = array.elements.count
      return ("\(count) element\(count == 1 ? "" : "s")", array.elements.map { (nil, $0) })
    case .tuple(let tuple):
      let count = tuple.elements.count
      let labels = tuple.labels ?? tuple.elements.map { _ in nil }
      let children = tuple.elements.indices.map { index in (labels[index] ?? ".\(index)", tuple.elements[index]) }
      return ("(\(count) element\(count == 1 ? "" : "s"))", children)
    case .structure(let structure):
      let properties = structure.type.storedProperties
      guard !properties.contains(where: { $0.wrapper != nil || $0.isLazy }) else {
        throw InterpreterError.notModelled("dump of a struct with wrapped or lazy properties", at: location)
      }
      return (structure.type.qualifiedName, zip(properties, structure.fields).map { ($0.name, $1) })
    case .enumCase(let enumCase):
      let name = "\(enumCase.type.describe(qualified: true)).\(enumCase.name)"
      switch enumCase.payload.count {
      case 0: return (name, [])
      case 1 where enumCase.labels.first.flatMap({ $0 }) == nil: return (name, [(enumCase.name, enumCase.payload[0])])
      default:
        let tuple = TupleValue(enumCase.payload, labels: enumCase.labels.contains { $0 != nil } ? enumCase.labels : nil)
        return (name, [(enumCase.name, .tuple(tuple))])
      }
    default:
      throw InterpreterError.notModelled("dump of a value of type '\(TypeNames.describe(value))'", at: location)
    }
  }
}
