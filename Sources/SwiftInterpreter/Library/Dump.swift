import Transcript

/// `dump(_:)`: the value's mirror as a tree, one line per node — `▿` before a node with
/// children, `-` before a leaf, two spaces of indent per level (Swift's `dump`). A node's text
/// is the value's `debugDescription`, else its `description`, else its type (Swift's
/// `_dumpPrint`, checked with swiftc 6.3). Class instances are numbered `#0`, `#1`… in the order
/// one dump meets them, and one met again shows its number without its children; a class's
/// superclass is a `super:` node. Sets, dictionaries (hash order), `weak` properties and the
/// registry's values are not modelled.
enum Dump {
  static func register(in registry: Registry) {
    registry.function("func dump<T>(_ value: T) -> T", module: "Swift",
      doc: "https://developer.apple.com/documentation/swift/dump(_:name:indent:maxdepth:maxitems:)") { call in
      var walk = Walk(interpreter: call.interpreter, location: call.location)
      try walk.node(call[0], label: nil, depth: 0)
      try call.interpreter.tick(at: call.location)
      call.interpreter.host.write(walk.lines.map { $0 + "\n" }.joined())
      return call[0]
    }
  }

  /// One dump's lines and the objects it has numbered.
  private struct Walk {
    let interpreter: Interpreter
    let location: SourceLocation?
    var lines: [String] = []
    var numbers: [ObjectIdentifier: Int] = [:]

    mutating func node(_ value: Value, label: String?, depth: Int) throws {
      guard depth < 64 else { throw InterpreterError.notModelled("dump of a value nested this deep", at: location) }
      let indent = String(repeating: "  ", count: depth)
      let prefix = label.map { "\($0): " } ?? ""
      if case .object(let object) = value {
        return try objectNode(object, value, indent: indent, prefix: prefix, depth: depth)
      }
      let (summary, children) = try mirror(value)
      try append("\(indent)\(children.isEmpty ? "-" : "▿") \(prefix)\(summary)")
      for (childLabel, child) in children {
        try node(child, label: childLabel, depth: depth + 1)
      }
    }

    private mutating func append(_ line: String) throws {
      lines.append(line)
      try interpreter.checkSize(lines.count, at: location)
    }

    /// `▿ main.Child #0`, then `super:` nodes nearest first, then the class's own properties.
    private mutating func objectNode(
      _ object: ObjectValue, _ value: Value, indent: String, prefix: String, depth: Int
    ) throws {
      guard object.nativeBase == nil, object.type.kind == .classType,
        !object.type.storedProperties.contains(where: { $0.isWeak || $0.wrapper != nil || $0.isLazy })
      else {
        throw InterpreterError.notModelled("dump of a value of type '\(TypeNames.describe(value))'", at: location)
      }
      let chain = object.type.classChain
      let own = fields(of: object, declaredBy: object.type)
      let summary = try header(value) ?? interpreter.genericTypeName(
        object.type, interpreter.inferredArguments(object.type, fields: object.fields), qualified: true, at: location)
      let key = ObjectIdentifier(object)
      if let number = numbers[key] {
        return try append("\(indent)\(own.isEmpty ? "-" : "▿") \(prefix)\(summary) #\(number)")
      }
      numbers[key] = numbers.count
      try append("\(indent)\(own.isEmpty ? "-" : "▿") \(prefix)\(summary) #\(numbers[key]!)")
      if chain.count > 1 { try superNode(object, chain[1...], depth: depth + 1) }
      for (name, child) in own {
        try node(child, label: name, depth: depth + 1)
      }
    }

    /// `▿ super: main.Base`, then its own superclass's node, then the properties it declares
    /// (Swift's `_dumpSuperclass`).
    private mutating func superNode(_ object: ObjectValue, _ chain: ArraySlice<UserType>, depth: Int) throws {
      guard let type = chain.first else { return }
      let declared = fields(of: object, declaredBy: type)
      let indent = String(repeating: "  ", count: depth)
      try append("\(indent)\(declared.isEmpty ? "-" : "▿") super: \(type.qualifiedName)")
      try superNode(object, chain.dropFirst(), depth: depth + 1)
      for (name, child) in declared {
        try node(child, label: name, depth: depth + 1)
      }
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
          structure.type, interpreter.inferredArguments(structure.type, fields: structure.fields),
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
      default:
        throw InterpreterError.notModelled("dump of a value of type '\(TypeNames.describe(value))'", at: location)
      }
    }
  }
}
