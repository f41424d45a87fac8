import Expectations
import Foundation
import HarnessTestSupport
import LessonRunner
import Testing

/// `--format html`: a folder with an index and a page per fixture for verify, one page for grade
/// and explain; self-contained (no script, nothing fetched).
@Suite("The HTML timeline report")
struct HTMLReportTests {
  static let stepSeven = "Fixtures/lesson54/step07-save-before-view.fixture"

  static func run(_ arguments: [String]) -> LessonRunnerCommand.Output {
    LessonRunnerCommand(arguments: arguments, environment: [:], isTerminal: false).run()
  }

  /// Counts the occurrences of `part` in `text`.
  static func count(_ part: String, in text: String) -> Int {
    text.components(separatedBy: part).count - 1
  }

  /// A page is self-contained: no script, no link or source outside it.
  static func expectSelfContained(_ page: String, _ name: String) {
    #expect(!page.contains("<script"), "\(name) has a script")
    let outside = page.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
    #expect(!outside.contains("http://") && !outside.contains("https://"), "\(name) reaches outside")
    #expect(!page.contains("src="), "\(name) loads something")
  }

  @Test("verify --format html writes an index and a page per fixture, each with lanes, marks and the diff")
  func folderOfPages() throws {
    let folder = try PackagePaths.temporaryFolder() + "/report"
    let output = Self.run([PackagePaths.fixtures, "--format", "html", "--output", folder])
    #expect(output.exitCode == 0, "\(output.standardError)")
    #expect(output.standardOutput.contains("open \(folder)/index.html"))
    let index = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
    Self.expectSelfContained(index, "index.html")
    let pages = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0 != "index.html" }
    #expect(pages.count == PackagePaths.allFixtures.count)
    #expect(Self.count("<tr class=\"pass\">", in: index) == PackagePaths.allFixtures.count)
    for path in PackagePaths.allFixtures {
      let name = path.dropFirst("Fixtures/".count).replacingOccurrences(of: "/", with: "--")
        .replacingOccurrences(of: ".fixture", with: ".html")
      #expect(index.contains("href=\"\(name)\""), "the index does not link \(name)")
      let page = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
      Self.expectSelfContained(page, name)
      #expect(page.contains("<p class=\"claim\"><strong>The claim:</strong>"))
      #expect(page.contains("id=\"diff\""))
      guard case .verified(_, let transcript) = FixtureRunner().run(path: PackagePaths.path(path)) else {
        continue
      }
      let printed = transcript.console.count
      #expect(Self.count("class=\"printed\"", in: page) == printed, "\(name): a mark per printed line")
      #expect(Self.count("<tr id=\"line-", in: page) == printed, "\(name): a row per printed line")
      if printed > 0 { #expect(page.contains("<g class=\"lane\" data-lane=\"the App\">")) }
    }
  }

  @Test("a failing grade's page marks the lines the claim does not accept, and links them to the diff")
  func failingGrade() throws {
    let folder = try PackagePaths.temporaryFolder()
    let fixture = try FixtureRunner().load(path: PackagePaths.path(Self.stepSeven))
    for file in fixture.swiftFiles {
      try GradeCodeTests.saveInView(file.name, file.text).write(
        toFile: folder + "/" + file.name, atomically: true, encoding: .utf8)
    }
    let page = folder + "/grade.html"
    let output = Self.run([
      "grade", PackagePaths.path(Self.stepSeven), "--code", folder, "--format", "html", "--output", page,
    ])
    #expect(output.exitCode == 1)
    #expect(output.standardOutput.hasPrefix("FAIL "), "the terminal still shows the human report")
    let html = try String(contentsOfFile: page, encoding: .utf8)
    Self.expectSelfContained(html, "grade.html")
    #expect(html.contains("✗ FAIL"))
    #expect(Self.count("class=\"mark fails\"", in: html) == 1, "only the save is out of place")
    #expect(html.contains("↕ out of order"))
    #expect(html.contains("<a href=\"#mark-2-6\">Saved 3 carrots</a>"), "the diff links the save to its mark")
  }

  @Test("html is a format of verify, grade and explain only; verify needs a folder to write")
  func usage() {
    let missing = Self.run([PackagePaths.fixtures, "--format", "html"])
    #expect(missing.exitCode == 2)
    #expect(missing.standardError.contains("'--format html' writes a folder of pages"))
    let explained = Self.run(["explain", PackagePaths.path(Self.stepSeven), "--format", "html"])
    #expect(explained.exitCode == 0)
    #expect(explained.standardOutput.hasPrefix("<!DOCTYPE html>"))
    #expect(Self.run(["update", "--format", "html"]).exitCode == 2)
  }
}
