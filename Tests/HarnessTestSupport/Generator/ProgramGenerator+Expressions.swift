/// Expressions of each type, from the variables in scope; none can trap.
extension ProgramGenerator {
  mutating func expression(_ type: GeneratedType, _ scope: GeneratedScope, depth: Int) -> String {
    switch type {
    case .int: intExpression(scope, depth)
    case .bool: boolExpression(scope, depth)
    case .string: stringExpression(scope, depth)
    case .double: doubleExpression(scope, depth)
    case .intArray: arrayExpression(scope, depth)
    case .optionalInt: optionalExpression(scope, depth)
    case .intFunction: closureExpression(scope, depth)
    case .record(let name): recordExpression(name, scope, depth)
    case .choice(let name): choiceExpression(name, scope, depth)
    case .level(let name): levelExpression(name, scope, depth)
    }
  }

  /// A variable of the type half of the time when there is one, else nil.
  mutating func variable(_ type: GeneratedType, _ scope: GeneratedScope, chance: Int = 50)
    -> String?
  {
    let found = scope.of(type)
    return !found.isEmpty && random.chance(chance) ? random.pick(found).name : nil
  }

  mutating func intLiteral() -> String {
    let range = random.weighted([
      (50, 0...9), (15, -9...(-1)), (25, 10...200), (10, 1000...9_999_999),
    ])
    let value = random.int(range)
    return value < 0 ? "(\(value))" : String(value)
  }

  mutating func intExpression(_ scope: GeneratedScope, _ depth: Int) -> String {
    if depth <= 0 || random.chance(20) {
      return variable(.int, scope, chance: 85) ?? intLiteral()
    }
    let d = depth - 1
    switch random.int(0...20) {
    case 0, 1, 2:
      let op = random.pick(["&+", "&-", "&*"])
      return "(\(intExpression(scope, d)) \(op) \(intExpression(scope, d)))"
    case 3:
      return "(\(intExpression(scope, d)) \(random.pick(["/", "%"])) \(random.int(2...12)))"
    case 4:
      return
        "(\(intExpression(scope, d)) \(random.pick(["&", "|", "^"])) \(intExpression(scope, d)))"
    case 5:
      return "(\(intExpression(scope, d)) \(random.pick(["<<", ">>"])) \(random.int(0...6)))"
    case 6:
      return
        "\(random.pick(["min", "max"]))(\(intExpression(scope, d)), \(intExpression(scope, d)))"
    case 7:
      return
        "(\(boolExpression(scope, d)) ? \(intExpression(scope, d)) : \(intExpression(scope, d)))"
    case 8:
      let array = variable(.intArray, scope, chance: 95) ?? arrayExpression(scope, 0)
      return "\(array)[(\(intExpression(scope, d)) & 15) % \(array).count]"
    case 9:
      let array = arrayExpression(scope, d)
      return random.pick([
        "\(array).reduce(0, &+)", "\(array).count", "(\(array).max() ?? 0)",
        "\(array).filter { $0 > \(intLiteral()) }.count",
        "(\(array).firstIndex(of: \(intLiteral())) ?? -1)",
      ])
    case 10:
      let text = stringExpression(scope, d)
      return random.pick(["\(text).count", "\(text).utf8.count", "\(text).unicodeScalars.count"])
    case 11:
      let callable = functions.filter { !$0.isInout }
      guard !callable.isEmpty else { return intExpression(scope, d) }
      let f = random.pick(callable)
      return
        "\(f.name)(\((0..<f.parameters).map { _ in intExpression(scope, d) }.joined(separator: ", ")))"
    case 12:
      guard let closure = variable(.intFunction, scope, chance: 100) else {
        return intExpression(scope, d)
      }
      return "\(closure)(\(intExpression(scope, d)))"
    case 13:
      return "(\(optionalExpression(scope, d)) ?? \(intExpression(scope, d)))"
    case 14:
      guard !records.isEmpty else { return intExpression(scope, d) }
      let shape = random.pick(records)
      let value = recordExpression(shape.name, scope, d)
      return random.pick([
        "\(value).\(random.pick(shape.intFields))", "\(value).scaled(\(intExpression(scope, d)))",
        "\(value).total",
      ])
    case 15:
      guard let shape = levels.first else { return intExpression(scope, d) }
      return random.pick([
        "\(levelExpression(shape.name, scope, d)).rawValue", "\(shape.name).allCases.count",
      ])
    case 16:
      return "abs(\(intExpression(scope, d)) % 1000)"
    case 17:
      return random.pick([
        "Int(\(doubleExpression(scope, d)))", "Int(\(doubleExpression(scope, d)).rounded())",
      ])
    case 18:
      return "(\(boolExpression(scope, d)) ? 1 : 0)"
    case 19:
      // Plain arithmetic on operands brought under 1000 cannot overflow.
      let op = random.pick(["+", "-", "*"])
      return "((\(intExpression(scope, d)) % 1000) \(op) (\(intExpression(scope, d)) % 1000))"
    default:
      return "(0 &- \(intExpression(scope, d)))"
    }
  }

