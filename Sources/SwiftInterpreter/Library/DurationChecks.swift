import Transcript

/// The traps of `Duration` made from a `Double`, and of a sleep for longer than a clock can
/// count, worded as Swift 6.3's runtime words them (checked with swiftc on Linux: `.seconds(1e300)`,
/// `.seconds(.infinity)`, `.milliseconds(.nan)`, `.seconds(1.8e20)`, `Task.sleep(for: .seconds(1e19))`).
///
/// `Duration` counts attoseconds in 128 bits: the whole units are converted to an `_Int128`
/// first (infinity and NaN are "outside the representable range" there), then multiplied by
/// the attoseconds in a unit. A sleep counts whole seconds in 64 bits.
enum DurationChecks {
  /// 2^127, the first magnitude an `_Int128` cannot hold.
  static let int128Bound = 1.7014118346046923e38
  /// 2^63, the first magnitude an `Int64` cannot hold.
  static let int64Bound = 9.223372036854775808e18

  /// Seconds for `value` units of `unitsPerSecond` (1 for `.seconds`, 1000 for
  /// `.milliseconds` …), or the trap Swift raises making that `Duration`.
  static func seconds(_ value: Double, unitsPerSecond: Double, at location: SourceLocation?) throws -> Double {
    guard value.isFinite, abs(value) < int128Bound else {
      throw InterpreterError.trap(
        "Double value cannot be converted to _Int128 because it is outside the representable range", at: location)
    }
    let attosecondsPerUnit = 1e18 / unitsPerSecond
    guard abs(value.rounded(.towardZero)) * attosecondsPerUnit < int128Bound else {
      throw InterpreterError.trap("Overflow in multiplication", at: location)
    }
    return value / unitsPerSecond
  }

  /// The trap of `Task.sleep(for:)` given more seconds than 64 bits count.
  static func checkSleep(seconds: Double, at location: SourceLocation?) throws {
    if seconds >= int64Bound {
      throw InterpreterError.trap("Not enough bits to represent the passed value", at: location)
    }
    if seconds < -int64Bound {
      throw InterpreterError.trap("Not enough bits to represent a signed value", at: location)
    }
  }
}
