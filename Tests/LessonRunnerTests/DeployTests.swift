import Foundation
import HarnessTestSupport
import LessonRunner
import Testing

/// `Deploy/`: Gradescope's `run_autograder` run in a temporary root laid out as Gradescope's,
/// the zip `make-autograder.sh` makes, and the GitHub workflows read as YAML with every command
/// they call checked.
@Suite("Deployment")
struct DeployTests {
  static let bash = ExternalTool("bash")
  static let python = ExternalTool("python3")
  /// The executable `swift build` made; `swift test` alone does not build it.
  static let binary = PackagePaths.path(".build/debug/lesson-runner")
  static let stepSeven = "Fixtures/lesson54/step07-save-before-view.fixture"

  static var canRunAutograder: Bool {
    bash.isInstalled && FileManager.default.isExecutableFile(atPath: binary)
  }

  /// A Gradescope root: `source/` with the scripts, autograder.conf and the fixture,
  /// `submission/` with what the student uploaded, and no `results/` yet.
  private func root(submission: [String: String]) throws -> String {
    let root = try PackagePaths.temporaryFolder()
    let source = root + "/source"
    let manager = FileManager.default
    try manager.createDirectory(atPath: source + "/fixtures", withIntermediateDirectories: true)
    try manager.createDirectory(atPath: root + "/submission", withIntermediateDirectories: true)
    for name in ["run_autograder", "setup.sh", "autograder.conf"] {
      try manager.copyItem(
        atPath: PackagePaths.path("Deploy/gradescope/" + name), toPath: source + "/" + name)
    }
    try manager.copyItem(
      atPath: PackagePaths.path(Self.stepSeven),
      toPath: source + "/fixtures/step07-save-before-view.fixture")
    for (name, text) in submission {
      try text.write(toFile: root + "/submission/" + name, atomically: true, encoding: .utf8)
    }
    return root
  }

  private func runAutograder(_ root: String, runner: String = binary) throws -> [String: Any] {
    let run = try Self.bash.run(
      [root + "/source/run_autograder"],
      environment: ["AUTOGRADER_ROOT": root, "LESSON_RUNNER": runner, "PATH": "/usr/bin:/bin"])
    #expect(run.status == 0, "run_autograder exited \(run.status): \(run.error)")
    let data = try #require(FileManager.default.contents(atPath: root + "/results/results.json"))
    let results = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let tests = try #require(results["tests"] as? [[String: Any]])
    #expect(!tests.isEmpty)
    #expect(results["score"] is Double && results["execution_time"] is Double)
    for test in tests {
      #expect(["passed", "failed"].contains(test["status"] as? String ?? ""))
      #expect(test["score"] is Double && test["max_score"] is Double && test["name"] is String)
    }
    return results
  }

