#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation
import HarnessTestSupport
import Testing

/// The reproductions of issue 10 the other catalogues did not hold as cases: a huge paste
/// (its caps shown with a located error, and a paste at the caps graded in time), and a killed
/// `update`'s temporary file met by the next run. The others are in the catalogues named in
/// `ReleaseCatalogueTests.cases`, each named `issue: …`.
@Suite("Catalogue: the issue's reproductions")
struct ReproductionCatalogueTests {
  static let onAppear = "Fixtures/lesson54/q01-onappear-once.fixture"
  static let stepSix = "Fixtures/lesson06/step06-store-saves-on-background.fixture"
  /// The most bytes and lines a paste may hold (`BoundedFile.pasteLimit`, `pasteLineLimit`).
  static let pasteLimit = 8 << 20
  static let pasteLines = 100_000

  /// `count` bytes of lines that every one matches a line the fixture expects: the paste that
  /// costs grading the most (each line a candidate of the alignment).
  static func matchingLines(_ count: Int) -> [UInt8] {
    let line = Array("onAppear\n".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count)
    while bytes.count + line.count <= count { bytes += line }
    bytes += [UInt8](repeating: 0x20, count: count - bytes.count)
    return bytes
  }

  /// `count` lines that each match a line the fixture expects.
  static func matching(lines count: Int) -> [UInt8] {
    Array(String(repeating: "onAppear\n", count: count).utf8)
  }

  /// A stale temporary file's name for `target`, with a process id no process has.
  static func staleName(_ target: String) -> String { ".\(target).lesson-runner-99999999-0.tmp" }

  static let cases: [CatalogueCase] = [
    CatalogueCase(
      "issue: a huge paste file is refused at the cap, located at its first byte past it",
      exits: [2], expect: "huge.txt:932068:6: error: the console file"
    ) {
      let path = try $0.write("huge.txt", bytes: matchingLines(pasteLimit + 1000))
      return Invocation(["grade", $0.lesson(onAppear), path])
    },
    CatalogueCase(
      "issue: a huge paste on standard input is refused at the cap, located",
      exits: [2], expect: "<stdin>:932068:6: error: the console on standard input is too long"
    ) {
      Invocation(["grade", $0.lesson(onAppear), "-"], input: matchingLines(pasteLimit + 1000))
    },
    CatalogueCase(
      "issue: a huge paste file shown with -v is refused at the cap, located", exits: [2],
      expect: "huge.txt:932068:6: error: the console file"
    ) {
      let path = try $0.write("huge.txt", bytes: matchingLines(pasteLimit + 1000))
      return Invocation(["grade", $0.lesson(onAppear), path, "-v"])
    },
    CatalogueCase(
      "a paste file one line over the cap of lines is refused, located", exits: [2],
      expect: "full.txt:100001:1: error: the console file"
    ) {
      Invocation(["grade", $0.lesson(onAppear), try $0.write("full.txt", bytes: matching(lines: pasteLines + 1))])
    },
    CatalogueCase(
      "a paste on standard input one line over the cap of lines is refused, located", exits: [2],
      expect: "<stdin>:100001:1: error: the console on standard input is too long to grade"
    ) {
      Invocation(["grade", $0.lesson(onAppear), "-"], input: matching(lines: pasteLines + 1))
    },
    CatalogueCase("a paste file at the cap of lines, every one matching, is graded", exits: [1]) {
      Invocation(["grade", $0.lesson(onAppear), try $0.write("full.txt", bytes: matching(lines: pasteLines))])
    },
    CatalogueCase("the same paste on standard input is graded", exits: [1]) {
      Invocation(["grade", $0.lesson(onAppear), "-"], input: matching(lines: pasteLines))
    },
    CatalogueCase("the same paste shown line by line with -v is graded", exits: [1]) {
      Invocation(["grade", $0.lesson(onAppear), try $0.write("full.txt", bytes: matching(lines: pasteLines)), "-v"])
    },
    CatalogueCase("the same paste with a JSON report is graded", exits: [1]) {
      Invocation([
        "grade", $0.lesson(onAppear), try $0.write("full.txt", bytes: matching(lines: pasteLines)), "--format",
        "json",
      ])
    },
    CatalogueCase(
      "issue: a killed update's temporary file is removed by the next update, and named",
      exits: [0], expect: "a temporary file left by a run that was killed"
    ) {
      let fixture = try $0.copy(stepSix, as: "step.fixture") {
        $0.replacingOccurrences(of: "Saving 3 trips", with: "Saving 4 trips")
      }
      try $0.write(staleName("step.fixture"), "half a fixture")
      return Invocation(["update", fixture])
    } after: { workspace, _ in
      #expect(!FileManager.default.fileExists(atPath: workspace.path(staleName("step.fixture"))))
      #expect(workspace.contents(workspace.path("step.fixture")) == workspace.contents(workspace.lesson(stepSix)))
    },
    CatalogueCase(
      "a killed --output's temporary file is removed by the next --output", exits: [0],
      expect: "a temporary file left by a run that was killed"
    ) {
      try $0.write(staleName("report.json"), "{\"half\":")
      return Invocation([$0.lesson(onAppear), "--format", "json", "--output", $0.path("report.json")])
    } after: { workspace, _ in
      #expect(workspace.temporaryFiles().isEmpty, "\(workspace.temporaryFiles())")
    },
  ]

  @Test("each ends in time and memory, with one error line for bad input", arguments: cases)
  func catalogue(_ item: CatalogueCase) throws {
    _ = try CatalogueCheck.run(item)
  }
}
