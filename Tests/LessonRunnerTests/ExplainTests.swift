import Expectations
import Foundation
import HarnessTestSupport
import LessonRunner
import Testing
import Transcript

/// `lesson-runner explain`: every printed line's cause, from the engine's own records.
@Suite("Explaining why each line was printed")
struct ExplainTests {
  static let stepSeven = "Fixtures/lesson54/step07-save-before-view.fixture"
  static let lessonSixStepSix = "Fixtures/lesson06/step06-store-saves-on-background.fixture"

  private func explain(_ arguments: [String]) -> LessonRunnerCommand.Output {
    LessonRunnerCommand(arguments: ["explain"] + arguments, environment: [:], isTerminal: false).run()
  }

  private func transcript(_ path: String) throws -> Transcript {
    guard case .verified(_, let transcript) = FixtureRunner().run(path: PackagePaths.path(path)) else {
      Issue.record("\(path) did not run")
      throw CancellationError()
    }
    return transcript
  }

  @Test("every line of every shipped fixture has a cause chain from its event, each step with a known rule",
    arguments: PackagePaths.allFixtures)
  func everyLineExplained(_ path: String) throws {
    let transcript = try transcript(path)
    let happenings = transcript.happenings
    #expect(happenings.enumerated().allSatisfy { $0.offset == $0.element.id })
    for event in transcript.events {
      for line in event.console {
        let chain = CauseChain(from: line.happening, in: happenings)
        #expect(chain.isComplete, "\(path): `\(line.text)` has no whole chain: \(chain.steps)")
        let root = try #require(chain.event?.event, "\(path): `\(line.text)` is tied to no event")
        #expect(root <= event.index, "\(path): `\(line.text)` is tied to a later event")
        let printer = try #require(chain.printer, "\(path): `\(line.text)` names no printer")
        switch printer.kind {
        case .ran, .task, .body: break
        default: Issue.record("\(path): `\(line.text)` printed by \(printer.kind), not code")
        }
        #expect(!printer.rule.isEmpty && EngineRule.named(printer.rule) != nil)
      }
    }
    let output = explain([PackagePaths.path(path)])
    #expect(output.exitCode == 0, "\(output.standardError)")
    #expect(!output.standardOutput.contains("no record of what printed it"))
  }

  @Test("the issue's example: the save is printed by the App's onChange because the App went to the background on Home")
  func saveExplained() {
    let output = explain([PackagePaths.path(Self.stepSeven), "--event", "3"])
    #expect(output.exitCode == 0)
    #expect(
      output.standardOutput.contains(
        """
          1.000 s  Saved 3 carrots
              onChange in 'BurrowApp' (BurrowApp.swift:10:34), because the App's phase went inactive → background at 1.000 s (`home`); rule scene-then-app-then-uikit-then-views
        """), "\(output.standardOutput)")
    #expect(output.standardOutput.contains("1.000 s  the App's phase went inactive → background  [app-phase-aggregates-windows]"))
    #expect(!output.standardOutput.contains("== launch =="), "--event 3 shows only the third event")
  }

  @Test("the step-7 mistake: the save came last because a view's onChange hears after the App's and the scene's")
  func saveInTheViewExplained() throws {
    let folder = try PackagePaths.temporaryFolder()
    let fixture = try FixtureRunner().load(path: PackagePaths.path(Self.stepSeven))
    for file in fixture.swiftFiles {
      try GradeCodeTests.saveInView(file.name, file.text).write(
        toFile: folder + "/" + file.name, atomically: true, encoding: .utf8)
    }
    let output = explain([PackagePaths.path(Self.stepSeven), "--code", folder, "--event", "3"])
    #expect(output.exitCode == 1, "\(output.standardOutput)\(output.standardError)")
    let text = output.standardOutput
    #expect(text.contains("why the claim fails:"))
    #expect(text.contains("- out of order `Saved 3 carrots`"), "\(text)")
    #expect(
      text.contains(
        "it is `Saved 3 carrots` (printed line 7): onChange in 'ContentView' (ContentView.swift:41:30), because window 1's phase went inactive → background at 1.000 s (`home`); rule scene-then-app-then-uikit-then-views"
      ), "\(text)")
    #expect(text.contains("it belonged after `The warren: inactive → background` (printed line 5): onChange in 'BurrowApp'"))
    #expect(text.contains("rule scene-then-app-then-uikit-then-views: in one window's change of phase the program's scenes hear first, then the App, then UIKit's callbacks and notifications, then the views"))
  }

  @Test("lesson 6, step 6: ContentView.init on Home comes from the App's body reading scenePhase; its body is kept")
  func initWithoutBody() throws {
    let transcript = try transcript(Self.lessonSixStepSix)
    let home = try #require(transcript.events.first { $0.label == "home" })
    let lines = home.console.filter { $0.text == "ContentView.init" }
    #expect(lines.count == 2)
    for line in lines {
      let rules = CauseChain(from: line.happening, in: transcript.happenings).steps.map(\.rule)
      #expect(rules.contains("app-body-reevaluated-on-phase-read"), "\(rules)")
      #expect(rules.contains("window-content-remade-when-it-reads-the-app"), "\(rules)")
      #expect(rules.first == "home-resigns-then-backgrounds")
    }
    let kept = home.happenings.filter { if case .bodyKept("'ContentView'") = $0.kind { true } else { false } }
    #expect(kept.count == 2 && kept.allSatisfy { $0.rule == "equal-inputs-keep-body" })
  }

  @Test("bad arguments are usage errors: no fixture, two fixtures, an event not in the run, a machine format")
  func badArguments() {
    #expect(explain([]).exitCode == 2)
    let path = PackagePaths.path(Self.stepSeven)
    #expect(explain([path, path]).exitCode == 2)
    let out = explain([path, "--event", "9"])
    #expect(out.exitCode == 2)
    #expect(out.standardError.contains("'--event' needs an event of the run, from 1 to 3, not '9'"))
    #expect(explain([path, "--event", "zero"]).exitCode == 2)
    #expect(explain(["/nonexistent.fixture"]).exitCode == 2)
    let json = explain([path, "--format", "json"])
    #expect(json.exitCode == 2 && json.standardError.contains("'explain' writes human (default) or html, not 'json'"))
  }

  @Test("the README's rules table lists every rule; names are unique; every event keyword has its rule")
  func readmeListsRules() throws {
    let readme = try String(contentsOfFile: PackagePaths.path("README.md"), encoding: .utf8)
    let missing = EngineRule.all.map(\.name).filter { !readme.contains("| `\($0)` |") }
    #expect(missing == [], "the README's rules table does not list these")
    let names = Set(EngineRule.all.map(\.name))
    #expect(names.count == EngineRule.all.count, "a rule name is used twice")
    for keyword in DeviceEvent.keywords { #expect(names.contains(EngineRule.forEvent(keyword))) }
  }
}
