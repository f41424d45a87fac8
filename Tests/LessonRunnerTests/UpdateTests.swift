import Foundation
import HarnessTestSupport
import LessonRunner
import Testing

/// `lesson-runner update`: rewrites the expected console of failing events from what the
/// program printed, keeps holes, shows the diff, touches nothing else, refuses under CI.
@Suite("Updating fixtures")
struct UpdateTests {
  struct Edit: CustomTestStringConvertible, Sendable {
    var name: String
    var fixture: String
    var from: String
    var to: String
    /// Lines the diff must show.
    var diff: [String]
    var testDescription: String { name }
  }

  static let edits: [Edit] = [
    Edit(
      name: "a literal line changed", fixture: "Fixtures/lesson54/step07-save-before-view.fixture",
      from: "Saved 3 carrots\nClover: inactive → background, {{bg",
      to: "Saved 4 carrots\nClover: inactive → background, {{bg",
      diff: [" - Saved 4 carrots", " + Saved 3 carrots"]),
    Edit(
      name: "a line added among lines with holes",
      fixture: "Fixtures/lesson54/card-tick-counts.fixture",
      from: "inactive → active at {{back}}\n",
      to: "inactive → active at {{back}}\nClover is back\n",
      diff: ["   inactive → active at {{back}}", " - Clover is back"]),
    Edit(
      name: "a line added to a block that prints nothing",
      fixture: "Fixtures/lesson54/card-tick-counts.fixture",
      from: "== wait 8 ==\n-- no output --", to: "== wait 8 ==\ntick",
      diff: [" - tick", " + -- no output --"]),
    Edit(
      name: "two lines swapped",
      fixture: "Fixtures/lesson06/step04-phase-is-a-value.fixture",
      from: "active -> inactive\ninactive -> background\n\n== return ==\n",
      to: "inactive -> background\nactive -> inactive\n\n== return ==\n",
      diff: [" - inactive -> background", " + inactive -> background"]),
    Edit(
      name: "a line dropped from a partial block",
      fixture: "Fixtures/lesson54/q01-onappear-once.fixture",
      from: "-- partial --\n-- claim: onAppear ran once, at launch --\nonAppear\n",
      to: "-- partial --\n-- claim: onAppear ran once, at launch --\nonAppear\nonDisappear\n",
      diff: [" - onDisappear"]),
  ]

  private func copy(_ fixture: String) throws -> (path: String, text: String) {
    let text = try String(contentsOfFile: PackagePaths.path(fixture), encoding: .utf8)
    let path = try PackagePaths.temporaryFolder() + "/" + (fixture as NSString).lastPathComponent
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return (path, text)
  }

  private func update(_ paths: [String], environment: [String: String] = [:])
    -> LessonRunnerCommand.Output
  {
    LessonRunnerCommand(arguments: ["update"] + paths, environment: environment, isTerminal: false)
      .run()
  }

  @Test(
    "update restores an edited expected console, keeps its holes, and shows the diff",
    arguments: edits)
  func restores(_ edit: Edit) throws {
    let (path, original) = try copy(edit.fixture)
    let edited = original.replacingOccurrences(of: edit.from, with: edit.to)
    #expect(edited != original)
    try edited.write(toFile: path, atomically: true, encoding: .utf8)
    let before = LessonRunnerCommand(arguments: [path], environment: [:], isTerminal: false).run()
    #expect(before.exitCode == 1)
    let output = update([path])
    #expect(output.exitCode == 0, "\(output.standardOutput)\(output.standardError)")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
    for line in edit.diff {
      #expect(output.standardOutput.contains(line), "\(output.standardOutput)")
    }
    #expect(output.standardOutput.contains("written; the fixture passes"))
    #expect(
      output.standardOutput.contains(
        "1 fixture: 1 updated, 0 unchanged, 0 still failing, 0 bad input"))
    let folder = (path as NSString).deletingLastPathComponent
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder) == [
        (path as NSString).lastPathComponent
      ])
  }

  @Test("a passing fixture, and every passing event, are left byte for byte")
  func passingUntouched() throws {
    let (path, original) = try copy("Fixtures/lesson06/q02-leaving-and-coming-back.fixture")
    let output = update([path])
    #expect(output.exitCode == 0)
    #expect(
      output.standardOutput.contains(
        "1 fixture: 0 updated, 1 unchanged, 0 still failing, 0 bad input"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
  }

  @Test("CRLF line breaks are kept")
  func lineBreaksKept() throws {
    let (path, original) = try copy("Fixtures/lesson06/step09-tidy-save.fixture")
    let crlf = original.replacingOccurrences(of: "\n", with: "\r\n")
    try crlf.replacingOccurrences(of: "Saving 3 trips", with: "Saving 4 trips")
      .write(toFile: path, atomically: true, encoding: .utf8)
    #expect(update([path]).exitCode == 0)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(crlf.utf8))
  }

  @Test(
    "update refuses to run when CI is set, and touches nothing", arguments: ["true", "1", "yes"])
  func refusesInCI(_ value: String) throws {
    let (path, original) = try copy("Fixtures/lesson06/step09-tidy-save.fixture")
    try original.replacingOccurrences(of: "Saving 3 trips", with: "Saving 4 trips")
      .write(toFile: path, atomically: true, encoding: .utf8)
    let output = update([path], environment: ["CI": value])
    #expect(output.exitCode == 2)
    #expect(output.standardError.contains("error: 'update' does not run when CI is set"))
    #expect(output.standardOutput.isEmpty)
    #expect(try String(contentsOfFile: path, encoding: .utf8).contains("Saving 4 trips"))
  }

  @Test("what update does not rewrite is named, and the fixture still fails")
  func notRewritten() throws {
    let (path, original) = try copy("Fixtures/lesson54/step06-card-hides-carrots.fixture")
    try original.replacingOccurrences(of: "Clover is drowsy", with: "Clover is asleep")
      .write(toFile: path, atomically: true, encoding: .utf8)
    let output = update([path])
    #expect(output.exitCode == 1)
    #expect(
      output.standardOutput.contains(
        "note: == app switcher ==: a screen claim fails; screens are not rewritten"))
    #expect(output.standardOutput.contains("0 updated, 1 unchanged, 1 still failing"))
    #expect(try String(contentsOfFile: path, encoding: .utf8).contains("Clover is asleep"))
  }

  @Test("a bare file name is updated in the current folder (it said \"no such folder ''\")")
  func bareFileName() throws {
    let executable: String
    switch BuiltProducts.current("lesson-runner") {
    case .success(let path): executable = path
    case .failure(let skipped):
      print("skipped: \(skipped)")
      return
    }
    let (path, original) = try copy("Fixtures/lesson06/step09-tidy-save.fixture")
    try original.replacingOccurrences(of: "Saving 3 trips", with: "Saving 4 trips")
      .write(toFile: path, atomically: true, encoding: .utf8)
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    // The child's current folder is the fixture's: only a shell changes it before the run.
    let result = try ChildProcess.run(
      "/bin/sh", ["-c", "cd \"$1\" && exec \"$2\" update \"$3\"", "sh", folder, executable, name],
      environment: ChildProcess.inheritedEnvironment)
    #expect(result.exitCode == 0, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardError.isEmpty)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [name])
  }
}
