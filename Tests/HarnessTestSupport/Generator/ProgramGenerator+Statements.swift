/// Statements: declarations, assignments, prints and bounded control flow.
extension ProgramGenerator {
  /// The types a declaration can have in this program.
  var declarableTypes: [GeneratedType] {
    [.int, .int, .int, .bool, .string, .string, .double, .intArray, .optionalInt, .intFunction]
      + records.map { .record($0.name) } + choices.map { .choice($0.name) }
      + levels.map { .level($0.name) }
  }

  /// One statement; compound statements nest at most two deep, so loops stay small.
  mutating func statement(_ scope: inout GeneratedScope, depth: Int, printing: Bool = true) {
    let nests = depth < 2
    var choices: [(Int, Int)] = [(30, 0), (20, 1)]
    if printing { choices.append((25, 2)) }
    if nests {
      choices += [(8, 3), (6, 4), (3, 5), (4, 6), (4, 7)]
      if printing { choices.append((3, 10)) }
    }
    if !self.choices.isEmpty && nests { choices.append((5, 8)) }
    if scope.returnsInt { choices.append((5, 9)) }
    switch random.weighted(choices) {
    case 0: declaration(&scope, depth: depth)
    case 1: assignment(scope)
    case 2: printStatement(scope)
    case 3: ifStatement(scope, depth: depth, printing: printing)
    case 4: forStatement(scope, depth: depth, printing: printing)
    case 5: whileStatement(scope, depth: depth, printing: printing)
    case 6: intSwitch(scope, depth: depth, printing: printing)
    case 7: ifLet(scope, depth: depth, printing: printing)
    case 8: choiceSwitch(scope, depth: depth, printing: printing)
    case 9:
      emit(
        "guard \(condition(boolExpression(scope, 2))) else { return \(intExpression(scope, 2)) }")
    default: deferStatement(scope, depth: depth)
    }
  }

  /// A block of one to three statements in its own scope.
  mutating func body(_ scope: GeneratedScope, depth: Int, printing: Bool, loop: Bool = false) {
    var inner = scope
    inner.inLoop = scope.inLoop || loop
    block { g in
      for _ in 0..<g.random.int(1...3) { g.statement(&inner, depth: depth + 1, printing: printing) }
      if loop && g.random.chance(20) {
        g.emit(
          "if \(g.condition(g.boolExpression(inner, 2))) { \(g.random.pick(["break", "continue"])) }"
        )
      }
    }
  }

  mutating func declaration(_ scope: inout GeneratedScope, depth: Int) {
    let type = random.pick(declarableTypes.filter { !scope.hasInout || $0 != .intFunction })
    let name = freshName("v")
    let mutable = type != .intFunction && random.chance(60)
    let keyword = mutable ? "var" : "let"
    if case .choice(let choice) = type, depth < 2, random.chance(20) {
      // A switch expression over a fresh value of the enum, stored in an Int.
      emit("\(keyword) \(name): Int = switch \(condition(choiceExpression(choice, scope, 1))) {")
      for (label, payload) in self.choices.first(where: { $0.name == choice })!.cases {
        var arm = scope
        let bindings = payload.map { type -> String in
          let binding = freshName("p")
          arm.add(binding, type, mutable: false)
          return "let \(binding)"
        }
        emit(
          "case .\(label)\(bindings.isEmpty ? "" : "(\(bindings.joined(separator: ", ")))"): \(intExpression(arm, 2))"
        )
      }
      emit("}")
      scope.add(name, .int, mutable: mutable)
      return
    }
    if type == .string && depth < 2 && random.chance(15) {
      emit("\(keyword) \(name): String = if \(condition(boolExpression(scope, 2))) {")
      block { g in g.emit(g.stringExpression(scope, 2)) }
      emit("} else {")
      block { g in g.emit(g.stringExpression(scope, 2)) }
      emit("}")
    } else {
      emit("\(keyword) \(name): \(type.spelling) = \(expression(type, scope, depth: 3))")
    }
    scope.add(name, type, mutable: mutable)
  }

