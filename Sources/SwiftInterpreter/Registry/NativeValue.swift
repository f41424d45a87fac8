import Transcript

/// A value of a type the host provides: a SwiftUI view, a `Date`, a `URL`, a notification.
///
/// The interpreter knows nothing of what these are; it reaches their members through the
/// registry entry named by `typeName`, and asks the value itself how it prints, compares
/// and hashes. A value whose type the host does not let into logic (a colour, a font)
/// answers `nil` to `description`, and reading it in logic is a located error.
public protocol NativeValue: AnyObject {
  /// The registry name of the value's type: `Date`, `Notification.Name`, `Text`.
  var typeName: String { get }
  /// What `print` and interpolation show, or nil when the engine does not model it.
  var description: String? { get }
  /// What `String(reflecting:)` and collections show; `description` by default.
  var debugDescription: String? { get }
  /// Equality with another native value, or nil when the type is not `Equatable`.
  func isEqual(to other: any NativeValue) -> Bool?
  /// Mixes the value into a hash, for `Hashable` types.
  func hash(into hasher: inout Hasher)
  /// Values that may only flow into drawing (colours, fonts, shapes, styles).
  var isDrawingOnly: Bool { get }
}

extension NativeValue {
  public var debugDescription: String? { description }
  public func isEqual(to other: any NativeValue) -> Bool? { nil }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  public var isDrawingOnly: Bool { false }
}

/// A drawing value (a colour, a font, a style, an alignment): carried into drawing
/// positions and never read in logic.
public final class DrawingValue: NativeValue {
  public let typeName: String
  /// How it was written: `Color.red`, `.largeTitle`, `Font.system(size:)`.
  public let written: String

  public init(typeName: String, written: String) {
    self.typeName = typeName
    self.written = written
  }

  public var description: String? { nil }
  public var isDrawingOnly: Bool { true }
}
