import Transcript

/// `value[keyPath: path]`: reading and writing through a key path, on any value.
extension Interpreter {
  /// Whether a subscript's arguments are one key path (`[keyPath: path]`).
  static func keyPathArgument(_ keys: [Value], labels: [String?]) -> KeyPathValue? {
    guard keys.count == 1, labels.first == "keyPath", case .keyPath(let path) = keys[0] else { return nil }
    return path
  }

  /// Writes through a key path's members in turn, each value changed in place.
  func setThroughKeyPath(_ base: inout Value, _ components: ArraySlice<String>, _ value: Value, at location: SourceLocation?) throws {
    let path = components.drop { $0 == "self" }
    guard let first = path.first else {
      base = value
      return
    }
    if path.count == 1 {
      try setMember(&base, first, value, at: location)
      return
    }
    try modifyMember(&base, first, at: location) { inner in
      try setThroughKeyPath(&inner, path.dropFirst(), value, at: location)
    }
  }
}