  mutating func boolExpression(_ scope: GeneratedScope, _ depth: Int) -> String {
    if depth <= 0 || random.chance(15) {
      return variable(.bool, scope, chance: 60) ?? random.pick(["true", "false"])
    }
    let d = depth - 1
    switch random.int(0...9) {
    case 0, 1, 2:
      let op = random.pick(["<", "<=", ">", ">=", "==", "!="])
      return "(\(intExpression(scope, d)) \(op) \(intExpression(scope, d)))"
    case 3:
      return
        "(\(boolExpression(scope, d)) \(random.pick(["&&", "||"])) \(boolExpression(scope, d)))"
    case 4:
      return "(!\(boolExpression(scope, d)))"
    case 5:
      let text = stringExpression(scope, d)
      return random.pick([
        "(\(text) == \(stringExpression(scope, d)))", "\(text).hasPrefix(\(stringLiteral()))",
        "\(text).isEmpty", "\(text).hasSuffix(\(stringLiteral()))",
        "(\(text) < \(stringExpression(scope, d)))",
      ])
    case 6:
      let array = arrayExpression(scope, d)
      return random.pick([
        "\(array).contains(\(intExpression(scope, d)))",
        "\(array).allSatisfy { $0 > \(intLiteral()) }",
        "\(array).contains { $0 % 3 == 0 }",
      ])
    case 7:
      let optional = optionalExpression(scope, d)
      return random.pick([
        "(\(optional) == nil)", "(\(optional) != nil)", "(\(optional) == \(intLiteral()))",
      ])
    case 8:
      guard let shape = records.first else { return "\(intExpression(scope, d)).isMultiple(of: 3)" }
      if let flag = shape.boolFields.first, random.chance(50) {
        return "\(recordExpression(shape.name, scope, d)).\(flag)"
      }
      return
        "(\(recordExpression(shape.name, scope, d)) == \(recordExpression(shape.name, scope, d)))"
    default:
      return
        "(\(doubleExpression(scope, d)) \(random.pick(["<", ">", "=="])) \(doubleExpression(scope, d)))"
    }
  }

  mutating func stringLiteral() -> String {
    "\"" + random.pick(["", "a", "ab", "Swift", "xyz", "hello world", "né", "42", "-7", "x1", "Ö"])
      + "\""
  }

  mutating func stringExpression(_ scope: GeneratedScope, _ depth: Int) -> String {
    if depth <= 0 || random.chance(20) {
      return variable(.string, scope, chance: 60) ?? stringLiteral()
    }
    let d = depth - 1
    switch random.int(0...10) {
    case 0:
      return "String((\(stringExpression(scope, d)) + \(stringExpression(scope, d))).prefix(20))"
    case 1, 2:
      let parts = (0..<random.int(1...2)).map { _ in interpolated(scope, d) }
      return "\"" + parts.joined(separator: random.pick([":", " ", "-", ""])) + "\""
    case 3:
      return "String(\(intExpression(scope, d)))"
    case 4:
      let text = stringExpression(scope, d)
      return random.pick([
        "\(text).uppercased()", "\(text).lowercased()", "String(\(text).reversed())",
        "String(\(text).prefix(\(random.int(0...3))))", "String(\(text).dropFirst())",
      ])
    case 5:
      return
        "(\(boolExpression(scope, d)) ? \(stringExpression(scope, d)) : \(stringExpression(scope, d)))"
    case 6:
      let separator = random.pick(["\", \"", "\"\"", "\"/\""])
      return "\(arrayExpression(scope, d)).map { \"\\($0)\" }.joined(separator: \(separator))"
    case 7:
      return "String(repeating: \(stringLiteral()), count: \(random.int(0...3)))"
    case 8:
      return random.pick([
        "String(describing: \(optionalExpression(scope, d)))",
        "String(\(doubleExpression(scope, d)))",
        "String(\(boolExpression(scope, d)))",
      ])
    default:
      let named =
        records.map { GeneratedType.record($0.name) } + choices.map { .choice($0.name) }
        + levels.map { .level($0.name) }
      guard !named.isEmpty else {
        return "String(\(intExpression(scope, d)), radix: \(random.pick([2, 16])))"
      }
      let value = expression(random.pick(named), scope, depth: d)
      return random.pick([
        "String(describing: \(value))", "String(reflecting: \(value))", "\"\\(\(value))\"",
      ])
    }
  }

  /// `\(…)` of a value of any simple type, for a string literal.
  mutating func interpolated(_ scope: GeneratedScope, _ depth: Int) -> String {
    let type = random.pick([GeneratedType.int, .string, .bool, .double, .intArray])
    return "\\(\(expression(type, scope, depth: depth)))"
  }

