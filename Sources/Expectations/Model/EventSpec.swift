import Transcript

/// An event line as written: what it does, how many times, and where it is.
public struct EventSpec: Sendable, Equatable {
  public var event: DeviceEvent
  /// How many times the event happens in a row (`x3`); 1 when not written.
  public var repeatCount: Int
  /// The text between `==` and `==`, trimmed: `tap "Visit South" in window 1 x2`.
  public var text: String
  /// The position of the `==` that starts the line.
  public var location: SourceLocation

  public init(event: DeviceEvent, repeatCount: Int = 1, text: String, location: SourceLocation) {
    self.event = event
    self.repeatCount = repeatCount
    self.text = text
    self.location = location
  }

  /// The event as the engine plays it.
  public var scripted: ScriptedEvent {
    ScriptedEvent(event, repeatCount: repeatCount, label: text)
  }
}

extension EventSpec {
  /// Reads an event as a fixture's `== … ==` line writes it (`home`, `tap "Done" in window 2 x3`).
  ///
  /// - Parameters:
  ///   - text: The text between the `==`s.
  ///   - location: Where the text is, for errors.
  /// - Throws: A `FixtureError` for an unknown or malformed event, as a fixture would get it.
  public static func parse(_ text: String, at location: SourceLocation) throws(FixtureError)
    -> EventSpec
  {
    let line = SourceLine(path: location.file, number: location.line, text: text)
    return try EventLineParser(line: line, text: text, offset: 0).parse()
  }
}
