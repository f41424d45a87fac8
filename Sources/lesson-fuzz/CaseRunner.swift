#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Expectations
import Foundation
import LessonRunner
import LifecycleEngine
import SwiftReader
import Transcript

/// Runs one case in this process through every stage a user's input meets: the fixture
/// parser, the reader, the engine, matching and grading, then the whole command, whose
/// output must keep its promises (an exit code of 0, 1 or 2; for 2, exactly one error line).
///
/// `stage` is told each stage before it starts, so that whoever watches this process knows
/// where a crash or a hang happened.
struct CaseRunner {
  /// A folder of this process's own for the files a case needs.
  let folder: String
  let stage: (String) -> Void

  /// The promises the case broke; empty when it kept them all.
  func run(_ item: FuzzCase) -> [String] {
    switch item.kind {
    case .fixture: runFixture(item)
    case .swift: runSwift(item)
    case .paste: runPaste(item)
    }
  }

  private func runFixture(_ item: FuzzCase) -> [String] {
    let path = folder + "/case.fixture"
    write(item.input, to: path)
    stage("fixture")
    if let fixture = try? FixtureParser.parse(path: path, text: text(item.input)) {
      let runner = FixtureRunner()
      stage("reader")
      if let files = try? runner.read(fixture) {
        runProgram(files, fixture, runner: runner, subject: .fixture)
      }
    }
    return command([path], item)
  }

  private func runSwift(_ item: FuzzCase) -> [String] {
    let code = folder + "/code"
    try? FileManager.default.removeItem(atPath: code)
    try? FileManager.default.createDirectory(atPath: code, withIntermediateDirectories: true)
    write(item.input, to: code + "/" + item.fileName)
    let fixture = item.base.fixture
    let student = (item.fileName, text(item.input))
    let program =
      fixture.swiftFiles.map { $0.name == item.fileName ? student : ($0.name, $0.text) }
      + (fixture.file(named: item.fileName) == nil ? [student] : [])
    stage("reader")
    if let files = try? SwiftReader.read(files: program) {
      runProgram(files, fixture, runner: FixtureRunner(stepBudget: 200_000), subject: .code(code))
    }
    return command(["grade", item.base.path, "--code", code], item)
  }

  private func runPaste(_ item: FuzzCase) -> [String] {
    stage("grade")
    _ = Grader.grade(item.base.fixture, paste: text(item.input), source: "standard input")
    return command(["grade", item.base.path, "-"], item, input: text(item.input))
  }

  /// The engine's run of a program, then verifying and grading it.
  private func runProgram(
    _ files: [SourceFile], _ fixture: Fixture, runner: FixtureRunner, subject: Grade.Subject
  ) {
    guard let configuration = try? runner.configuration(for: fixture) else { return }
    stage("engine")
    let transcript = Engine.run(
      files, events: fixture.events.map(\.spec.scripted), configuration: configuration)
    stage("verify")
    let result = Verifier.verify(fixture, against: transcript)
    stage("grade")
    _ = Grader.grade(fixture, run: result, subject: subject)
  }

  /// The whole command, and the promises its output makes.
  private func command(_ arguments: [String], _ item: FuzzCase, input: String? = nil) -> [String] {
    stage("command")
    var arguments = arguments + ["--format", item.format]
    if item.index % 3 == 0 { arguments += ["--output", folder + "/report.out"] }
    let output = LessonRunnerCommand(
      arguments: arguments, environment: [:], isTerminal: false, standardInput: { input }
    ).run()
    return Self.broken(output)
  }

  /// What the output of a command does wrong: an exit code other than 0, 1 or 2; for 2, not
  /// exactly one error line; an error line that is not one line, or not an error's form.
  static func broken(_ output: LessonRunnerCommand.Output) -> [String] {
    var problems: [String] = []
    let lines = output.standardError.split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast()
    switch output.exitCode {
    case 0, 1:
      if !lines.isEmpty { problems.append("exit \(output.exitCode) with \(lines.count) lines on stderr") }
    case 2:
      if lines.count != 1 { problems.append("exit 2 with \(lines.count) lines on stderr") }
    default:
      problems.append("exit code \(output.exitCode)")
    }
    if !output.standardError.isEmpty && !output.standardError.hasSuffix("\n") {
      problems.append("stderr does not end with a line break")
    }
    for line in lines {
      if line.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
        problems.append("a control character in the error line: \(line.debugDescription)")
      }
      if !Self.isErrorLine(line) { problems.append("not an error line: \(line.debugDescription)") }
    }
    return problems
  }

  /// `lesson-runner: error: …` or `FILE:LINE:COLUMN: error: …`.
  static func isErrorLine(_ line: Substring) -> Bool {
    if line.hasPrefix("lesson-runner: error: ") { return true }
    guard let range = line.range(of: ": error: ") else { return false }
    let place = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
    guard place.count >= 3 else { return false }
    return place.suffix(2).allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
  }

  /// Writes the case's input in place: the folder is this worker's alone, so nothing needs
  /// the temporary file, the flush to disk and the rename that `FileManager.createFile` makes.
  private func write(_ bytes: [UInt8], to path: String) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return }
    defer { _ = close(descriptor) }
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return }
      offset += written
    }
  }

  private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
}
