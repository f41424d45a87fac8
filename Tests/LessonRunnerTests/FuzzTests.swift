import Foundation
import HarnessTestSupport
import Testing

/// A few hundred cases of `lesson-fuzz` on every test run: mutated fixtures, Swift files and
/// pastes through every stage, each in a watched worker process. Nothing may crash, hang,
/// exhaust memory or break the command's promises, in the engine or outside it.
@Suite("Fuzzing")
struct FuzzTests {
  static var count: Int {
    ProcessInfo.processInfo.environment["FUZZ_TEST_COUNT"].flatMap(Int.init) ?? 300
  }

  @Test("a few hundred mutated inputs: no crash, hang or broken promise")
  func fewHundred() throws {
    let fuzzer: String
    switch BuiltProducts.current("lesson-fuzz") {
    case .success(let path): fuzzer = path
    case .failure(let skipped):
      print("skipped: \(skipped)")
      return
    }
    let findings = try PackagePaths.temporaryFolder()
    let result = try ChildProcess.run(
      fuzzer,
      [
        "--seed", "10", "--count", "\(Self.count)", "--timeout", "5", "--save", findings, "--nice",
        "--root", PackagePaths.root,
      ], timeout: 900)
    print(result.standardOutput)
    let figures = try #require(
      result.standardOutput.split(separator: "\n").last { $0.hasPrefix("figures: ") },
      "no figures: \(result.standardError)")
    var values: [String: Int] = [:]
    for pair in figures.dropFirst("figures: ".count).split(separator: " ") {
      let parts = pair.split(separator: "=")
      values[String(parts[0])] = Int(parts[1])
    }
    #expect(values["inputs"] == Self.count)
    #expect(values["broken"] == 0, "broken promises: see \(findings)")
    #expect(values["crashes"] == values["engine-crashes"], "crashes outside the engine: see \(findings)")
    #expect(values["hangs"] == values["engine-hangs"], "hangs outside the engine: see \(findings)")
    #expect(values["memory"] == values["engine-memory"], "memory outside the engine: see \(findings)")
    #expect(values["engine-crashes"] == 0, "engine crashes: see \(findings)")
    #expect(values["engine-hangs"] == 0, "engine hangs: see \(findings)")
    #expect(values["engine-memory"] == 0, "engine memory: see \(findings)")
  }
}
