/// Reading and writing the numbers of fixtures: hole values, bounds, waits and points.
enum NumberText {
  /// Writes `5` for 5.0 and `0.5` for 0.5, as a person would.
  static func format(_ value: Double) -> String {
    if value.isFinite, value.magnitude < 1e15, Double(Int64(value)) == value {
      return String(Int64(value))
    }
    return String(value)
  }

  /// Reads `-?[0-9]+(\.[0-9]+)?`, the only number syntax fixtures use; nil for anything else.
  static func parse<S: StringProtocol>(_ text: S) -> Double? {
    var bytes = Substring(text).utf8[...]
    if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
    let whole = bytes.prefix { isDigit($0) }
    guard !whole.isEmpty else { return nil }
    let rest = bytes.dropFirst(whole.count)
    if !rest.isEmpty {
      guard rest.first == UInt8(ascii: "."), rest.count > 1,
        rest.dropFirst().allSatisfy(isDigit)
      else { return nil }
    }
    return Double(String(text))
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
