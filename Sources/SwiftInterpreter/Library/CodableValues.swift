/// `Data`: bytes. `print` shows only their count (`5 bytes`), as swiftc's Foundation prints.
public final class DataValue: NativeValue, EncodableNativeValue {
  public let bytes: [UInt8]
  public init(_ bytes: [UInt8]) { self.bytes = bytes }
  public var typeName: String { "Data" }
  public var description: String? { "\(bytes.count) bytes" }
  public func isEqual(to other: any NativeValue) -> Bool? { (other as? DataValue).map { $0.bytes == bytes } }
  public func hash(into hasher: inout Hasher) { hasher.combine(bytes) }
  public func codingTree(_ strategies: CodingStrategies) throws -> CodingTree { .data(bytes) }

  /// Bytes back from a tree: a property list's `<data>` or JSON's base64 string.
  public static func decoded(_ tree: CodingTree) -> Value? {
    switch tree {
    case .data(let bytes): return .native(DataValue(bytes))
    case .string(let text): return Base64.decode(text).map { .native(DataValue($0)) }
    default: return nil
    }
  }
}

/// Base64 (RFC 4648, with padding), as `Data.base64EncodedString()` and JSON's `.base64` write it.
public enum Base64 {
  private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  public static func encode(_ bytes: [UInt8]) -> String {
    var out: [UInt8] = []
    var index = 0
    while index < bytes.count {
      let chunk = Array(bytes[index..<min(index + 3, bytes.count)])
      let value = chunk.enumerated().reduce(0) { $0 | Int($1.element) << (16 - 8 * $1.offset) }
      for position in 0..<4 {
        out.append(position <= chunk.count ? alphabet[(value >> (18 - 6 * position)) & 63] : UInt8(ascii: "="))
      }
      index += 3
    }
    return String(decoding: out, as: UTF8.self)
  }

  public static func decode(_ text: String) -> [UInt8]? {
    let symbols = Array(text.utf8).filter { $0 != UInt8(ascii: "=") }
    guard text.utf8.count % 4 == 0 else { return nil }
    var bits = 0
    var count = 0
    var out: [UInt8] = []
    for symbol in symbols {
      guard let value = alphabet.firstIndex(of: symbol) else { return nil }
      bits = bits << 6 | value
      count += 6
      if count >= 8 {
        count -= 8
        out.append(UInt8((bits >> count) & 0xFF))
      }
    }
    return out
  }
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
    /// A property list's own `<date>`.
    case propertyList
  }
  public var dates: Dates = .deferredToDate
  /// `keyEncodingStrategy` / `keyDecodingStrategy` (see `KeyCodingStrategies`).
  public enum Keys: Sendable, Equatable { case useDefaultKeys, convertToSnakeCase, convertFromSnakeCase }
  public var keys: Keys = .useDefaultKeys
  public init() {}
}

/// Makes host values from what a decoder read: a table by type name, filled by the host.
public struct NativeDecoders: Sendable {
  public typealias Decode = @Sendable (CodingTree, CodingStrategies) -> Value?
  public var byTypeName: [String: Decode] = [:]
  public init() {}
}