  mutating func assignment(_ scope: GeneratedScope) {
    let targets = scope.variables.filter(\.mutable)
    guard !targets.isEmpty else { return emit("_ = \(intExpression(scope, 2))") }
    let target = random.pick(targets)
    let name = target.name
    func assign(_ value: String) -> String { assigning(name, value) }
    switch target.type {
    case .int:
      if let f = functions.first(where: \.isInout), random.chance(30) {
        emit("\(f.name)(&\(name), \(intExpression(scope, 2)))")
      } else {
        let op = random.pick(["=", "&+=", "&-=", "&*=", "^="])
        emit(
          op == "=" ? assign(intExpression(scope, 2)) : "\(name) \(op) \(intExpression(scope, 2))")
      }
    case .string:
      if scope.inLoop || random.chance(40) {
        emit(
          "\(name) += \(random.chance(50) ? stringLiteral() : "String(\(intExpression(scope, 1)))")"
        )
      } else {
        emit(assign(stringExpression(scope, 3)))
      }
    case .intArray:
      switch random.int(0...2) {
      case 0: emit("\(name).append(\(intExpression(scope, 2)))")
      case 1:
        emit(
          "\(name)[(\(intExpression(scope, 2)) & 15) % \(name).count] = \(intExpression(scope, 2))")
      default:
        let value = arrayExpression(scope, 3)
        emit(scope.inLoop ? "\(name) = Array(\(value).prefix(6))" : assign(value))
      }
    case .record(let record):
      let shape = records.first { $0.name == record }!
      switch random.int(0...2) {
      case 0: emit("\(name).bump(\(intExpression(scope, 2)))")
      case 1:
        let (field, type) = random.pick(shape.fields)
        if type == .string {
          emit("\(name).\(field) = String((\(name).\(field) + \(stringLiteral())).suffix(10))")
        } else {
          emit("\(name).\(field) = \(expression(type, scope, depth: 2))")
        }
      default: emit(assign(recordExpression(record, scope, 2)))
      }
    default:
      emit(assign(expression(target.type, scope, depth: 2)))
    }
  }

  mutating func printStatement(_ scope: GeneratedScope) {
    var printable: [GeneratedType] = [
      .int, .int, .bool, .string, .string, .double, .intArray, .optionalInt,
    ]
    printable +=
      records.map { .record($0.name) } + choices.map { .choice($0.name) }
      + levels.map { .level($0.name) }
    let items = (0..<random.int(1...3)).map { _ -> String in
      let type = random.pick(printable)
      let value = expression(type, scope, depth: 2)
      switch type {
      case .optionalInt: return "\(value) as Any"
      case .record, .choice: return random.chance(25) ? "[\(value)]" : value
      default: return value
      }
    }
    let label = random.chance(40) ? "\"\(freshName("line"))\", " : ""
    switch random.int(0...9) {
    case 0: emit("print(\(label)\(items.joined(separator: ", ")), separator: \"|\")")
    case 1: emit("print((\(intExpression(scope, 1)), \(stringExpression(scope, 1))))")
    case 2: emit("print(\(label)String(reflecting: \(stringExpression(scope, 2))))")
    default: emit("print(\(label)\(items.joined(separator: ", ")))")
    }
  }

  mutating func ifStatement(_ scope: GeneratedScope, depth: Int, printing: Bool) {
    emit("if \(condition(boolExpression(scope, 3))) {")
    body(scope, depth: depth, printing: printing)
    if random.chance(30) {
      emit("} else if \(condition(boolExpression(scope, 3))) {")
      body(scope, depth: depth, printing: printing)
    }
    if random.chance(60) {
      emit("} else {")
      body(scope, depth: depth, printing: printing)
    }
    emit("}")
  }

