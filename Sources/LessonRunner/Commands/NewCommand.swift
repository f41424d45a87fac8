import Expectations
import Foundation
import LessonReader

/// `lesson-runner new LESSON --step N | --question N [--fixtures FOLDER] [--output FILE]`:
/// drafts a fixture for a step or a question of a lesson (``FixtureDraft``) and prints it, or
/// writes it to a new file. The files the lesson relies on but does not show come from the
/// fixture folder's `_files/` (`--fixtures`, else the folder of `--output`).
struct NewCommand {
  var arguments: [String]

  struct Options {
    var lesson = ""
    var section: SectionID?
    var fixtures: String?
    var output: String?
  }

  static func options(_ arguments: [String]) throws(OptionReader.Problem) -> Options {
    var options = Options()
    var reader = OptionReader(arguments)
    while let option = reader.next() {
      switch option.name {
      case "--step", "--question":
        let text = try reader.value(of: option)
        guard let number = Int(text), number > 0 else {
          throw OptionReader.Problem(message: "'\(option.name)' needs a number, not '\(text)'")
        }
        guard options.section == nil else {
          throw OptionReader.Problem(message: "'new' drafts one step or one question at a time")
        }
        options.section = SectionID(option.name == "--step" ? .step : .question, number)
      case "--fixtures": options.fixtures = try reader.value(of: option)
      case "--output": options.output = try reader.value(of: option)
      default:
        throw OptionReader.Problem(message: "unknown option '\(option.name)' for 'new'")
      }
    }
    guard reader.positional.count == 1, options.section != nil else {
      throw OptionReader.Problem(
        message: "'new' needs a lesson and a section: new LESSON --step N")
    }
    options.lesson = reader.positional[0]
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
    let folder =
      options.fixtures ?? options.output.map { ($0 as NSString).deletingLastPathComponent }
    let support = folder.map {
      SupportFiles.load(folder: ($0.isEmpty ? "." : $0) + "/" + SupportFiles.folderName)
    }
    let draft: FixtureDraft
    do {
      let lesson = try LessonReader.read(path: options.lesson)
      draft = try FixtureDraft.make(
        lesson: lesson, section: options.section!, support: support ?? SupportFiles())
    } catch {
      output.error(error.description)
      output.exitCode = 2
      return
    }
    let path = options.output ?? "draft.fixture"
    do {
      let fixture = try FixtureParser.parseDraft(path: path, text: draft.text)
      if !fixture.checksSomething {
        output.error(
          "note: the draft checks nothing yet (its console blocks are comments);"
            + " 'verify' refuses it until you place one under its event")
      }
    } catch {
      output.error("\(error.description) (in the draft: nothing was written)")
      output.exitCode = 2
      return
    }
    guard let target = options.output else {
      output.print(draft.text)
      return
    }
    guard !FileManager.default.fileExists(atPath: target) else {
      output.error("error: '\(target)' already exists; 'new' does not overwrite a fixture")
      output.exitCode = 2
      return
    }
    do {
      try AtomicFile.write(draft.text, to: target)
    } catch {
      output.error("error: \(error.message)")
      output.exitCode = 2
      return
    }
    output.print("drafted \(target)")
    for (event, phrase) in draft.events { output.print("  \(event): \"\(phrase)\"") }
    if !draft.unplacedBlocks.isEmpty {
      let lines = draft.unplacedBlocks.map(String.init).joined(separator: ", ")
      output.print("  console blocks left as comments (lines \(lines)): place them by hand")
    }
  }
}
