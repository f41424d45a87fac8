import Expectations
import Foundation
import LifecycleEngine
import SwiftReader
import Transcript

/// Runs one fixture end to end: reads it, reads its Swift, plays its events, checks its claims.
public struct FixtureRunner: Sendable {
  /// What running a fixture gave: a verdict on its claims, or input it could not use.
  public enum Outcome: Sendable {
    case verified(FixtureResult, Transcript)
    case badInput(InputError)

    public var exitCode: Int32 {
      switch self {
      case .verified(let result, _): result.passed ? 0 : 1
      case .badInput: 2
      }
    }
  }

  /// Interpreter steps a run may take before it is stopped as endless (`--max-steps`).
  public var stepBudget: Int
  /// A tenth of a second of interpreted work in a release build for the lightest loop, a few
  /// tenths at most for the heaviest: a step pays for the expressions a turn or a call holds.
  public static let defaultStepBudget = 1_000_000

  /// Swift files already read (a course's fixtures share many): a fixture whose files are all
  /// here is not read again. Empty unless the caller fills it.
  package var swiftFiles = SwiftFileCache()

  public init(stepBudget: Int = FixtureRunner.defaultStepBudget) {
    self.stepBudget = stepBudget
  }

  /// Reads and runs the fixture at `path`.
  public func run(path: String) -> Outcome {
    do {
      let fixture = try load(path: path)
      return try run(fixture)
    } catch {
      return .badInput(error)
    }
  }

  /// Reads a fixture file.
  public func load(path: String) throws(InputError) -> Fixture {
    let bytes: [UInt8]
    do throws(BoundedFile.Problem) {
      bytes = try BoundedFile.read(path, limit: BoundedFile.fixtureLimit, locate: true)
    } catch {
      guard case .tooLong(_, _, let line, let column) = error else {
        throw InputError(error.message(path, "fixture"), at: nil)
      }
      throw InputError(
        error.message(path, "fixture"), at: SourceLocation(file: path, line: line, column: column))
    }
    let text: String
    switch TextDecoding.utf8(bytes) {
    case .success(let decoded): text = decoded
    case .failure(let place):
      throw InputError("the fixture is not UTF-8 text", at: place.location(in: path))
    }
    do {
      return try FixtureParser.parse(path: path, text: text)
    } catch {
      throw InputError(error.message, at: error.location)
    }
  }

  /// Runs a fixture's own program, or `program` when given (a student's code).
  ///
  /// A program that uses what the engine does not provide, or that does not build where the
  /// fixture claims a run, is bad input for a fixture (the lesson's code must run); for a student's code (`unsupportedIsBadInput` false) it is the
  /// program's own failure, which grading reports with advice.
  public func run(_ fixture: Fixture, program: [SourceFile]? = nil, unsupportedIsBadInput: Bool = true)
    throws(InputError) -> Outcome
  {
    let files: [SourceFile]
    if let program { files = program } else { files = try read(fixture) }
    var transcript = Engine.run(
      files, events: fixture.events.map({ $0.spec.scripted }), configuration: try configuration(for: fixture))
    let errors = transcript.build.filter { $0.severity == .error }
    if unsupportedIsBadInput, fixture.build == nil, let first = errors.first {
      // The fixture claims a run, and its program does not build: nothing can be checked.
      var error = InputError(first.message, at: first.location.map { locate($0, in: fixture) })
      error.more = errors.dropFirst().map { Diagnostic(.error, $0.message, at: $0.location.map { locate($0, in: fixture) }) }
      throw error
    }
    if let failure = transcript.failure {
      let located = failure.location.map { locate($0, in: fixture) }
      if failure.isUnsupported && unsupportedIsBadInput { throw InputError(failure.message, at: located) }
      transcript.failure = failure.mapDiagnostic { Diagnostic($0.severity, $0.message, at: located) }
    }
    return .verified(Verifier.verify(fixture, against: transcript), transcript)
  }

  /// Reads the fixture's Swift files; an error points at the fixture's own line.
  public func read(_ fixture: Fixture) throws(InputError) -> [SourceFile] {
    if let files = swiftFiles.files(of: fixture) { return files }
    do {
      return try SwiftReader.read(files: fixture.swiftFiles.map { ($0.name, $0.text) })
    } catch {
      throw InputError(error.message, at: locate(error.location, in: fixture))
    }
  }

  /// Where a location in one of the fixture's Swift files is in the fixture itself.
  public func locate(_ location: SourceLocation, in fixture: Fixture) -> SourceLocation {
    guard let file = fixture.file(named: location.file) else { return location }
    return SourceLocation(file: fixture.path, line: file.fixtureLine(location.line), column: location.column)
  }

  package func configuration(for fixture: Fixture) throws(InputError) -> EngineConfiguration {
    guard let device = DeviceModel(named: fixture.device) else {
      throw InputError(
        "unknown device '\(fixture.device)'; expected an 'iPhone …' or 'iPad …' simulator",
        at: SourceLocation(file: fixture.path, line: headerLine("device:", in: fixture), column: 1))
    }
    // The larger of the runner's budget (`--max-steps`) and the fixture's own (`max steps:`).
    var configuration = EngineConfiguration(
      device: device, moduleName: fixture.moduleName, underTests: fixture.underTests,
      stepBudget: max(stepBudget, fixture.maxSteps ?? 0))
    if let locale = fixture.locale { configuration.locale = locale }
    configuration.lowPowerMode = fixture.lowPowerMode
    if let zone = fixture.timeZone {
      guard TimeZone(identifier: zone) != nil else {
        throw InputError(
          "unknown time zone '\(zone)'; expected an identifier such as 'Europe/Paris' or 'UTC'",
          at: SourceLocation(file: fixture.path, line: headerLine("time zone:", in: fixture), column: 1))
      }
      configuration.timeZone = zone
    }
    // `-- Documents/draft.json --`: a file the app's container holds before the first launch.
    for file in fixture.files where ["Documents/", "Library/", "tmp/"].contains(where: file.name.hasPrefix) {
      configuration.containerFiles[file.name] = Array(file.text.utf8)
    }
    if let plist = fixture.file(named: "Info.plist") {
      let info = try InfoPlist(text: plist.text, at: SourceLocation(file: fixture.path, line: plist.firstLine, column: 1))
      configuration.permittedBackgroundTaskIdentifiers = info.permittedIdentifiers
      configuration.backgroundModes = info.backgroundModes
      configuration.sceneDelegateClassName = info.sceneDelegateClassName
      configuration.supportsMultipleScenes = info.supportsMultipleScenes
    }
    return configuration
  }

  private func headerLine(_ key: String, in fixture: Fixture) -> Int {
    guard let text = try? String(contentsOfFile: fixture.path, encoding: .utf8) else { return 1 }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return (lines.firstIndex { $0.hasPrefix(key) } ?? 0) + 1
  }
}
