import Foundation
import Transcript

/// Reads the events a section's instructions name, and places its console blocks after them.
///
/// Each sentence of prose is matched against ``EventPhrase/table``; a sentence that refers back
/// ("When you press Home:") names no new event. A console block goes after the event its
/// lead-in names ("When you press Home:", "as the app starts"), or after the only event named
/// since the previous block; otherwise it is left unplaced, for the instructor.
struct InstructionReader {
  /// An event found in the instructions, with the words that named it.
  struct FoundEvent: Sendable {
    var event: DeviceEvent
    var repeatCount = 1
    var phrase: String
    var location: SourceLocation
    var console: ConsoleBlock?
  }

  /// A phrase that names something the table cannot make an event of.
  struct Unplaced: Sendable {
    var what: String
    var location: SourceLocation
  }

  /// The program's text, to find a button a "give" phrase names.
  let program: String
  private(set) var events: [FoundEvent] = []
  private(set) var unplacedBlocks: [ConsoleBlock] = []
  private(set) var unplacedPhrases: [Unplaced] = []
  /// The events found since the last console block, by index.
  private var sinceBlock: [Int] = []
  /// How many phrases were left unplaced when the last console block was met.
  private var unplacedAtBlock = 0
  /// The lines of the prose read so far, screenshot captions left out.
  private var proseLines: [Int] = []

  init(program: String) {
    self.program = program
  }

  mutating func read(_ items: [LessonItem]) {
    for item in items {
      switch item {
      case .prose(let line):
        if !TextLessonParser.isScreenshotCaption(line.text) { proseLines.append(line.number) }
        for sentence in Self.sentences(line.text) where !Self.isReference(sentence) {
          for found in find(in: sentence, at: line.location) {
            sinceBlock.append(events.count)
            events.append(found)
          }
        }
      case .console(let block):
        place(block)
        sinceBlock = []
        unplacedAtBlock = unplacedPhrases.count
      default:
        continue
      }
    }
  }

  /// The events a sentence names, in order; repeats of one event next to each other are one
  /// (`press Home (Controls ▸ Home)`).
  mutating func find(
    in sentence: String, at location: SourceLocation, referring: Bool = false
  ) -> [FoundEvent] {
    let original = Self.words(sentence)
    let words = original.map { $0.lowercased() }
    var found: [FoundEvent] = []
    var position = 0
    while position < words.count {
      let matches = EventPhrase.table.compactMap { phrase in
        referring || !phrase.refersBack
          ? phrase.match(words, at: position).map { (phrase, $0) } : nil
      }
      guard let (phrase, match) = matches.max(by: { $0.1.end < $1.1.end }) else {
        position += 1
        continue
      }
      let quoted = original[position..<match.end].joined(separator: " ")
      defer { position = match.end }
      if let event = makeEvent(phrase.event, match, quoted: quoted, at: location) {
        // Two phrases for one event side by side are one event: "press Home (Controls ▸ Home)".
        guard found.last?.event != event.event else { continue }
        found.append(event)
      } else {
        unplacedPhrases.append(Unplaced(what: quoted, location: location))
      }
    }
    return found
  }

  private func makeEvent(
    _ kind: EventPhrase.Event, _ match: (end: Int, number: Int?, gaps: [[String]]),
    quoted: String, at location: SourceLocation
  ) -> FoundEvent? {
    func event(_ event: DeviceEvent, times: Int = 1) -> FoundEvent {
      FoundEvent(event: event, repeatCount: times, phrase: quoted, location: location)
    }
    let launched = events.contains { $0.event == .launch }
    switch kind {
    case .launch, .rerun: return event(launched ? .run : .launch)
    case .home: return event(.home)
    case .returnToApp: return event(.returnToApp)
    case .controlCenter: return event(.controlCenter)
    case .controlCenterAway: return event(.controlCenterAway)
    case .appSwitcher: return event(.appSwitcher)
    case .tapCard: return event(.tapCard(nil))
    case .stop: return event(.stop)
    case .wait:
      guard let seconds = match.number else { return nil }
      return event(.wait(milliseconds: seconds * 1000))
    case .give:
      let original = Self.words(quoted)
      guard let count = match.number, match.gaps.count == 2, original.count >= 4 else { return nil }
      let name = original[1..<(1 + match.gaps[0].count)].joined(separator: " ")
      var thing = original.last!
      if count > 1, thing.hasSuffix("s") { thing.removeLast() }
      let label = "Give \(name) a \(thing)"
      guard program.contains("Button(\"\(label)\")") else { return nil }
      return event(.tap(label: label, window: nil), times: count)
    }
  }

  /// Puts a block after the event its lead-in names; or after the only event since the last
  /// block, when the lead-in or the line before it names it and no phrase since was unplaced
  /// (an action the table does not know may be what printed the block).
  private mutating func place(_ block: ConsoleBlock) {
    var onlyEvent: Int?
    if sinceBlock.count == 1, unplacedPhrases.count == unplacedAtBlock {
      let leadIn = block.leadIn?.number ?? 0
      let near = [leadIn] + proseLines.filter { $0 < leadIn }.suffix(1)
      if near.contains(events[sinceBlock[0]].location.line) { onlyEvent = sinceBlock[0] }
    }
    var target: Int?
    if let leadIn = block.leadIn, let last = Self.sentences(leadIn.text).last {
      var probe = self
      probe.events = []
      let referring = Self.isReference(last)
      let named = probe.find(in: last, at: leadIn.location, referring: referring)
      if referring, let kind = named.last?.event.keyword {
        target = events.lastIndex { $0.event.keyword == kind }
      } else if named.count == 1, let index = sinceBlock.last {
        target = index
      } else if named.isEmpty, Self.startsTheApp(last) {
        target = events.lastIndex { $0.event == .launch || $0.event == .run }
      } else if named.isEmpty {
        target = onlyEvent
      }
    } else {
      target = onlyEvent
    }
    guard let target, events[target].console == nil else {
      unplacedBlocks.append(block)
      return
    }
    events[target].console = block
  }

  static func isReference(_ sentence: String) -> Bool {
    EventPhrase.referenceWords.contains { sentence.lowercased().contains($0) }
  }

  /// "as the app starts", "at launch": a block that shows the launch.
  static func startsTheApp(_ sentence: String) -> Bool {
    ["as the app starts", "when the app starts", "at launch"].contains {
      sentence.lowercased().contains($0)
    }
  }

  /// A line's sentences: split after `.`, `?` or `!` followed by a space.
  static func sentences(_ text: String) -> [String] {
    var sentences: [String] = []
    var current = ""
    var previous: Character = " "
    for character in text {
      if character == " ", ".?!".contains(previous), !current.isEmpty {
        sentences.append(current)
        current = ""
        previous = character
        continue
      }
      current.append(character)
      previous = character
    }
    if !current.trimmingCharacters(in: .whitespaces).isEmpty { sentences.append(current) }
    return sentences.map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// A sentence's words, punctuation around them removed.
  static func words(_ sentence: String) -> [String] {
    sentence.split(separator: " ").map {
      $0.trimmingCharacters(in: CharacterSet(charactersIn: ",.:;()—\"“”"))
    }.filter { !$0.isEmpty }
  }
}
