import Transcript

/// What a student reads instead of the fixture's syntax: events as what they did, and expected
/// lines with each hole shown as the value their console gave it.
///
/// `== home ==` reads `you pressed Home`; `North: active → inactive, {{home: int}} ticks` reads
/// `North: active → inactive, 13 ticks` once the student's console bound `home` to 13, and
/// `North: active → inactive, ‹a whole number› ticks` before.
public enum StudentWords {
  /// What the person did, for each event: the wording is data, one entry per event keyword.
  static let actions: [String: String] = [
    "launch": "you launched the app",
    "run": "you ran the app from Xcode (⌘R)",
    "stop": "you stopped the app in Xcode (⌘.)",
    "home": "you pressed Home",
    "return": "you went back to the app from the Home Screen",
    "control center": "you pulled Control Center down",
    "control center away": "you swiped Control Center away",
    "app switcher": "you opened the app switcher",
    "tap card": "you tapped the app's card in the app switcher",
    "swipe away": "you swiped the app's card away in the app switcher",
    "system ends app": "the system ended the suspended app",
    "wait": "you waited",
    "tap": "you tapped",
    "background refresh": "the system ran the background refresh",
    "open url": "you opened the link",
    "continue activity": "the app was handed the activity",
    "system disconnects scene": "the system disconnected the background scene",
        "back": "you tapped the back button",
    "pull to refresh": "you pulled the list down to refresh it",
  ]

  /// `you pressed Home`, `you tapped “Give North a bean” 3 times`, `you waited 8 seconds`.
  public static func action(_ spec: EventSpec) -> String {
    var text = actions[spec.event.keyword] ?? spec.text
    switch spec.event {
    case .wait(let milliseconds):
      let seconds = NumberText.format(Double(milliseconds) / 1000)
      text += " \(seconds) second\(milliseconds == 1000 ? "" : "s")"
    case .tap(let label, _):
      text += " “\(label)”"
    case .backgroundRefresh(let identifier), .openURL(let identifier, _),
      .continueActivity(let identifier, _):
      text += " “\(identifier)”"
    default:
      break
    }
    switch spec.event.window {
    case .value(let value)?: text += " in the window of “\(value)”"
    case .number(let number)?: text += " in window \(number)"
    case nil: break
    }
    if spec.repeatCount == 2 { text += " twice" }
    if spec.repeatCount > 2 { text += " \(spec.repeatCount) times" }
    return text
  }

  /// The expected line with each hole shown in words a student reads: the value it must
  /// equal or that the student's console bound, else the values it may take (`‹13 or 14›`),
  /// else what kind of value it is (`‹a whole number›`).
  ///
  /// - Parameters:
  ///   - values: The values holes bound from the student's console, by name.
  ///   - found: Whether the student's line was found with every value in its bounds: a hole
  ///     that bound a name then shows the student's value rather than its bounds.
  public static func shown(_ pattern: LinePattern, values: [String: String], found: Bool = false)
    -> String
  {
    var text = ""
    for piece in pattern.pieces {
      switch piece {
      case .literal(let literal): text += literal
      case .hole(let hole): text += shown(hole, values: values, found: found)
      }
    }
    return text
  }

  private static func shown(_ hole: Hole, values: [String: String], found: Bool) -> String {
    if let name = hole.name, let value = values[name], hole.isBackReference || found {
      return value
    }
    if let range = range(hole, values: values) { return "‹\(range)›" }
    if !hole.isBackReference, hole.lower == nil, let name = hole.name, let value = values[name] {
      return value
    }
    return "‹\(kind(hole.type))›"
  }

  /// `13 or 14`, `from 2 to 5`, `7`: a bound with its names resolved; nil when it has none or
  /// a name it uses has no value.
  private static func range(_ hole: Hole, values: [String: String]) -> String? {
    guard let lower = hole.lower, let upper = hole.upper,
      let low = resolve(lower, values), let high = resolve(upper, values)
    else { return nil }
    let lowText = NumberText.format(low)
    let highText = NumberText.format(high)
    if low == high { return lowText }
    if hole.type == .int, high - low == 1 { return "\(lowText) or \(highText)" }
    return "from \(lowText) to \(highText)"
  }

  private static func resolve(_ bound: Hole.Bound, _ values: [String: String]) -> Double? {
    switch bound {
    case .number(let value): value
    case .name(let name, let offset): values[name].flatMap(NumberText.parse).map { $0 + offset }
    }
  }

  private static func kind(_ type: Hole.HoleType) -> String {
    switch type {
    case .int: "a whole number"
    case .number: "a number"
    case .word: "a word"
    case .text: "any text"
    }
  }
}