  mutating func forStatement(_ scope: GeneratedScope, depth: Int, printing: Bool) {
    var inner = scope
    let name = freshName("i")
    switch random.int(0...3) {
    case 0:
      emit(
        "for \(name) in stride(from: \(random.int(-3...3)), to: \(random.int(0...8)), by: \(random.int(1...3))) {"
      )
      inner.add(name, .int, mutable: false)
    case 1:
      let array = variable(.intArray, scope, chance: 100) ?? arrayExpression(scope, 0)
      emit("for \(name) in \(array) {")
      inner.add(name, .int, mutable: false)
    case 2:
      let array = variable(.intArray, scope, chance: 100) ?? arrayExpression(scope, 0)
      let index = freshName("k")
      emit(
        "for (\(index), \(name)) in \(array).enumerated() where \(index) != \(random.int(0...2)) {")
      inner.add(name, .int, mutable: false)
      inner.add(index, .int, mutable: false)
    default:
      emit(
        "for \(name) in \(random.int(0...2))\(random.pick(["..<", "..."]))\(random.int(2...5)) {")
      inner.add(name, .int, mutable: false)
    }
    body(inner, depth: depth, printing: printing, loop: true)
    emit("}")
  }

  mutating func whileStatement(_ scope: GeneratedScope, depth: Int, printing: Bool) {
    let counter = freshName("w")
    emit("var \(counter) = 0")
    emit("while \(counter) < \(random.int(1...4)) {")
    var inner = scope
    inner.add(counter, .int, mutable: false)
    block { g in g.emit("\(counter) += 1") }
    body(inner, depth: depth, printing: printing, loop: true)
    emit("}")
  }

  mutating func intSwitch(_ scope: GeneratedScope, depth: Int, printing: Bool) {
    emit("switch (\(intExpression(scope, 2))) % 5 {")
    let cases = ["case 0:", "case 1, 2:", "case -4 ... -1:", "case let n where n > 2:"]
    for label in cases where random.chance(60) {
      emit(label)
      var inner = scope
      if label.contains("let n") { inner.add("n", .int, mutable: false) }
      body(inner, depth: depth, printing: printing)
    }
    emit("default:")
    block { g in g.emit(printing && g.random.chance(50) ? "print(\"other\")" : "break") }
    emit("}")
  }

  mutating func ifLet(_ scope: GeneratedScope, depth: Int, printing: Bool) {
    let name = freshName("u")
    emit("if let \(name) = \(condition(optionalExpression(scope, 2))) {")
    var inner = scope
    inner.add(name, .int, mutable: false)
    body(inner, depth: depth, printing: printing)
    emit("} else {")
    body(scope, depth: depth, printing: printing)
    emit("}")
  }

  mutating func choiceSwitch(_ scope: GeneratedScope, depth: Int, printing: Bool) {
    let shape = random.pick(choices)
    emit("switch \(condition(choiceExpression(shape.name, scope, 2))) {")
    for (label, payload) in shape.cases {
      var inner = scope
      let bindings = payload.map { type -> String in
        let binding = freshName("p")
        inner.add(binding, type, mutable: false)
        return "let \(binding)"
      }
      let pattern = bindings.isEmpty ? "" : "(\(bindings.joined(separator: ", ")))"
      let guarded = payload.first == .int && random.chance(40)
      emit("case .\(label)\(pattern)\(guarded ? " where \(boolExpression(inner, 1))" : ""):")
      body(inner, depth: depth, printing: printing)
      if guarded {
        emit("case .\(label):")
        block { g in g.emit(printing ? "print(\"\(label) unmatched\")" : "break") }
      }
    }
    emit("}")
  }

  mutating func deferStatement(_ scope: GeneratedScope, depth: Int) {
    guard depth > 0 else { return printStatement(scope) }
    emit("defer { print(\"\(freshName("defer"))\", \(intExpression(scope, 1))) }")
  }

  /// `target = value`, unless the value is the target alone, which Swift refuses.
  func assigning(_ target: String, _ value: String) -> String {
    value == target ? "_ = \(target)" : "\(target) = \(value)"
  }

  /// A condition as a statement needs it: a trailing closure there must be in parentheses.
  func condition(_ expression: String) -> String {
    expression.contains("{") ? "(\(expression))" : expression
  }
}
