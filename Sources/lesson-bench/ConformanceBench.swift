import Foundation
import HarnessTestSupport

/// `lesson-bench conformance`: the engine against swiftc, on the corpus or on random programs.
///
///     lesson-bench conformance --corpus [--write-known] [--interpreter]
///     lesson-bench conformance [--count N] [--seed S] [--batch B] [--save DIR] [--interpreter]
///     lesson-bench conformance --seed S --show NUMBER
///     lesson-bench conformance --reduce PROGRAM.swift [--interpreter]
///
/// `--interpreter` runs the programs on the SwiftInterpreter module alone instead of the engine.
///
/// Random programs are built by swiftc a batch at a time (one file, one function per program, a
/// marker line between their outputs) so that thousands stay affordable, and run on the engine
/// one by one. Every program whose output differs is saved with swiftc's output, ready to become
/// a conformance program.
enum ConformanceBench {
  static let usage = """
    usage: lesson-bench conformance --corpus [--write-known] [--interpreter]
           lesson-bench conformance [--count N] [--seed S] [--batch B] [--save DIR] [--interpreter]
           lesson-bench conformance --seed S --show NUMBER
           lesson-bench conformance --reduce PROGRAM.swift [--interpreter]
    """

  static func main(_ arguments: [String]) throws -> Int32 {
    var options: [String: String] = [:]
    var flags: Set<String> = []
    var rest = arguments[...]
    while let word = rest.popFirst() {
      switch word {
      case "--corpus", "--write-known", "--interpreter": flags.insert(word)
      case "--count", "--seed", "--batch", "--save", "--show", "--reduce":
        guard let value = rest.popFirst() else { return fail("'\(word)' needs a value") }
        options[word] = value
      case "--help", "-h":
        print(usage)
        return 0
      default: return fail("unknown argument '\(word)'")
      }
    }
    let runner: ConformanceRunner = flags.contains("--interpreter") ? .interpreter : .engine
    if flags.contains("--write-known") && runner != .engine {
      return fail("the ratchet holds the engine: --write-known goes without --interpreter")
    }
    if flags.contains("--corpus") {
      return try corpus(runner: runner, write: flags.contains("--write-known"))
    }
    if let path = options["--reduce"] { return try reduce(path, runner: runner) }
    guard let count = Int(options["--count"] ?? "100"), count > 0,
      let seed = UInt64(options["--seed"] ?? "1"), let batch = Int(options["--batch"] ?? "100"),
      batch > 0
    else { return fail("--count, --seed and --batch take positive whole numbers") }
    if let shown = options["--show"] {
      guard let number = Int(shown) else { return fail("--show takes a program's number") }
      print(ProgramGenerator.program(seed: seed, number: number).source, terminator: "")
      return 0
    }
    let save = options["--save"] ?? ".build/conformance-differences"
    return try generated(count: count, seed: seed, batch: batch, save: save, runner: runner)
  }

  static func fail(_ message: String) -> Int32 {
    FileHandle.standardError.write(Data("error: \(message)\n\(usage)\n".utf8))
    return 2
  }

  /// Runs every corpus program on the engine; prints (or writes) the ratchet list of today.
  static func corpus(runner: ConformanceRunner, write: Bool) throws -> Int32 {
    let corpus = try ConformanceCorpus()
    var differences: [String: String] = [:]
    for program in corpus.programs {
      let outcome = runner.run(program.source, device: !program.checkedBySwiftc)
      if let difference = outcome.difference(from: program.expected) {
        differences[program.name] = difference
      }
    }
    let text = KnownDifferences.render(differences)
    if write {
      try text.write(
        toFile: corpus.root + "/known-differences.txt", atomically: true, encoding: .utf8)
    } else {
      print(text, terminator: "")
    }
    let passed = corpus.programs.count - differences.count
    FileHandle.standardError.write(
      Data(
        "\(corpus.programs.count) programs on the \(runner.rawValue): \(passed) print what swiftc's builds print, \(differences.count) differ\n"
          .utf8))
    return 0
  }

  /// Generates `count` programs from `seed`, runs them through swiftc and the engine, compares.
  static func generated(
    count: Int, seed: UInt64, batch: Int, save: String, runner: ConformanceRunner
  ) throws -> Int32 {
    guard Swiftc.path != nil else { return fail("swiftc is not on the PATH") }
    let clock = ContinuousClock()
    let work = NSTemporaryDirectory() + "lesson-bench-conformance-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: work) }
    try FileManager.default.createDirectory(atPath: save, withIntermediateDirectories: true)
    var differences = 0
    var compiling = Duration.zero
    var engine = Duration.zero
    for start in stride(from: 0, to: count, by: batch) {
      let programs = (start..<min(start + batch, count)).map {
        ProgramGenerator.program(seed: seed, number: $0)
      }
      let began = clock.now
      let run: Swiftc.Run
      do {
        run = try Swiftc.buildAndRun(ProgramGenerator.batch(programs), in: work)
      } catch {
        let path = "\(save)/batch-\(seed)-\(start).swift"
        try ProgramGenerator.batch(programs).write(toFile: path, atomically: true, encoding: .utf8)
        return fail(
          "a generated batch does not build (a generator bug), saved as \(path):\n\(error)")
      }
      compiling += clock.now - began
      guard run.status == 0 else {
        return fail(
          "a generated batch stopped with status \(run.status) (a generator bug):\n\(run.stderr)")
      }
      let outputs = sections(of: run.stdout)
      for program in programs {
        let began = clock.now
        let outcome = runner.run(program.source)
        engine += clock.now - began
        let expected = ProgramOutput(stdout: outputs[program.number] ?? "")
        guard let difference = outcome.difference(from: expected) else { continue }
        differences += 1
        let base = "\(save)/generated-\(seed)-\(program.number)"
        try program.source.write(toFile: base + ".swift", atomically: true, encoding: .utf8)
        try expected.stdout.write(toFile: base + ".out", atomically: true, encoding: .utf8)
        print(
          "program \(program.number) (\(program.source.split(separator: "\n").count) lines): \(difference)"
        )
      }
    }
    print(
      """
      \(count) programs (seed \(seed)) on the \(runner.rawValue): \(differences) differ from swiftc's builds; \
      saved in \(save)/
      swiftc builds and runs: \(seconds(compiling)) s; \(runner.rawValue) runs: \(seconds(engine)) s
      """)
    return 0
  }

  /// Shrinks a program that differs, keeping the kind of difference; prints the result.
  static func reduce(_ path: String, runner: ConformanceRunner) throws -> Int32 {
    let work = NSTemporaryDirectory() + "lesson-bench-reduce-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: work) }
    let source = try String(contentsOfFile: path, encoding: .utf8)
    let reducer = ProgramReducer(folder: work, runner: runner)
    guard let reduced = reducer.reduce(source), let found = reducer.difference(of: reduced) else {
      return fail("\(path) runs the same on both, or does not build and run to its end with swiftc")
    }
    print(reduced)
    FileHandle.standardError.write(Data("\(found.kind.rawValue): \(found.reason)\n".utf8))
    return 0
  }

  /// A batch's output cut at its marker lines: program number → what it printed.
  static func sections(of output: String) -> [Int: String] {
    var sections: [Int: String] = [:]
    var current: Int?
    for line in output.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
      if line.hasPrefix(ProgramGenerator.markerPrefix),
        let number = Int(line.split(separator: " ").last!)
      {
        current = number
        sections[number] = ""
      } else if let number = current {
        sections[number]! += line + "\n"
      }
    }
    return sections
  }

  static func seconds(_ duration: Duration) -> String {
    String(
      format: "%.1f",
      Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
  }
}
