/// How Swift writes a floating-point value, where `description` and printing differ.
///
/// Printing (`print`, interpolation, `debugDescription`, a collection's elements) writes a NaN's
/// sign and whether it signals (`-nan`, `snan`); `description` and `String(describing:)` of
/// the number itself say `nan` for every NaN. Checked with swiftc 6.3 on Linux:
/// `print(-Double.nan, (-Double.nan).description)` prints `-nan nan`.
public enum FloatText {
  public static func printed(_ value: Double) -> String {
    value.isNaN ? nanText(value.sign, value.isSignalingNaN) : value.description
  }

  public static func printed(_ value: Float) -> String {
    value.isNaN ? nanText(value.sign, value.isSignalingNaN) : value.description
  }

  private static func nanText(_ sign: FloatingPointSign, _ signaling: Bool) -> String {
    (sign == .minus ? "-" : "") + (signaling ? "snan" : "nan")
  }

  /// Whether `value` is a `Double` or `Float` NaN (whose `description` is plain `nan`).
  public static func isNaN(_ value: Value) -> Bool {
    switch value {
    case .double(let d): return d.isNaN
    case .number(let n) where n.kind == .float: return n.floatValue.isNaN
    default: return false
    }
  }
}
