/// One generated program: top-level declarations and an entry function that does the work.
public struct GeneratedProgram: Sendable, Hashable {
  /// The seed of the run and the program's number in it, which give the program back.
  public var seed: UInt64
  public var number: Int
  /// Structs, enums and functions, named with the program's number so that a batch's programs
  /// can share one file.
  public var declarations: String
  /// The name of the function holding the program's statements: `run12`.
  public var entry: String

  /// The program on its own, as a `main.swift`.
  public var source: String { declarations + "\n\(entry)()\n" }
}

/// Random well-typed Swift programs in the spirit of Csmith, the same for the same seed.
///
/// A program never traps and never depends on anything but its text: arithmetic on `Int` wraps
/// (`&+`, `&-`, `&*`) or divides by a non-zero literal, arrays are never empty and are read at
/// `(i & 15) % a.count`, loops run a handful of times, and nothing unordered is printed.
public struct ProgramGenerator {
  var random: SeededRandom
  /// Makes top-level names unique within a batch: `S12_0`, `f12_1`.
  let tag: String
  var records: [RecordShape] = []
  var choices: [ChoiceShape] = []
  var levels: [LevelShape] = []
  var functions: [FunctionShape] = []
  var lines: [String] = []
  var indent = 0
  var fresh = 0

  init(seed: UInt64, number: Int) {
    random = SeededRandom(seed: seed ^ (UInt64(number) &* 0x9E37_79B9_7F4A_7C15))
    tag = "\(number)"
  }

  /// Program `number` of the run with `seed`.
  public static func program(seed: UInt64, number: Int) -> GeneratedProgram {
    var generator = ProgramGenerator(seed: seed, number: number)
    return generator.generate(seed: seed, number: number)
  }

  /// The line a batch prints before each program's output, ending with the program's number.
  public static let markerPrefix = "### generated program "
  public static func marker(_ number: Int) -> String { markerPrefix + "\(number)" }

  /// Many programs in one file, each run after its marker line, so one build serves them all.
  public static func batch(_ programs: [GeneratedProgram]) -> String {
    let calls = programs.map { "print(\"\(marker($0.number))\")\n\($0.entry)()" }
    return programs.map(\.declarations).joined(separator: "\n") + "\n"
      + calls.joined(separator: "\n")
      + "\n"
  }

  mutating func generate(seed: UInt64, number: Int) -> GeneratedProgram {
    declareTypes()
    declareFunctions()
    let entry = "run\(tag)"
    emit("func \(entry)() {")
    block { g in
      var scope = GeneratedScope()
      g.prologue(&scope)
      for _ in 0..<g.random.int(6...14) { g.statement(&scope, depth: 0) }
      g.epilogue(scope)
    }
    emit("}")
    return GeneratedProgram(
      seed: seed, number: number, declarations: lines.joined(separator: "\n") + "\n", entry: entry)
  }

  /// Typed variables to start with, so expressions are mostly made of variables: literals alone
  /// make Swift's type checker search long (an expression of literals can be many types).
  mutating func prologue(_ scope: inout GeneratedScope) {
    for type in [GeneratedType.int, .int, .intArray, .string] {
      let name = freshName("v")
      let value =
        type == .int
        ? intLiteral()
        : type == .string
          ? stringLiteral()
          : "[" + (0..<random.int(1...4)).map { _ in intLiteral() }.joined(separator: ", ") + "]"
      emit("var \(name): \(type.spelling) = \(value)")
      scope.add(name, type, mutable: true)
    }
  }

  /// Prints the variables still in scope at the end, so every change to them is seen (as Csmith
  /// prints a checksum of its globals).
  mutating func epilogue(_ scope: GeneratedScope) {
    let shown = scope.variables.filter { $0.type != .intFunction }.map {
      $0.type == .optionalInt ? "\($0.name) as Any" : $0.name
    }
    emit("print(\"end\", \(shown.joined(separator: ", ")))")
  }

  // MARK: Writing lines

  mutating func emit(_ line: String) {
    lines.append(String(repeating: "    ", count: indent) + line)
  }

  mutating func block(_ body: (inout ProgramGenerator) -> Void) {
    indent += 1
    body(&self)
    indent -= 1
  }

