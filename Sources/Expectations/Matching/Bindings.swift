import Transcript

/// A value bound by a named hole, and the expected line that bound it.
public struct BoundValue: Sendable, Equatable {
  public var name: String
  public var value: String
  /// The expected line whose hole bound it.
  public var location: SourceLocation

  public init(name: String, value: String, location: SourceLocation) {
    self.name = name
    self.value = value
    self.location = location
  }
}

/// The values bound so far in a fixture's verification, shared by all its events in order.
struct Bindings: Sendable {
  private(set) var values: [String: String] = [:]
  private(set) var order: [BoundValue] = []

  subscript(name: String) -> String? { values[name] }

  /// Binds the named holes of `pattern` to what they matched in `line`; a name that already
  /// has a value keeps it.
  mutating func bind(_ pattern: LinePattern, captures: [Range<Int>], in line: LineBytes) {
    guard !captures.isEmpty else { return }
    for (hole, range) in zip(pattern.holes, captures) where hole.binds {
      guard let name = hole.name, values[name] == nil else { continue }
      let value = String(decoding: UnsafeBufferPointer(rebasing: line[range]), as: UTF8.self)
      values[name] = value
      order.append(BoundValue(name: name, value: value, location: pattern.location))
    }
  }

  /// The first hole of `pattern` whose value breaks its bound or back-reference, given these
  /// bindings; nil when every requirement holds.
  ///
  /// A requirement that uses a name with no value yet (its line was not found) is not
  /// checked: the missing line is the failure to report.
  func violation(
    of pattern: LinePattern, captures: [Range<Int>], in line: LineBytes
  ) -> RangeViolation? {
    var local: [String: String] = [:]
    var holeIndex = 0
    for piece in pattern.pieces {
      guard case .hole(let hole) = piece else { continue }
      defer { holeIndex += 1 }
      guard holeIndex < captures.count else { break }
      // A hole that binds nothing and requires nothing needs no text.
      guard hole.name != nil || hole.lower != nil || hole.upper != nil else { continue }
      let range = captures[holeIndex]
      let text = String(decoding: UnsafeBufferPointer(rebasing: line[range]), as: UTF8.self)
      defer { if hole.binds, let name = hole.name { local[name] = text } }
      if hole.isBackReference, let name = hole.name {
        guard let bound = local[name] ?? values[name], bound != text else { continue }
        return RangeViolation(
          hole: hole.written, value: text, expected: bound, written: name,
          names: [.init(name: name, value: bound)], isBackReference: true)
      }
      guard let lower = hole.lower, let upper = hole.upper, let value = Double(text) else {
        continue
      }
      var names: [RangeViolation.NamedValue] = []
      func resolve(_ bound: Hole.Bound) -> Double? {
        switch bound {
        case .number(let number):
          return number
        case .name(let name, let offset):
          guard let text = local[name] ?? values[name], let base = Double(text) else { return nil }
          if !names.contains(where: { $0.name == name }) {
            names.append(.init(name: name, value: text))
          }
          return base + offset
        }
      }
      guard let low = resolve(lower), let high = resolve(upper) else { continue }
      if value < low || value > high {
        return RangeViolation(
          hole: hole.written, value: text,
          expected: "\(NumberText.format(low))...\(NumberText.format(high))",
          written: "\(lower)...\(upper)", names: names, isBackReference: false)
      }
    }
    return nil
  }

  /// Whether the captures satisfy every requirement.
  func accepts(_ pattern: LinePattern, captures: [Range<Int>], in line: LineBytes) -> Bool {
    captures.isEmpty || violation(of: pattern, captures: captures, in: line) == nil
  }
}
