/// `Data`: bytes. `print` shows only their count (`5 bytes`), as swiftc's Foundation prints.
public final class DataValue: NativeValue {
  public let bytes: [UInt8]
  public init(_ bytes: [UInt8]) { self.bytes = bytes }
  public var typeName: String { "Data" }
  public var description: String? { "\(bytes.count) bytes" }
  public func isEqual(to other: any NativeValue) -> Bool? { (other as? DataValue).map { $0.bytes == bytes } }
  public func hash(into hasher: inout Hasher) { hasher.combine(bytes) }
}

/// A value of a host type that encoders write and decoders read (`Date`, `UUID`, `URL`).
public protocol EncodableNativeValue: NativeValue {
  /// The tree `encode(to:)` makes of it under the encoder's strategies.
  func codingTree(_ strategies: CodingStrategies) throws -> CodingTree
}

/// How an encoder or decoder writes the host's values: dates (`dateEncodingStrategy`).
public struct CodingStrategies: Sendable, Equatable {
  public enum Dates: Sendable, Equatable {
    /// The default: seconds since 2001-01-01 as a number (Date's own `encode(to:)`).
    case deferredToDate
    case secondsSince1970
    case millisecondsSince1970
    /// `2026-01-01T00:00:08Z`.
    case iso8601
  }
  public var dates: Dates = .deferredToDate
  public init() {}
}

/// Makes host values from what a decoder read: a table by type name, filled by the host.
public struct NativeDecoders: Sendable {
  public typealias Decode = @Sendable (CodingTree, CodingStrategies) -> Value?
  public var byTypeName: [String: Decode] = [:]
  public init() {}
}

/// A `DecodingError` or `EncodingError` thrown to the program, printed as the Swift standard
/// library prints it (swiftc 6.3.1: `DecodingError.keyNotFound: Key 'title' not found …`).
public final class CodingErrorValue: NativeValue {
  public let typeName: String
  public let caseName: String
  public let text: String
  public init(typeName: String, caseName: String, text: String) {
    self.typeName = typeName
    self.caseName = caseName
    self.text = text
  }
  public var description: String? { text }
}
