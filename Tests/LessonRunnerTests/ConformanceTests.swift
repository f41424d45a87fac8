import Foundation
import HarnessTestSupport
import Testing

/// Every program in `Tests/Conformance/` runs on the engine and prints what swiftc's build printed.
///
/// A ratchet keeps CI green while the engine learns: `known-differences.txt` lists the programs
/// that differ today, and a listed program must still differ (so a fixed one leaves the list).
@Suite("Conformance with swiftc")
struct ConformanceTests {
  static let corpus = ConformanceCorpus.shipped
  static let known: [String: String] = (try? corpus.knownDifferences()) ?? [:]

  @Test("the corpus holds its programs, and the ratchet names only them", .tags(.conformance))
  func corpusIsWhole() throws {
    _ = try ConformanceCorpus()
    #expect(Self.corpus.programs.count >= 300)
    #expect(Self.corpus.programs.filter { $0.expected.trap != nil }.count >= 15)
    #expect(Self.corpus.programs.contains { !$0.checkedBySwiftc })
    for program in Self.corpus.programs where !program.expected.stdout.isEmpty {
      // The engine's console keeps lines, not where a line break fell: every line must end.
      #expect(program.expected.stdout.hasSuffix("\n"), "\(program.name) ends without a line break")
    }
    for name in try Self.corpus.knownDifferences().keys.sorted() {
      #expect(Self.corpus.program(named: name) != nil, "known-differences.txt lists '\(name)'")
    }
  }

  @Test(
    "the engine prints what swiftc's build printed", .tags(.conformance),
    arguments: ConformanceCorpus.names)
  func engineMatchesSwiftc(_ name: String) throws {
    let program = try #require(Self.corpus.program(named: name))
    let difference = EngineOutcome.run(program.source).difference(from: program.expected)
    if let reason = Self.known[name] {
      #expect(
        difference != nil,
        "'\(name)' now prints what swiftc's build does: remove it from known-differences.txt (\(reason))"
      )
    } else {
      #expect(difference == nil, "'\(name)': \(difference ?? "")")
    }
  }

  /// A sample of ten a day in a fixed rotation keeps the suite fast; `CONFORMANCE_ALL=1` checks
  /// all, `CONFORMANCE_ROTATION=n` picks the n-th sample.
  @Test(
    "the committed outputs are still what swiftc's builds print", .tags(.conformance),
    .enabled(if: Swiftc.path != nil, "swiftc is not on the PATH"))
  func committedOutputsAreSwiftcs() throws {
    let checked = Self.corpus.programs.filter(\.checkedBySwiftc)
    let environment = ProcessInfo.processInfo.environment
    let sample: [ConformanceCorpus.Program]
    if environment["CONFORMANCE_ALL"] == "1" {
      sample = checked
    } else {
      let groups = max(1, checked.count / 10)
      let day = Int(Date().timeIntervalSince1970 / 86_400)
      let rotation = environment["CONFORMANCE_ROTATION"].flatMap { Int($0) } ?? day
      sample = checked.enumerated().filter { $0.offset % groups == rotation % groups }.map(
        \.element)
    }
    let run = try Swiftc.checkCommitted(sample.map(\.path), root: Self.corpus.root)
    #expect(
      run.status == 0,
      "swiftc's builds print something else now (\(sample.map(\.name))):\n\(run.stderr)")
  }
}

/// The oracle itself must notice every kind of difference.
@Suite("Conformance comparison")
struct ConformanceComparisonTests {
  static let swiftc = ProgramOutput(stdout: "one\ntwo\n", trap: "Fatal error: Index out of range")

  @Test(
    "a difference of any kind is named",
    arguments: [
      (ProgramOutput(stdout: "one\nTwo\n", trap: "Fatal error: Index out of range"), "line 2"),
      (ProgramOutput(stdout: "one\n", trap: "Fatal error: Index out of range"), "stopped after 1"),
      (ProgramOutput(stdout: "one\ntwo\nthree\n", trap: "Fatal error: Index out of range"), "more"),
      (ProgramOutput(stdout: "one\ntwo", trap: "Fatal error: Index out of range"), "line breaks"),
      (ProgramOutput(stdout: "one\ntwo\n"), "did not trap"),
      (ProgramOutput(stdout: "one\ntwo\n", trap: "Index out of range"), "trap worded"),
    ])
  func differenceIsNamed(_ engine: ProgramOutput, _ words: String) {
    let difference = EngineOutcome(output: engine).difference(from: Self.swiftc)
    #expect(difference?.contains(words) == true, "\(difference ?? "no difference")")
  }

  @Test("the same output, byte for byte, is no difference; a refusal always is one")
  func sameIsSame() {
    #expect(EngineOutcome(output: Self.swiftc).difference(from: Self.swiftc) == nil)
    let refused = EngineOutcome(output: Self.swiftc, refusal: "unsupported: 'async let'")
    #expect(refused.difference(from: Self.swiftc) == "unsupported: 'async let'")
  }

  @Test("a program run on the engine: its console as lines, a crash as the runtime's line")
  func engineOutcome() {
    let printed = EngineOutcome.run("print(1)\nprint(\"a\", 2.5)\n")
    #expect(printed == EngineOutcome(output: ProgramOutput(stdout: "1\na 2.5\n")))
    let unwrapped = EngineOutcome.run("print(0)\nlet s: Int? = nil\nprint(s!)\n")
    #expect(unwrapped.output.stdout == "0\n")
    #expect(unwrapped.output.trap?.contains("Unexpectedly found nil") == true)
  }

  @Test("the ratchet's lines: a name and a reason; no name twice")
  func knownDifferencesParse() throws {
    let list = try KnownDifferences.parse("# note\n\na/b  prints 1.0\nc/d refused: x\n")
    #expect(list.entries == ["a/b": "prints 1.0", "c/d": "refused: x"])
    #expect(throws: CorpusError.self) { try KnownDifferences.parse("a/b\n") }
    #expect(throws: CorpusError.self) { try KnownDifferences.parse("a/b x\na/b y\n") }
    #expect(try KnownDifferences.parse(KnownDifferences.render(list.entries)) == list)
  }
}

extension Tag {
  @Tag static var conformance: Self
}
