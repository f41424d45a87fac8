import Expectations
import Foundation
import LessonReader
import Transcript

/// `lesson-runner lint LESSON FIXTURES…`: sets a lesson against its fixtures. For every console
/// block, compiler message and stated output of the lesson it names the fixture that claims it
/// (and whether that fixture passes), or says that none does; for every fixture of a step or a
/// question, whether its Swift files are the lesson's at that point. `--fix` rewrites drifted
/// files from the lesson.
struct LintCommand {
  var arguments: [String]
  var environment: [String: String]
  var colour: Bool

  /// The formats lint writes: the claims and fixtures are not grades, so not Gradescope's.
  enum Format: String, CaseIterable {
    case human, json, junit
  }

  struct Options {
    var lesson = ""
    var roots: [String] = []
    var fix = false
    var format = Format.human
    var output: String?
  }

  static func options(_ arguments: [String]) throws(OptionReader.Problem) -> Options {
    var options = Options()
    var reader = OptionReader(arguments)
    while let option = reader.next() {
      switch option.name {
      case "--fix": options.fix = true
      case "--output": options.output = try reader.value(of: option)
      case "--format":
        let text = try reader.value(of: option)
        guard let format = Format(rawValue: text) else {
          let names = Format.allCases.map(\.rawValue).joined(separator: ", ")
          throw OptionReader.Problem(
            message: "unknown format '\(text)' for 'lint'; expected one of \(names)")
        }
        options.format = format
      default:
        throw OptionReader.Problem(message: "unknown option '\(option.name)' for 'lint'")
      }
    }
    guard reader.positional.count >= 2 else {
      throw OptionReader.Problem(
        message: "'lint' needs a lesson and its fixtures: lint LESSON FIXTURES…")
    }
    options.lesson = reader.positional[0]
    options.roots = Array(reader.positional.dropFirst())
    return options
  }

  func run(into output: inout LessonRunnerCommand.Output) {
    let options: Options
    do {
      options = try Self.options(arguments)
    } catch {
      OptionReader.report(error, into: &output)
      return
    }
    if options.fix, UpdateCommand.inContinuousIntegration(environment) {
      output.error(
        "error: 'lint --fix' does not run when CI is set (CI=\(environment["CI"] ?? "")):"
          + " fixtures are rewritten only by a person who reviews the diff; run it on your machine")
      output.exitCode = 2
      return
    }
    var bad = false
    guard var inputs = load(options, bad: &bad, into: &output) else {
      output.exitCode = 2
      return
    }
    var audit = inputs.audit()
    if options.fix {
      let fixer = LintFixer(colour: colour)
      let rewritten = fixer.fix(audit, into: &output)
      if !rewritten.isEmpty {
        inputs.reload(rewritten, bad: &bad, into: &output)
        audit = inputs.audit()
      }
    }
    let report = LintReport(audit: audit, colour: colour)
    if environment["GITHUB_ACTIONS"] == "true" {
      for annotation in report.annotations() { output.print(annotation) }
    }
    let text: String
    switch options.format {
    case .human: text = report.human()
    case .json: text = report.json()
    case .junit: text = report.junit()
    }
    if let path = options.output {
      do {
        try AtomicFile.write(
          options.format == .human ? LintReport(audit: audit, colour: false).human() + "\n" : text,
          to: path)
      } catch {
        output.error("error: \(error.message)")
        bad = true
      }
      if options.format != .human { output.print(report.human()) }
    } else {
      output.print(text)
    }
    output.exitCode = bad ? 2 : (audit.isClean ? 0 : 1)
  }

  /// Reads the lesson, the fixtures, `_files/` and `lint-ignore`; runs the lesson's fixtures.
  private func load(
    _ options: Options, bad: inout Bool, into output: inout LessonRunnerCommand.Output
  )
    -> LintInputs?
  {
    let lesson: Lesson
    let paths: [String]
    do {
      lesson = try LessonReader.read(path: options.lesson)
    } catch {
      output.error(error.description)
      return nil
    }
    do {
      paths = try FixtureDiscovery.paths(in: options.roots)
    } catch {
      output.error(error.description)
      return nil
    }
    var inputs = LintInputs(lesson: lesson)
    inputs.reload(paths, bad: &bad, into: &output)
    // `_files/` and `lint-ignore` come from the folders of the lesson's own fixtures (so that
    // `Fixtures` as a whole works too), else from the folders the arguments name.
    let own = inputs.order.filter { inputs.passing[$0] != nil }
    let folders = Self.folders(of: own.isEmpty ? options.roots : own)
    for folder in folders {
      let found = SupportFiles.load(folder: folder + "/" + SupportFiles.folderName)
      for (name, lines) in found.files where inputs.support.files[name] == nil {
        inputs.support.files[name] = lines
        inputs.support.folder = inputs.support.folder ?? found.folder
      }
      do {
        inputs.ignore.entries += try LintIgnore.load(folder: folder).entries
      } catch {
        output.error(error.description)
        return nil
      }
    }
    return inputs
  }

  /// The fixture folders the arguments name: each folder, and each file's folder.
  static func folders(of roots: [String]) -> [String] {
    var folders: [String] = []
    for root in roots {
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: root, isDirectory: &isFolder)
      let folder =
        isFolder.boolValue
        ? (root.hasSuffix("/") ? String(root.dropLast()) : root)
        : (root as NSString).deletingLastPathComponent
      let name = folder.isEmpty ? "." : folder
      if !folders.contains(name) { folders.append(name) }
    }
    return folders
  }
}
