/// The phrases lesson instructions use for what the reader does, and the fixture event each
/// names: a small table, each entry with the lessons' wording it was taken from.
///
/// A phrase is words matched without regard to case; `…` stands for one to four words, `N` for a
/// number (`three`, `8`). What no phrase names is left to the instructor, never guessed.
struct EventPhrase: Sendable {
  enum Event: Sendable, Equatable {
    /// `launch` the first time, `run` (Xcode's Run: stop, then launch) after.
    case launch
    case rerun
    case home
    case returnToApp
    case controlCenter
    case controlCenterAway
    case appSwitcher
    case tapCard
    case stop
    /// `wait N`.
    case wait
    /// `tap "Give NAME a THING" xN`: "give NAME N THINGs", when the program has that button.
    case give
  }

  let words: [String]
  let event: Event
  /// Whether the phrase only refers back to an event ("when you pressed Home:"), never names
  /// one to do.
  let refersBack: Bool

  init(_ phrase: String, _ event: Event, refersBack: Bool = false) {
    words = phrase.lowercased().split(separator: " ").map(String.init)
    self.event = event
    self.refersBack = refersBack
  }

  static let table: [EventPhrase] = [
    // "Run the app (⌘R)", "Run it, wait a few seconds, …", "Run it and give …".
    EventPhrase("run the app", .launch),
    EventPhrase("run it", .launch),
    // "run it again (⌘R)" after Xcode's Stop; "Run the app again, and …".
    EventPhrase("run it again", .rerun),
    EventPhrase("run the app again", .rerun),
    // "press Home (Controls ▸ Home)", "choose Controls ▸ Home — or click the Home button".
    EventPhrase("press home", .home),
    EventPhrase("controls ▸ home", .home),
    EventPhrase("click the home button", .home),
    // "Click the … icon on the home screen to come back", "tap …'s icon to come back".
    EventPhrase("come back", .returnToApp),
    EventPhrase("tap … to come back", .returnToApp),
    // "to pull Control Center over the app"; "Swipe Control Center away again".
    EventPhrase("pull control center", .controlCenter),
    EventPhrase("swipe control center away", .controlCenterAway),
    // "open the app switcher"; "Tap …'s card to go back to it".
    EventPhrase("open the app switcher", .appSwitcher),
    EventPhrase("tap … card", .tapCard),
    // "stop it in Xcode (Product ▸ Stop, ⌘.)", "stop the app in Xcode".
    EventPhrase("stop it in xcode", .stop),
    EventPhrase("stop the app in xcode", .stop),
    EventPhrase("product ▸ stop", .stop),
    // "count to eight", "wait 5 seconds" (not "wait a few seconds": no number, no event).
    EventPhrase("count to N", .wait),
    EventPhrase("wait N seconds", .wait),
    EventPhrase("wait a few seconds", .wait),
    // "give … three …": the button's label comes from the program.
    EventPhrase("give … N …", .give),
    // In a block's lead-in only: "In the console, when you pressed Home:", "And coming back:".
    EventPhrase("pressed home", .home, refersBack: true),
    EventPhrase("pressing home", .home, refersBack: true),
    EventPhrase("coming back", .returnToApp, refersBack: true),
    EventPhrase("came back", .returnToApp, refersBack: true),
  ]

  /// Words a sentence uses to refer back to what the reader did, not to tell them to do it.
  static let referenceWords = ["when you"]

  /// Number words the lessons spell out.
  static let numbers: [String: Int] = [
    "a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
  ]

  static func number(_ word: String) -> Int? { Int(word) ?? numbers[word] }

  /// Where the phrase matches `words` starting at `start`: the end, the number it read, and
  /// the words `…` stood for.
  func match(_ words: [String], at start: Int) -> (end: Int, number: Int?, gaps: [[String]])? {
    var position = start
    var number: Int?
    let gaps: [[String]] = []
    for (index, word) in self.words.enumerated() {
      if word == "…" {
        // One to four words, as few as let the rest match.
        let rest = EventPhrase(words: Array(self.words[(index + 1)...]), event: event)
        for length in 1...4 where position + length <= words.count {
          if let tail = rest.match(words, at: position + length) {
            return (
              tail.end, tail.number ?? number,
              gaps + [Array(words[position..<position + length])] + tail.gaps
            )
          }
        }
        return nil
      }
      guard position < words.count else { return nil }
      if word == "N" || word == "n" {
        guard let value = Self.number(words[position]), words[position] != "a" || event == .give
        else { return nil }
        number = value
      } else if words[position] != word {
        return nil
      }
      position += 1
    }
    return (position, number, gaps)
  }

  private init(words: [String], event: Event) {
    self.words = words
    self.event = event
    refersBack = false
  }
}
