import Expectations
import Foundation
import HarnessTestSupport
import LessonReader

/// The project's own lessons (`Lessons/`) and fixture folders, read as lint reads them.
enum ShippedLessons {
  /// `Lessons/lesson06.txt` or `Lessons/lesson54.txt`, read; `change` edits its text first.
  static func lesson(_ name: String, change: ((String) -> String)? = nil) throws -> Lesson {
    let path = PackagePaths.path("Lessons/" + name)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    return try LessonReader.read(text: change?(text) ?? text, path: "Lessons/" + name)
  }

  /// Every fixture of `Fixtures/<folder>`, named by its path from the package's root.
  static func fixtures(_ folder: String) throws -> [Fixture] {
    let directory = PackagePaths.path("Fixtures/" + folder)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory)
      .filter { $0.hasSuffix(".fixture") }.sorted()
    return try names.map { name in
      let text = try String(contentsOfFile: directory + "/" + name, encoding: .utf8)
      return try FixtureParser.parse(path: "Fixtures/\(folder)/\(name)", text: text)
    }
  }

  static func support(_ folder: String) -> SupportFiles {
    SupportFiles.load(folder: PackagePaths.path("Fixtures/\(folder)/_files"))
  }

  static func audit(
    _ name: String, _ folder: String, change: ((String) -> String)? = nil,
    fixtures: [Fixture]? = nil
  ) throws -> LessonAudit {
    LessonAudit(
      lesson: try lesson(name, change: change), fixtures: try fixtures ?? Self.fixtures(folder),
      support: support(folder),
      ignore: try LintIgnore.load(folder: PackagePaths.path("Fixtures/" + folder)))
  }

  /// The console block of a section, by number.
  static func console(_ lesson: Lesson, _ id: SectionID, _ number: Int) -> [String] {
    lesson.section(id)?.consoles[number - 1].lines.map(\.text) ?? []
  }
}
