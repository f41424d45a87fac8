import Foundation
import HarnessTestSupport
import Testing

/// Every catalogue case, one at a time, through a release build of `lesson-runner`, measured
/// exactly: the promise of issue 10 is for what users run, and the other catalogue tests run
/// the debug build the tests were built with, where the limit of time only catches hangs.
///
/// Opt-in, as it needs a release build: `CATALOGUE_RELEASE=.build/release/lesson-runner swift
/// test --filter ReleaseCatalogueTests` (a path relative to the package, or absolute), after
/// `swift build -c release --product lesson-runner`. It prints a line for each case, the cases
/// over half a bound, and a summary; each case over a bound is an issue.
@Suite("Catalogue: a release build, measured", .serialized)
struct ReleaseCatalogueTests {
  static let variable = "CATALOGUE_RELEASE"

  /// The release executable named by `CATALOGUE_RELEASE`, or nil when it is not set.
  static var executable: String? {
    guard let value = ProcessInfo.processInfo.environment[variable], !value.isEmpty else {
      return nil
    }
    return URL(fileURLWithPath: value, relativeTo: URL(fileURLWithPath: PackagePaths.root)).path
  }

  /// Every case of the catalogues, each with the memory ceiling its own suite gives it.
  static let cases: [(item: CatalogueCase, memoryLimit: Int)] =
    (InputCatalogueTests.cases + GradeCatalogueTests.cases + ReproductionCatalogueTests.cases)
    .map { ($0, 2048) }
    + (EngineCatalogueTests.cases + EngineCatalogueTests.regressions
      + EngineCatalogueTests.slowFindings + HostileCatalogueTests.cases)
    .map { ($0, 1024) }

  /// A case over these is named in the summary (the bounds are 1 s and 500 MB).
  static let reportedSeconds = 0.5
  static let reportedMegabytes = 200

  struct Row {
    var name: String
    var result: ChildProcess.Result
    var outcome: String { result.exitCode.map { "exit \($0)" } ?? "signal \(result.signal ?? 0)" }
  }

  @Test(
    "every catalogue case ends in a release build within a second and 500 MB",
    .enabled(if: executable != nil, "set CATALOGUE_RELEASE to a release lesson-runner's path"))
  func release() throws {
    let executable = try #require(Self.executable)
    try #require(
      FileManager.default.isExecutableFile(atPath: executable), "'\(executable)' is not an executable")
    print("release catalogue: \(executable), \(Self.cases.count) cases, measured by \(TimedChild.method)")
    var rows: [Row] = []
    for (item, limit) in Self.cases {
      guard
        let result = try CatalogueCheck.run(item, memoryLimit: limit, timeout: 60, release: executable)
      else { continue }
      rows.append(Row(name: item.name, result: result))
    }
    for line in Self.summary(rows) { print("release catalogue: " + line) }
    #expect(rows.count == Self.cases.count)
  }

  /// The figures: counts by outcome, the slowest and largest cases, and each case over half a
  /// bound.
  static func summary(_ rows: [Row]) -> [String] {
    guard let slowest = rows.max(by: { $0.result.processorSeconds < $1.result.processorSeconds }),
      let longest = rows.max(by: { $0.result.seconds < $1.result.seconds }),
      let largest = rows.max(by: { $0.result.peakMegabytes < $1.result.peakMegabytes })
    else { return ["no case ran"] }
    let outcomes = Dictionary(grouping: rows, by: \.outcome).mapValues(\.count)
    var lines = [
      "\(rows.count) cases: " + outcomes.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        .joined(separator: ", "),
      String(format: "most processor time %.2f s: ", slowest.result.processorSeconds) + slowest.name,
      String(format: "longest on the clock %.2f s: ", longest.result.seconds) + longest.name,
      "most memory \(largest.result.peakMegabytes) MB: " + largest.name,
    ]
    let over = rows.filter {
      $0.result.processorSeconds > reportedSeconds || $0.result.peakMegabytes > reportedMegabytes
    }
    lines.append("\(over.count) over half a bound (0.5 s of processor or 200 MB)")
    lines += over.map {
      String(format: "  %.2f s, %d MB: ", $0.result.processorSeconds, $0.result.peakMegabytes)
        + $0.name
    }
    return lines
  }
}
