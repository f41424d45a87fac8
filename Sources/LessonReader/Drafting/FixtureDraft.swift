import Expectations
import Foundation
import SwiftReader
import Transcript

/// A fixture drafted from a lesson's step or question: its files as they stand at the first
/// console block, its console blocks as expected lines, and the events its instructions name.
///
/// Every event found is quoted in a `note:`, so the instructor can check it against the lesson;
/// what the phrase table cannot place (a block whose event is unclear, "wait a few seconds")
/// is a `#` comment in the header, never a guess.
public struct FixtureDraft: Sendable {
  /// The fixture's text.
  public var text: String
  /// The events found, as written, each with the lesson's words that named it.
  public var events: [(event: String, phrase: String)]
  /// Console blocks that stayed unplaced, by their lesson line.
  public var unplacedBlocks: [Int]

  /// Drafts the fixture for a section of `lesson`.
  ///
  /// - Throws: `LessonReader.Failure` when the lesson has no such section.
  public static func make(lesson: Lesson, section id: SectionID, support: SupportFiles)
    throws(LessonReader.Failure) -> FixtureDraft
  {
    guard let section = lesson.section(id) else {
      throw LessonReader.Failure("the lesson has no \(id)", at: nil)
    }
    let history = ProjectHistory(lesson, support: support)
    let first = section.consoles.first?.location.line
    let state =
      first.flatMap { history.state(in: id, before: $0) } ?? history.points(in: id).last?.state
      ?? ProjectState()
    var header: [String] = []
    var notes: [String] = []
    var comments: [String] = []
    let number = lesson.number.map(String.init) ?? "?"
    header.append("# Lesson \(number), \(id) — \(section.title)")
    header.append("source: lesson \(number), \(id)")
    let where_ =
      first.map { "the step's first console block (line \($0))" } ?? "the end of the section"
    notes.append(
      "Drafted by `lesson-runner new` from \(lesson.path): the files as they stand at \(where_),"
        + " the console blocks as expected lines, and the events the instructions name.")
    // Files.
    var files: [(String, String)] = []
    for entry in state.entries {
      switch entry.file {
      case .lines(let lines):
        files.append((entry.name, lines.map { $0.text + "\n" }.joined()))
        if let folder = support.folder,
          lines.contains(where: { $0.location.file.hasPrefix(folder) })
        {
          notes.append(
            "\(entry.name): the lines the lesson does not show are from \(folder)/\(entry.name).")
        }
      case .start(let lines):
        files.append((entry.name, lines.map { $0.text + "\n" }.joined()))
        comments.append("# \(entry.name): the lesson shows only its start; write the rest")
      case .unknown(let why):
        comments.append("# \(entry.name): not drafted: \(why)")
      }
    }
    let program = files.map(\.1).joined()
    for (name, lines) in Self.standIns(support, for: program, excluding: state.names) {
      files.append((name, lines.map { $0.text + "\n" }.joined()))
      notes.append(
        "\(name) is from \(support.folder ?? SupportFiles.folderName): the lesson relies on it"
          + " but does not show it.")
    }
    // Events.
    var reader = InstructionReader(program: program)
    reader.read(section.items)
    let device = Self.device(in: lesson, upTo: section)
    header.append("device: \(device?.name ?? "iPhone 17")")
    if let device {
      notes.append("The device is the one the lesson's screenshot names (line \(device.line)).")
    } else {
      comments.append("# device: the lesson names none here; iPhone 17 is written: check it")
    }
    var events: [(String, String)] = []
    var body: [String] = []
    for found in reader.events {
      let written =
        Self.written(found.event) + (found.repeatCount > 1 ? " x\(found.repeatCount)" : "")
      events.append((written, found.phrase))
      notes.append("`\(written)`: \"\(found.phrase)\" (line \(found.location.line))")
      body.append("")
      body.append("== \(written) ==")
      for line in found.console?.lines ?? [] {
        body.append(LinePattern.written(forPrinted: line.text))
      }
    }
    if reader.events.isEmpty {
      comments.append("# no event found in the instructions: add them")
    }
    for phrase in reader.unplacedPhrases {
      comments.append(
        "# not placed: \"\(phrase.what)\" (line \(phrase.location.line)): which event, if any?")
    }
    for block in reader.unplacedBlocks {
      comments.append(
        "# not placed: the console block at line \(block.location.line)"
          + " (after \"\(block.leadIn?.text ?? "")\"):"
          + " which event prints it?")
      comments += block.lines.map { "#   \($0.text)" }
    }
    let numbers = reader.events.flatMap { $0.console?.lines ?? [] }.filter {
      $0.text.contains { $0.isNumber }
    }
    if !numbers.isEmpty {
      comments.append(
        "# numbers in the console may depend on timing (lines "
          + numbers.map { String($0.number) }.joined(separator: ", ")
          + "): check the events (time that passed is a `wait`), or make them holes with the"
          + " lesson's bound"
      )
    }
    var lines = header + notes.map { "note: \($0)" } + comments + [""]
    for (name, text) in files {
      lines.append("-- \(name) --")
      lines += FileComparison.lines(of: text)
    }
    lines += body
    let unplaced = reader.unplacedBlocks.map(\.location.line)
    return FixtureDraft(
      text: lines.joined(separator: "\n") + "\n", events: events, unplacedBlocks: unplaced)
  }

