import Foundation
import HarnessTestSupport
import Testing

/// One hostile or mistaken input, run through the built `lesson-runner` as a user runs it,
/// and what it must do: end in time and memory, with an allowed exit code, and for exit 2
/// exactly one error line on standard error.
struct CatalogueCase: CustomTestStringConvertible, Sendable {
  var name: String
  /// The exit codes it may end with.
  var exits: Set<Int32>
  /// Text the error line (exit 2) or the report must hold.
  var expect: String?
  /// Makes the input files in a fresh folder and returns the arguments and standard input.
  var setup: @Sendable (Workspace) throws -> Invocation
  /// Checks the files afterwards (a fixture unchanged, a mode kept).
  var after: (@Sendable (Workspace, ChildProcess.Result) throws -> Void)?

  var testDescription: String { name }

  init(
    _ name: String, exits: Set<Int32>, expect: String? = nil,
    setup: @escaping @Sendable (Workspace) throws -> Invocation,
    after: (@Sendable (Workspace, ChildProcess.Result) throws -> Void)? = nil
  ) {
    self.name = name
    self.exits = exits
    self.expect = expect
    self.setup = setup
    self.after = after
  }
}

/// What to run: the arguments after `lesson-runner`, and standard input.
struct Invocation: Sendable {
  var arguments: [String]
  var input: [UInt8]? = nil
  var environment: [String: String]? = nil

  init(_ arguments: [String], input: [UInt8]? = nil, environment: [String: String]? = nil) {
    self.arguments = arguments
    self.input = input
    self.environment = environment
  }
}

/// The promises every case must keep, checked the same way for each.
enum CatalogueCheck {
  /// A grade must end within a second of processor time in a release build; a debug build is
  /// several times slower, so there the limit only catches hangs. The clock may run far
  /// longer on a machine shared with others: it only bounds a child that waits forever.
  static var seconds: Double {
    #if DEBUG
      let debug = true
    #else
      let debug = false
    #endif
    let release = BuiltProducts.executable("lesson-runner")?.contains("/release/") ?? false
    return debug && !release ? 20.0 : 1.0
  }
  static let clockSeconds = 120.0
  static let megabytes = 500

  /// Runs the case; records an issue for each promise it breaks.
  ///
  /// `release` is the path of a release build to run instead of the one built with the tests:
  /// then its figures are taken by ``TimedChild`` and processor time is held to a second.
  static func run(
    _ item: CatalogueCase, memoryLimit: Int? = 2048, timeout: Double = clockSeconds,
    release: String? = nil
  ) throws -> ChildProcess.Result? {
    let seconds = release == nil ? self.seconds : 1.0
    let executable: String
    switch release.map({ .success($0) }) ?? BuiltProducts.current("lesson-runner") {
    case .success(let path): executable = path
    case .failure(let skipped):
      print("skipped '\(item.name)': \(skipped)")
      return nil
    }
    let workspace = try Workspace()
    defer { try? FileManager.default.removeItem(atPath: workspace.folder) }
    let invocation = try item.setup(workspace)
    let environment = invocation.environment.map {
      ChildProcess.inheritedEnvironment.merging($0) { $1 }
    }
    let result =
      release == nil
      ? try ChildProcess.run(
        executable, invocation.arguments, input: invocation.input, timeout: timeout,
        memoryLimitMegabytes: memoryLimit, environment: environment)
      : try TimedChild.run(
        executable, invocation.arguments, input: invocation.input, timeout: timeout,
        megabytes: memoryLimit ?? 2048, environment: environment)
    print(
      "catalogue: \(item.name): exit \(result.exitCode.map(String.init) ?? "signal")"
        + String(
          format: ", %.3f s (%.3f s of processor), %d MB", result.seconds,
          result.processorSeconds, result.peakMegabytes))
    let shown = "exit \(result.exitCode.map(String.init) ?? "-"), signal \(result.signal ?? 0),"
      + String(format: " %.2f s (%.2f s of processor),", result.seconds, result.processorSeconds)
      + " \(result.peakMegabytes) MB\n"
      + "stderr: \(result.standardError)\nstdout: \(result.standardOutput.prefix(2000))"
    #expect(!result.timedOut, "did not end: \(shown)")
    #expect(result.signal == nil, "killed by a signal: \(shown)")
    #expect(result.processorSeconds < seconds, "too slow: \(shown)")
    #expect(result.peakMegabytes < megabytes, "too much memory: \(shown)")
    if let code = result.exitCode {
      #expect(item.exits.contains(code), "unexpected exit: \(shown)")
      #expect([0, 1, 2].contains(code), "exit code outside 0, 1, 2: \(shown)")
      let lines = result.errorLines
      if code == 2 {
        #expect(lines.count == 1, "exit 2 needs exactly one error line: \(shown)")
      } else {
        #expect(lines.isEmpty, "exit \(code) with lines on stderr: \(shown)")
      }
      for line in lines {
        #expect(isErrorLine(line), "not an error line: \(line.debugDescription)")
        #expect(
          !line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
          "an invisible character in \(line.debugDescription)")
      }
      if let expected = item.expect {
        #expect(
          result.standardError.contains(expected) || result.standardOutput.contains(expected),
          "'\(expected)' is not in the output: \(shown)")
      }
    }
    try item.after?(workspace, result)
    return result
  }

  /// `lesson-runner: error: …` or `FILE:LINE:COLUMN: error: …`.
  static func isErrorLine(_ line: Substring) -> Bool {
    if line.hasPrefix("lesson-runner: error: ") { return true }
    guard let range = line.range(of: ": error: ") else { return false }
    let place = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
    return place.count >= 3
      && place.suffix(2).allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
  }
}