  mutating func freshName(_ stem: String) -> String {
    fresh += 1
    return "\(stem)\(fresh)"
  }

  // MARK: Declarations

  mutating func declareTypes() {
    for index in 0..<random.int(0...2) {
      var fields: [(String, GeneratedType)] = [("a", .int)]
      let more: [(String, GeneratedType)] = [("b", .string), ("c", .bool), ("d", .int)]
      fields += more.filter { _ in random.chance(60) }
      let shape = RecordShape(name: "S\(tag)_\(index)", fields: fields)
      // Declared before it joins `records`, so its methods never make one of their own (which
      // could recurse without end).
      declare(shape)
      records.append(shape)
    }
    for index in 0..<random.int(0...1) {
      let names = ["idle", "moving", "stopped", "named"]
      var cases: [(String, [GeneratedType])] = [(names[0], []), (names[1], [.int])]
      if random.chance(70) { cases.append((names[2], [])) }
      if random.chance(70) { cases.append((names[3], [.string, .int])) }
      let shape = ChoiceShape(name: "E\(tag)_\(index)", cases: cases)
      choices.append(shape)
      emit("enum \(shape.name) {")
      block { g in
        for (name, payload) in cases {
          g.emit(
            payload.isEmpty
              ? "case \(name)" : "case \(name)(\(payload.map(\.spelling).joined(separator: ", ")))")
        }
      }
      emit("}")
    }
    if random.chance(50) {
      let shape = LevelShape(
        name: "L\(tag)_0", cases: Array(["low", "mid", "high", "top"].prefix(random.int(2...4))),
        first: random.int(-3...5))
      levels.append(shape)
      emit("enum \(shape.name): Int, CaseIterable {")
      block { g in
        g.emit("case \(shape.cases[0]) = \(shape.first)")
        for name in shape.cases.dropFirst() { g.emit("case \(name)") }
      }
      emit("}")
    }
  }

  mutating func declare(_ shape: RecordShape) {
    emit("struct \(shape.name): Equatable {")
    block { g in
      for (name, type) in shape.fields { g.emit("var \(name): \(type.spelling)") }
      var fieldScope = GeneratedScope()
      for (name, type) in shape.fields { fieldScope.add(name, type, mutable: false) }
      var withX = fieldScope
      withX.add("x", .int, mutable: false)
      g.emit("func scaled(_ x: Int) -> Int { \(g.expression(.int, withX, depth: 2)) }")
      g.emit("mutating func bump(_ x: Int) {")
      g.block { g in
        g.emit(g.assigning("a", g.expression(.int, withX, depth: 2)))
        if let text = shape.stringFields.first, g.random.chance(50) {
          g.emit(
            "\(text) = String((\(text) + \(g.expression(.string, withX, depth: 1))).suffix(8))")
        }
      }
      g.emit("}")
      g.emit("var total: Int { \(g.expression(.int, fieldScope, depth: 2)) }")
    }
    emit("}")
  }

  mutating func declareFunctions() {
    for index in 0..<random.int(0...2) {
      let isInout = random.chance(30)
      let shape = FunctionShape(
        name: "f\(tag)_\(index)", parameters: isInout ? 2 : random.int(1...3), isInout: isInout)
      var scope = GeneratedScope()
      scope.returnsInt = !isInout
      scope.hasInout = isInout
      if isInout {
        emit("func \(shape.name)(_ p0: inout Int, _ p1: Int) {")
        scope.add("p0", .int, mutable: true)
        scope.add("p1", .int, mutable: false)
      } else {
        let parameters = (0..<shape.parameters).map { "_ p\($0): Int" }.joined(separator: ", ")
        emit("func \(shape.name)(\(parameters)) -> Int {")
        for p in 0..<shape.parameters { scope.add("p\(p)", .int, mutable: false) }
      }
      block { g in
        for _ in 0..<g.random.int(1...3) { g.statement(&scope, depth: 2, printing: false) }
        if isInout {
          g.emit(g.assigning("p0", g.expression(.int, scope, depth: 2)))
        } else {
          g.emit("return \(g.expression(.int, scope, depth: 2))")
        }
      }
      emit("}")
      functions.append(shape)
    }
  }
}
