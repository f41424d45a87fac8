import Transcript

/// A value of a type the host provides: a `Date`, a `URL`, a notification, whatever it models.
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
  /// How an error names the value when the engine does not model what is done with it.
  var constructName: String { get }
}

extension NativeValue {
  public var debugDescription: String? { description }
  public func isEqual(to other: any NativeValue) -> Bool? { nil }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  public var isDrawingOnly: Bool { false }
  public var constructName: String { typeName }
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
  public var constructName: String { written }

  /// The value a member of it gives: drawing too, written on from this one.
  public func member(_ name: String, call: Bool = false) -> DrawingValue {
    DrawingValue(typeName: typeName, written: "\(written).\(name)" + (call ? "(…)" : ""))
  }
}

extension NativeValue {
  /// A drawing value's member: drawing too, named as it was written.
  func drawingMember(_ name: String, call: Bool = false) -> DrawingValue {
    if let drawing = self as? DrawingValue { return drawing.member(name, call: call) }
    return DrawingValue(typeName: typeName, written: "\(typeName).\(name)" + (call ? "(…)" : ""))
  }
}

/// A registry object that is the inherited part of a class of the program (a
/// a host class's stored parts): it is told which object it belongs to.
public protocol NativeBaseOwned: NativeValue {
  func attach(owner: ObjectValue)
}
