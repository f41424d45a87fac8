import Transcript

/// Reads the text of an `== … ==` line into an ``EventSpec``.
///
/// The grammar: a keyword of one or more words, its argument (a quoted label or identifier,
/// or the seconds of `wait`), an optional window (`in "South"`, `in window 2`) and an
/// optional repeat count (`x3`).
struct EventLineParser {
  /// The most times one event line may repeat (`x1000`): each repeat is a step of the
  /// simulation, and a grade must end in about a second whatever a fixture asks.
  static let maximumRepeatCount = 1000
  /// The most events one fixture may play, repeats included; the lessons' play at most 20.
  static let maximumEventCount = 1000

  /// A word or a quoted string of the event line, with its offset in the line.
  struct Token {
    var text: String
    var isQuoted: Bool
    var offset: Int

    func isWord(_ word: String) -> Bool { !isQuoted && text == word }
  }

  let line: SourceLine
  /// The text between the `==`s, trimmed, and where it starts in the line.
  let text: String
  let offset: Int

  func parse() throws(FixtureError) -> EventSpec {
    var tokens = try tokenize()
    guard let first = tokens.first else {
      throw line.error("expected an event between '==' and '=='")
    }
    var repeatCount = 1
    if tokens.count > 1, let last = tokens.last, !last.isQuoted, last.text.hasPrefix("x"),
      last.text.count > 1, last.text.dropFirst().allSatisfy(\.isASCII),
      let count = Int(last.text.dropFirst())
    {
      guard count >= 1 else {
        throw line.error("repeat count must be at least 1, not '\(last.text)'", offset: last.offset)
      }
      guard count <= Self.maximumRepeatCount else {
        throw line.error(
          "repeat count must be at most \(Self.maximumRepeatCount), not '\(last.text)'",
          offset: last.offset)
      }
      repeatCount = count
      tokens.removeLast()
    }
    let (window, windowOffset) = try takeWindow(from: &tokens)
    let event: DeviceEvent
    if first.isWord("wait") {
      event = try wait(tokens)
    } else {
      let nameCount = tokens.prefix { !$0.isQuoted && !startsLikeNumber($0.text) }.count
      event = try self.event(
        named: Array(tokens.prefix(nameCount)), at: first.offset,
        arguments: Array(tokens.dropFirst(nameCount)), window: window)
    }
    if window != nil, event.window == nil, let windowOffset {
      throw line.error("event '\(event.keyword)' cannot name a window", offset: windowOffset)
    }
    return EventSpec(
      event: event, repeatCount: repeatCount, text: text, location: line.location())
  }

  private func event(
    named words: [Token], at nameOffset: Int, arguments: [Token], window: WindowRef?
  ) throws(FixtureError) -> DeviceEvent {
    let name = words.map(\.text).joined(separator: " ")
    let simple: [String: DeviceEvent] = [
      "launch": .launch, "run": .run, "stop": .stop, "home": .home, "return": .returnToApp,
      "control center": .controlCenter, "control center away": .controlCenterAway,
      "app switcher": .appSwitcher, "tap card": .tapCard(window),
      "swipe away": .swipeAway(window), "system ends app": .systemEndsApp,
      "system disconnects scene": .systemDisconnectsScene(window), "back": .back(window),
      "pull to refresh": .pullToRefresh(window),
    ]
    if let event = simple[name] {
      if let extra = arguments.first {
        throw line.error("event '\(name)' takes no argument", offset: extra.offset)
      }
      return event
    }
    switch name {
    case "tap":
      let label = try quoted(
        arguments, after: "tap", example: "tap \"Done\"", at: nameOffset)
      return .tap(label: label, window: window)
    case "background refresh":
      let identifier = try quoted(
        arguments, after: "background refresh", example: "background refresh \"refresh\"",
        at: nameOffset)
      return .backgroundRefresh(identifier: identifier)
    case "open url":
      let url = try quoted(
        arguments, after: "open url", example: "open url \"myapp://item/42\"", at: nameOffset)
      return .openURL(url, window: window)
    case "continue activity":
      let type = try quoted(
        arguments, after: "continue activity",
        example: "continue activity \"com.example.viewing\"", at: nameOffset)
      return .continueActivity(type: type, window: window)
    default:
      // A known keyword followed by stray words: `home now`, `tap Visit`.
      // No keyword is longer than three words, so a long line costs no more than a short one.
      let longest = DeviceEvent.keywords.map { $0.split(separator: " ").count }.max() ?? 1
      for count in stride(from: min(words.count - 1, longest), through: 1, by: -1) {
        let keyword = words.prefix(count).map(\.text).joined(separator: " ")
        guard DeviceEvent.keywords.contains(keyword), keyword != "wait" else { continue }
        let stray = Array(words.dropFirst(count))
        if ["tap", "background refresh", "open url", "continue activity"].contains(keyword) {
          return try event(
            named: Array(words.prefix(count)), at: nameOffset, arguments: stray + arguments,
            window: window)
        }
        throw line.error(
          "event '\(keyword)' takes no argument", offset: stray.first?.offset ?? nameOffset)
      }
      let shown = name.isEmpty ? (arguments.first?.text ?? text) : name
      throw line.error(
        "unknown event '\(shown)'"
          + Suggestion.didYouMean(name, among: DeviceEvent.keywords + ["build"]),
        offset: nameOffset)
    }
  }

