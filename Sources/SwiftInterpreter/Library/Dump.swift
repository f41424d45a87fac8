import Transcript

/// `dump(_:)`: the value's mirror as a tree, one line per node — `▿` before a node with
/// children, `-` before a leaf, two spaces of indent per level (Swift's `dump`). A node's text
/// is the value's `debugDescription`, else its `description`, else its type (Swift's
/// `_dumpPrint`, checked with swiftc 6.3). Class instances are numbered `#0`, `#1`… in the order
/// one dump meets them, and one met again shows its number without its children; a class's
/// superclass is a `super:` node. Sets and dictionaries are drawn in the order print shows them;
/// `weak` properties and the registry's values are not modelled. As the standard library's
/// `_dump_unlocked` does: `name:` labels the root, `indent:` shifts every line, a node at
/// `maxDepth` with children is marked `▹` and not opened, and after `maxItems` nodes the rest
/// of a node's children are counted on one line, `(N more children)`, four spaces in.
enum Dump {
  static func register(in registry: Registry) {
    registry.function(
      "func dump<T>(_ value: T, name: String? = nil, indent: Int = 0, maxDepth: Int = Int.max, maxItems: Int = Int.max) -> T",
      module: "Swift", doc: "https://developer.apple.com/documentation/swift/dump(_:name:indent:maxdepth:maxitems:)"
    ) { call in
      var walk = Walk(interpreter: call.interpreter, location: call.location, items: try call.int(4))
      let name: String?
      if case .string(let text) = call[1].unwrapped ?? .void { name = text } else { name = nil }
      try walk.node(call[0], label: name, at: Place(margin: max(0, try call.int(2)), depth: 0, maxDepth: try call.int(3)))
      try call.interpreter.tick(at: call.location)
      try call.interpreter.output(walk.lines.map { $0 + "\n" }.joined(), at: call.location)
      return call[0]
    }
  }

  /// Where a node is drawn: its indent in spaces, its depth, and the depth left to open.
  private struct Place {
    var margin: Int
    var depth: Int
    var maxDepth: Int
    var indent: String { String(repeating: " ", count: margin) }
    var child: Place { Place(margin: margin + 2, depth: depth + 1, maxDepth: maxDepth - 1) }
    func mark(hasChildren: Bool) -> String { hasChildren ? (maxDepth <= 0 ? "▹" : "▿") : "-" }
  }

  /// One dump's lines, the objects it has numbered and the nodes it may still draw.
  private struct Walk {
    let interpreter: Interpreter
    let location: SourceLocation?
    var items: Int
    var lines: [String] = []
    var numbers: [ObjectIdentifier: Int] = [:]

    init(interpreter: Interpreter, location: SourceLocation?, items: Int) {
      self.interpreter = interpreter
      self.location = location
      self.items = items
    }

    mutating func node(_ value: Value, label: String?, at place: Place) throws {
      guard items > 0 else { return }
      items -= 1
      guard place.depth < 64 else { throw InterpreterError.notModelled("dump of a value nested this deep", at: location) }
      let prefix = label.map { "\($0): " } ?? ""
      if case .object(let object) = value {
        return try objectNode(object, value, prefix: prefix, at: place)
      }
      let (summary, nodes) = try mirror(value)
      try append("\(place.indent)\(place.mark(hasChildren: !nodes.isEmpty)) \(prefix)\(summary)")
      try children(nodes, at: place)
    }

    /// A node's children, as far as `maxDepth` and `maxItems` let them be drawn.
    private mutating func children(_ children: [(String?, Value)], at place: Place) throws {
      guard place.maxDepth > 0 else { return }
      for (position, (childLabel, child)) in children.enumerated() {
        guard items > 0 else {
          let left = children.count - position
          return try append("\(place.indent)    (\(left) more child\(left == 1 ? "" : "ren"))")
        }
        try node(child, label: childLabel, at: place.child)
      }
    }

    private mutating func append(_ line: String) throws {
      lines.append(line)
      try interpreter.checkSize(lines.count, at: location)
    }

    /// `▿ main.Child #0`, then `super:` nodes nearest first, then the class's own properties.
    private mutating func objectNode(_ object: ObjectValue, _ value: Value, prefix: String, at place: Place) throws {
      guard object.nativeBase == nil, object.type.kind == .classType,
        !object.type.storedProperties.contains(where: { $0.isWeak || $0.isUnowned || $0.wrapper != nil || $0.isLazy })
      else {
        throw InterpreterError.notModelled("dump of a value of type '\(TypeNames.describe(value))'", at: location)
      }
      let chain = object.type.classChain
      let own = fields(of: object, declaredBy: object.type)
      let summary = try header(value) ?? interpreter.genericTypeName(
        object.type, interpreter.inferredArguments(object), qualified: true, at: location)
      let key = ObjectIdentifier(object)
      let mark = place.mark(hasChildren: !own.isEmpty)
      if let number = numbers[key] {
        return try append("\(place.indent)\(mark) \(prefix)\(summary) #\(number)")
      }
      numbers[key] = numbers.count
      try append("\(place.indent)\(mark) \(prefix)\(summary) #\(numbers[key]!)")
      guard place.maxDepth > 0 else { return }
      if chain.count > 1 { try superNode(object, chain[1...], at: place.child) }
      try children(own.map { ($0.0, $0.1) }, at: place)
    }

    /// `▿ super: main.Base`, then its own superclass's node, then the properties it declares
    /// (Swift's `_dumpSuperclass`).
    private mutating func superNode(_ object: ObjectValue, _ chain: ArraySlice<UserType>, at place: Place) throws {
      guard let type = chain.first, items > 0 else { return }
      items -= 1
      let declared = fields(of: object, declaredBy: type)
      try append("\(place.indent)\(place.mark(hasChildren: !declared.isEmpty)) super: \(type.qualifiedName)")
      guard place.maxDepth > 0 else { return }
      try superNode(object, chain.dropFirst(), at: place.child)
      try children(declared.map { ($0.0, $0.1) }, at: place)
    }

    private func fields(of object: ObjectValue, declaredBy type: UserType) -> [(String, Value)] {
      zip(object.type.storedProperties, object.fields)
        .filter { $0.0.declaringType === type }
        .map { ($0.0.name, $0.1) }
    }

    /// The program's `debugDescription` or `description`, when its type has one.
    private func header(_ value: Value) throws -> String? {
      try interpreter.customDescription(value, debug: true, at: location)
    }

    /// What the node shows, and its children with their labels.
    private func mirror(_ value: Value) throws -> (String, [(String?, Value)]) {
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
        let name = try header(value) ?? interpreter.genericTypeName(
          structure.type, interpreter.inferredArguments(structure),
          qualified: true, at: location)
        return (name, zip(properties, structure.fields).map { ($0.name, $1) })
      case .enumCase(let enumCase):
        let name = try header(value) ?? "\(enumCase.type.describe(qualified: true)).\(enumCase.name)"
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
}
