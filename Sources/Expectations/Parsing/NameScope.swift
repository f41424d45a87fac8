import Transcript

/// The hole names bound so far in a fixture, in verification order, with their types.
///
/// A name is visible to every later line of the fixture: later in the same event's block
/// (console lines first, then screens, never lines and hints) and in every later event.
struct NameScope: Sendable {
  struct Entry: Sendable {
    var type: Hole.HoleType
    var location: SourceLocation
  }

  private(set) var entries: [String: Entry] = [:]
  private(set) var order: [String] = []

  subscript(name: String) -> Entry? { entries[name] }

  mutating func bind(_ name: String, type: Hole.HoleType, at location: SourceLocation) {
    if entries[name] == nil { order.append(name) }
    entries[name] = Entry(type: type, location: location)
  }

  /// The bound names that hold numbers, for suggestions in bounds.
  var numericNames: [String] { order.filter { entries[$0]?.type.isNumeric == true } }
}