  private func quoted(
    _ arguments: [Token], after keyword: String, example: String, at nameOffset: Int
  ) throws(FixtureError) -> String {
    guard arguments.count == 1, arguments[0].isQuoted else {
      let offset = arguments.first?.offset ?? nameOffset
      throw line.error(
        "expected one quoted name after '\(keyword)', as in '\(example)'", offset: offset)
    }
    guard !arguments[0].text.isEmpty else {
      throw line.error("empty name after '\(keyword)'", offset: arguments[0].offset)
    }
    return arguments[0].text
  }

  /// `wait 8`, `wait 0.5`: whole milliseconds, so at most three decimals that are not zero.
  private func wait(_ tokens: [Token]) throws(FixtureError) -> DeviceEvent {
    let arguments = tokens.dropFirst()
    let written = tokens.map(\.text).joined(separator: " ")
    let malformed = "malformed wait '\(written)'; expected seconds, as in 'wait 8' or 'wait 0.5'"
    guard arguments.count == 1, let argument = arguments.first, !argument.isQuoted,
      !argument.text.hasPrefix("-"), NumberText.parse(argument.text) != nil
    else {
      throw line.error(malformed, offset: arguments.first?.offset ?? tokens[0].offset)
    }
    let parts = argument.text.split(separator: ".", omittingEmptySubsequences: false)
    let fraction = parts.count > 1 ? parts[1] : ""
    let kept = fraction.prefix(3)
    guard fraction.dropFirst(3).allSatisfy({ $0 == "0" }),
      let seconds = Int(parts[0]), seconds <= Int.max / 1000 - 1000
    else {
      throw line.error(malformed, offset: argument.offset)
    }
    let milliseconds = Int(kept + String(repeating: "0", count: 3 - kept.count)) ?? 0
    return .wait(milliseconds: seconds * 1000 + milliseconds)
  }

  /// Removes a final `in "South"` or `in window 2`.
  private func takeWindow(from tokens: inout [Token]) throws(FixtureError)
    -> (WindowRef?, Int?)
  {
    let count = tokens.count
    if count >= 3, tokens[count - 3].isWord("in"), tokens[count - 2].isWord("window") {
      let number = tokens[count - 1]
      guard !number.isQuoted, number.text.allSatisfy(\.isASCII), let value = Int(number.text),
        value >= 1
      else {
        throw line.error(
          "expected a window number from 1 after 'in window', not '\(number.text)'",
          offset: number.offset)
      }
      let offset = tokens[count - 3].offset
      tokens.removeLast(3)
      return (.number(value), offset)
    }
    if count >= 2, tokens[count - 2].isWord("in"), tokens[count - 1].isQuoted {
      guard !tokens[count - 1].text.isEmpty else {
        throw line.error("empty window name after 'in'", offset: tokens[count - 1].offset)
      }
      let offset = tokens[count - 2].offset
      let value = tokens[count - 1].text
      tokens.removeLast(2)
      return (.value(value), offset)
    }
    return (nil, nil)
  }

  private func startsLikeNumber(_ word: String) -> Bool {
    guard let first = word.first else { return false }
    return first.isNumber || first == "-" || first == "."
  }

  /// Splits the text into words and `"…"` strings (with `\"` and `\\` escapes).
  private func tokenize() throws(FixtureError) -> [Token] {
    let bytes = Array(text.utf8)
    var tokens: [Token] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: " ") {
        index += 1
        continue
      }
      let start = index
      if bytes[index] == UInt8(ascii: "\"") {
        var value: [UInt8] = []
        index += 1
        var closed = false
        while index < bytes.count {
          let byte = bytes[index]
          if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
            value.append(bytes[index + 1])
            index += 2
          } else if byte == UInt8(ascii: "\"") {
            closed = true
            index += 1
            break
          } else {
            value.append(byte)
            index += 1
          }
        }
        guard closed else {
          throw line.error("unterminated string; expected '\"'", offset: offset + start)
        }
        tokens.append(
          Token(
            text: String(decoding: value, as: UTF8.self), isQuoted: true, offset: offset + start))
      } else {
        while index < bytes.count, bytes[index] != UInt8(ascii: " ") { index += 1 }
        tokens.append(
          Token(
            text: String(decoding: bytes[start..<index], as: UTF8.self), isQuoted: false,
            offset: offset + start))
      }
    }
    return tokens
  }
}
