import Transcript

/// `dump(_:)`: the value's mirror as a tree, one line per node — `▿` before a node with
/// children, `-` before a leaf, two spaces of indent per level (Swift's `dump`). Structs,
/// enums, tuples, optionals, arrays, ranges, scalars, sets and dictionaries (in the order print
/// shows them) are drawn; class instances (numbered by identity) and the registry's values are
/// not modelled. As the standard library's `_dump_unlocked` does: a node at `maxDepth` with
/// children is marked `▹` and not opened; after `maxItems` nodes the rest of a node's children
/// are counted on one line, `(N more children)`, four spaces in from the node.
enum Dump {
  static func register(in registry: Registry) {
    registry.function(
      "func dump<T>(_ value: T, name: String? = nil, indent: Int = 0, maxDepth: Int = Int.max, maxItems: Int = Int.max) -> T",
      module: "Swift", doc: "https://developer.apple.com/documentation/swift/dump(_:name:indent:maxdepth:maxitems:)"
    ) { call in
      var tree = Tree(interpreter: call.interpreter, location: call.location, items: try call.int(4))
      let name: String?
      if case .string(let text) = call[1].unwrapped ?? .void { name = text } else { name = nil }
      try tree.node(call[0], label: name, indent: max(0, try call.int(2)), depth: 0, maxDepth: try call.int(3))
      try call.interpreter.tick(at: call.location)
      call.interpreter.host.write(tree.lines.map { $0 + "\n" }.joined())
      return call[0]
    }
  }

  /// The lines drawn so far and the items still allowed.
  private struct Tree {
    let interpreter: Interpreter
    let location: SourceLocation?
    var items: Int
    var lines: [String] = []

    init(interpreter: Interpreter, location: SourceLocation?, items: Int) {
      self.interpreter = interpreter
      self.location = location
      self.items = items
    }

    mutating func node(_ value: Value, label: String?, indent: Int, depth: Int, maxDepth: Int) throws {
      guard items > 0 else { return }
      items -= 1
      guard depth < 64 else { throw InterpreterError.notModelled("dump of a value nested this deep", at: location) }
      let (summary, children) = try mirror(value, interpreter, at: location)
      let margin = String(repeating: " ", count: indent)
      let mark = children.isEmpty ? "-" : (maxDepth <= 0 ? "▹" : "▿")
      lines.append("\(margin)\(mark) \(label.map { "\($0): " } ?? "")\(summary)")
      try interpreter.checkSize(lines.count, at: location)
      guard maxDepth > 0 else { return }
      for (position, (childLabel, child)) in children.enumerated() {
        guard items > 0 else {
          let left = children.count - position
          lines.append("\(margin)    (\(left) more child\(left == 1 ? "" : "ren"))")
          return
        }
        try node(child, label: childLabel, indent: indent + 2, depth: depth + 1, maxDepth: maxDepth - 1)
      }
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
    case .dictionary(let dictionary):
      let count = dictionary.count
      let pairs = zip(dictionary.keys, dictionary.values).map { key, value in
        (String?.none, Value.tuple(TupleValue([key, value], labels: ["key", "value"])))
      }
      return ("\(count) key/value pair\(count == 1 ? "" : "s")", pairs)
    case .set(let set):
      let count = set.elements.count
      return ("\(count) member\(count == 1 ? "" : "s")", set.elements.map { (nil, $0) })
    case .range(let range) where range.lower != nil && range.upper != nil:
      return (try interpreter.reflect(value, at: location), [("lowerBound", range.lower!), ("upperBound", range.upper!)])
    default:
      throw InterpreterError.notModelled("dump of a value of type '\(TypeNames.describe(value))'", at: location)
    }
  }
}