  @Test(
    "run_autograder grades a pasted console into results.json: the lesson's passes, a wrong one fails",
    .enabled(
      if: canRunAutograder, "needs bash and the lesson-runner executable: run 'swift build' first"))
  func pastedConsole() throws {
    let lesson = try LessonConsole(Self.stepSeven)
    let right = try runAutograder(
      root(submission: ["console.txt": LessonConsole.pasted(lesson.lines)]))
    #expect(right["score"] as? Double == 1)
    let wrong = try runAutograder(
      root(submission: [
        "console.txt": LessonConsole.pasted(GradeTests.savedAfterClover(lesson.lines))
      ]))
    #expect(wrong["score"] as? Double == 0)
    let tests = try #require(wrong["tests"] as? [[String: Any]])
    #expect(
      (tests.first?["output"] as? String)?.contains("hint: save in the App or the scene") == true)
  }

  @Test(
    "run_autograder grades a student's Swift files with --code, and any .txt when console.txt is absent",
    .enabled(
      if: canRunAutograder, "needs bash and the lesson-runner executable: run 'swift build' first"))
  func codeAndOtherNames() throws {
    let fixture = try FixtureRunner().load(path: PackagePaths.path(Self.stepSeven))
    let files = Dictionary(uniqueKeysWithValues: fixture.swiftFiles.map { ($0.name, $0.text) })
    let code = try runAutograder(root(submission: files))
    #expect(code["score"] as? Double == 1, "\(code["output"] ?? "")")
    let lesson = try LessonConsole(Self.stepSeven)
    let renamed = try runAutograder(
      root(submission: ["my console.txt": LessonConsole.pasted(lesson.lines)]))
    #expect(renamed["score"] as? Double == 1)
  }

  @Test(
    "run_autograder always writes results.json: no submission, no lesson-runner",
    .enabled(
      if: canRunAutograder, "needs bash and the lesson-runner executable: run 'swift build' first"))
  func alwaysWrites() throws {
    let empty = try runAutograder(root(submission: [:]))
    #expect(empty["score"] as? Double == 0)
    #expect((empty["output"] as? String)?.contains("cannot read the console file") == true)
    let broken = try runAutograder(
      root(submission: ["console.txt": "x"]), runner: "/nonexistent/lesson-runner")
    #expect(broken["score"] as? Double == 0)
    #expect((broken["output"] as? String)?.contains("the autograder is not set up") == true)
  }

  @Test("the Gradescope scripts are valid bash", .enabled(if: bash.isInstalled, "needs bash"))
  func scriptsParse() throws {
    for script in ["setup.sh", "run_autograder", "make-autograder.sh"] {
      let path = PackagePaths.path("Deploy/gradescope/" + script)
      #expect(FileManager.default.isExecutableFile(atPath: path), "\(script) is not executable")
      let run = try Self.bash.run(["-n", path])
      #expect(run.status == 0, "\(script): \(run.error)")
    }
    let setup = try String(
      contentsOfFile: PackagePaths.path("Deploy/gradescope/setup.sh"), encoding: .utf8)
    #expect(setup.contains("swift build -c release --static-swift-stdlib"))
    #expect(setup.contains("gpg --batch --verify"))
  }

  @Test(
    "make-autograder.sh zips the scripts, the fixture, its autograder.conf and lesson-runner's source",
    .enabled(
      if: bash.isInstalled && ExternalTool("zip").isInstalled && ExternalTool("unzip").isInstalled
        && ExternalTool("git").isInstalled
        && FileManager.default.fileExists(atPath: PackagePaths.path(".git")),
      "needs bash, zip, unzip and a git checkout"))
  func zip() throws {
    let out = try PackagePaths.temporaryFolder() + "/autograder.zip"
    let make = try Self.bash.run(
      [
        PackagePaths.path("Deploy/gradescope/make-autograder.sh"),
        PackagePaths.path(Self.stepSeven), out,
      ])
    #expect(make.status == 0, "\(make.error)")
    let list = try ExternalTool("unzip").run(["-Z1", out]).output.split(separator: "\n").map(
      String.init)
    for entry in [
      "setup.sh", "run_autograder", "autograder.conf", "fixtures/step07-save-before-view.fixture",
      "lesson-runner/Package.swift", "lesson-runner/Sources/lesson-runner/main.swift",
    ] {
      #expect(list.contains(entry), "no \(entry) in the zip")
    }
    let conf = try ExternalTool("unzip").run(["-p", out, "autograder.conf"]).output
    #expect(conf.contains("FIXTURE=\"fixtures/step07-save-before-view.fixture\""))
  }

  // MARK: - GitHub workflows

  /// A workflow read as YAML by PyYAML, then as JSON here.
  private func workflow(_ name: String) throws -> [String: Any] {
    let script =
      "import json, sys, yaml\nd = yaml.safe_load(open(sys.argv[1]))\n"
      + "d['on'] = d.pop(True, d.get('on'))\nprint(json.dumps(d))"
    let run = try Self.python.run(["-c", script, PackagePaths.path("Deploy/github/" + name)])
    #expect(run.status == 0, "\(name) is not valid YAML: \(run.error)")
    return try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
  }

  static var hasYAML: Bool {
    (try? python.run(["-c", "import yaml"]).status) == 0
  }

  /// The actions the workflows may use, each pinned to a major version.
  static let actions: Set<String> = [
    "actions/checkout@v4", "actions/upload-artifact@v4",
    "classroom-resources/autograding-grading-reporter@v1",
  ]

  @Test(
    "each workflow is valid YAML, uses known actions, and its scripts are valid bash",
    .enabled(
      if: hasYAML && bash.isInstalled, "needs python3 with PyYAML and bash; .ci/run installs PyYAML"
    ),
    arguments: ["classroom.yml", "verify-fixtures.yml"])
  func workflowShape(_ name: String) throws {
    let document = try workflow(name)
    #expect(document["name"] is String)
    #expect(document["on"] != nil)
    let jobs = try #require(document["jobs"] as? [String: [String: Any]])
    #expect(!jobs.isEmpty)
    for (_, job) in jobs {
      #expect(job["runs-on"] is String)
      let steps = try #require(job["steps"] as? [[String: Any]])
      for step in steps {
        #expect((step["uses"] == nil) != (step["run"] == nil), "a step both uses and runs")
        if let uses = step["uses"] as? String { #expect(Self.actions.contains(uses), "\(uses)") }
        if let run = step["run"] as? String {
          let file = try PackagePaths.temporaryFolder() + "/step.sh"
          try run.write(toFile: file, atomically: true, encoding: .utf8)
          #expect(try Self.bash.run(["-n", file]).status == 0, "\(run)")
        }
      }
    }
  }

  @Test(
    "every lesson-runner command a workflow runs is one lesson-runner takes",
    .enabled(if: hasYAML, "needs python3 with PyYAML; .ci/run installs it"),
    arguments: ["classroom.yml", "verify-fixtures.yml"])
  func workflowCommands(_ name: String) throws {
    let jobs = try #require(try workflow(name)["jobs"] as? [String: [String: Any]])
    let runs = jobs.values.flatMap { ($0["steps"] as? [[String: Any]]) ?? [] }.compactMap {
      $0["run"] as? String
    }
    var calls = 0
    for line in runs.flatMap({ $0.split(separator: "\n") }) {
      guard let range = line.range(of: "\"$LESSON_RUNNER\" ") else { continue }
      var words = line[range.upperBound...].split(separator: " ").map(String.init)
      if let end = words.firstIndex(where: { $0.hasPrefix(")") || $0 == ">>" || $0 == "||" }) {
        words.removeSubrange(end...)
      }
      words = words.map { $0.hasSuffix(")\"") ? String($0.dropLast(2)) : $0 }
      calls += 1
      let output = LessonRunnerCommand(
        arguments: words + ["--help"], environment: [:], isTerminal: false
      ).run()
      #expect(
        output.exitCode == 0 && output.standardError.isEmpty, "\(words): \(output.standardError)")
    }
    #expect(calls > 0, "\(name) runs no lesson-runner command")
    let setup = runs.joined(separator: "\n")
    #expect(setup.contains("swift build -c release --package-path"))
    if name == "classroom.yml" {
      let steps = jobs.values.flatMap { ($0["steps"] as? [[String: Any]]) ?? [] }
      let reporter = try #require(
        steps.first { ($0["uses"] as? String)?.hasPrefix("classroom-resources/") == true })
      let runners = ((reporter["with"] as? [String: Any])?["runners"] as? String ?? "").split(
        separator: ",")
      let environment = reporter["env"] as? [String: Any] ?? [:]
      for runner in runners {
        let id = runner.trimmingCharacters(in: .whitespaces)
        #expect(steps.contains { $0["id"] as? String == id }, "no step with id \(id)")
        #expect(
          environment["\(id.uppercased())_RESULTS"] as? String
            == "${{ steps.\(id).outputs.result }}")
      }
    }
  }
}
