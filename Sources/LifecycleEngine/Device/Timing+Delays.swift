/// The program's delays as virtual milliseconds: one rule for a sleep, a timer's interval and
/// a dispatch deadline, so that none of them can trap converting a huge or NaN `Double`.
extension Timing {
  /// The longest delay the clock can reach: Int64.max nanoseconds (about 292 years), where
  /// Dispatch saturates a deadline to `DispatchTime.distantFuture` ("the work never runs";
  /// checked with swiftc's Dispatch on Linux). A delay this long or longer is never reached;
  /// a run lasts the minutes its events name.
  public static let farFuture = Int(Int64.max / 1_000_000)

  /// A delay of `seconds` in whole milliseconds (rounded to the nearest), 0 for one in the
  /// past; nil for one the clock never reaches: NaN, infinite, or `farFuture` or beyond.
  public static func milliseconds(seconds: Double) -> Int? {
    guard !seconds.isNaN else { return nil }
    let milliseconds = (seconds * 1000).rounded()
    guard milliseconds < Double(farFuture) else { return nil }
    return milliseconds > 0 ? Int(milliseconds) : 0
  }

  /// A delay of `nanoseconds` in whole milliseconds (rounded to the nearest); nil for one
  /// the clock never reaches (`farFuture` or beyond).
  public static func milliseconds(nanoseconds: UInt64) -> Int? {
    let milliseconds = nanoseconds / 1_000_000 + (nanoseconds % 1_000_000 >= 500_000 ? 1 : 0)
    guard milliseconds < UInt64(farFuture) else { return nil }
    return Int(milliseconds)
  }
}