  mutating func doubleExpression(_ scope: GeneratedScope, _ depth: Int) -> String {
    if depth <= 0 || random.chance(20) {
      return variable(.double, scope, chance: 60)
        ?? random.pick(["0.1", "2.5", "0.75", "1e3", "3.0", "-1.25"])
    }
    let d = depth - 1
    switch random.int(0...5) {
    case 0, 1:
      // From an Int variable or literal only: `Double(…)` of a compound expression makes the
      // type checker try every initializer against every literal in it.
      return
        "(Double(\(intExpression(scope, 0))) / \(random.pick(["2.0", "3.0", "4.0", "7.0", "8.0", "10.0"])))"
    case 2:
      return
        "(\(doubleExpression(scope, d)) \(random.pick(["+", "-"])) \(doubleExpression(scope, d)))"
    case 3:
      return "(\(doubleExpression(scope, d)) * \(random.pick(["0.5", "1.5", "0.1", "3.0"])))"
    case 4:
      return
        "\(doubleExpression(scope, d)).rounded(\(random.pick(["", ".down", ".up", ".towardZero"])))"
    default:
      return
        "\(random.pick(["min", "max"]))(\(doubleExpression(scope, d)), \(doubleExpression(scope, d)))"
    }
  }

  mutating func arrayExpression(_ scope: GeneratedScope, _ depth: Int) -> String {
    if depth <= 0 || random.chance(25) {
      if let name = variable(.intArray, scope, chance: 85) { return name }
      return "([" + (0..<random.int(1...4)).map { _ in intLiteral() }.joined(separator: ", ")
        + "] as [Int])"
    }
    let d = depth - 1
    let array = arrayExpression(scope, d)
    switch random.int(0...6) {
    case 0: return "\(array).map { $0 \(random.pick(["&*", "&+", "%"])) \(random.int(2...9)) }"
    case 1: return "\(array).sorted()"
    case 2: return "\(array).sorted(by: >)"
    case 3: return "Array(\(array).reversed())"
    case 4: return "(\(array) + [\(intExpression(scope, d))])"
    case 5: return "Array(\(array).prefix(\(random.int(1...3))))"
    default: return "\(array).enumerated().map { $0.offset &* $0.element }"
    }
  }

  mutating func optionalExpression(_ scope: GeneratedScope, _ depth: Int) -> String {
    if depth <= 0 || random.chance(20) {
      return variable(.optionalInt, scope, chance: 60) ?? "Int(\(stringLiteral()))"
    }
    let d = depth - 1
    switch random.int(0...4) {
    case 0: return "Int(\(stringExpression(scope, d)))"
    case 1:
      let array = arrayExpression(scope, d)
      return random.pick([
        "\(array).first", "\(array).last", "\(array).max()",
        "\(array).firstIndex(of: \(intLiteral()))",
        "\(array).first(where: { $0 > \(intLiteral()) })",
      ])
    case 2: return "(\(boolExpression(scope, d)) ? Int?(\(intExpression(scope, d))) : nil)"
    case 3:
      guard let shape = levels.first else { return "Int(\(stringLiteral()))" }
      return "\(shape.name)(rawValue: \(intExpression(scope, d)))?.rawValue"
    default:
      return "Int?(\(intExpression(scope, d)))"
    }
  }

  mutating func closureExpression(_ scope: GeneratedScope, _ depth: Int) -> String {
    var inner = scope
    inner.add("x", .int, mutable: false)
    return "{ (x: Int) -> Int in \(intExpression(inner, max(depth, 1))) }"
  }

  mutating func recordExpression(_ name: String, _ scope: GeneratedScope, _ depth: Int) -> String {
    if let variable = variable(.record(name), scope, chance: 70) { return variable }
    let shape = records.first { $0.name == name }!
    let fields = shape.fields.map {
      "\($0.name): \(expression($0.type, scope, depth: max(depth - 1, 0)))"
    }
    return "\(name)(\(fields.joined(separator: ", ")))"
  }

  mutating func choiceExpression(_ name: String, _ scope: GeneratedScope, _ depth: Int) -> String {
    if let variable = variable(.choice(name), scope, chance: 60) { return variable }
    let (label, payload) = random.pick(choices.first { $0.name == name }!.cases)
    if payload.isEmpty { return "\(name).\(label)" }
    let values = payload.map { expression($0, scope, depth: max(depth - 1, 0)) }
    return "\(name).\(label)(\(values.joined(separator: ", ")))"
  }

  mutating func levelExpression(_ name: String, _ scope: GeneratedScope, _ depth: Int) -> String {
    if let variable = variable(.level(name), scope, chance: 60) { return variable }
    let shape = levels.first { $0.name == name }!
    if depth > 0 && random.chance(40) {
      return "\(name).allCases[(\(intExpression(scope, depth - 1)) & 15) % \(name).allCases.count]"
    }
    return "\(name).\(random.pick(shape.cases))"
  }
}