  /// `_files/` files the program uses (it names a type they declare) and the lesson does not show.
  static func standIns(_ support: SupportFiles, for program: String, excluding names: [String])
    -> [(String, [LessonLine])]
  {
    let words = Set(program.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
    return support.files.keys.sorted().compactMap { name in
      guard !names.contains(name), name.hasSuffix(".swift"), let lines = support[name] else {
        return nil
      }
      let text = lines.map { $0.text + "\n" }.joined()
      guard let file = try? SwiftReader.read(name: name, text: text) else { return nil }
      let declared = file.declarations.compactMap { decl -> String? in
        if case .type(let type) = decl.kind { type.name } else { nil }
      }
      return declared.contains(where: words.contains) ? (name, lines) : nil
    }
  }

  /// The device a screenshot caption names (`Screenshot · iPhone 17, iOS 27.0`) in the section,
  /// else the last one before it.
  static func device(in lesson: Lesson, upTo section: LessonSection) -> (name: String, line: Int)? {
    var found: (String, Int)?
    for candidate in lesson.sections {
      for line in candidate.prose {
        guard let range = line.text.range(of: "Screenshot · ") else { continue }
        let rest = line.text[range.upperBound...]
        guard let comma = rest.range(of: ", iOS") else { continue }
        found = (String(rest[..<comma.lowerBound]), line.number)
        if candidate.location == section.location { return found }
      }
      if candidate.location == section.location { break }
    }
    return found
  }

  /// An event as a fixture's `== … ==` line writes it.
  static func written(_ event: DeviceEvent) -> String {
    switch event {
    case .wait(let milliseconds):
      let seconds = Double(milliseconds) / 1000
      return "wait " + (seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds))
    case .tap(let label, let window):
      return "tap \"\(label)\"" + (window.map { " in \($0.written)" } ?? "")
    case .tapCard(let window?), .swipeAway(let window?), .back(let window?), .pullToRefresh(let window?):
      return "\(event.keyword) in \(window.written)"
    case .backgroundRefresh(let identifier):
      return "background refresh \"\(identifier)\""
    case .openURL(let text, let window), .continueActivity(let text, let window):
      return "\(event.keyword) \"\(text)\"" + (window.map { " in \($0.written)" } ?? "")
    case .systemDisconnectsScene(let window?):
      return "\(event.keyword) in \(window.written)"
    default:
      return event.keyword
    }
  }
}
