import SwiftInterpreter
import Transcript

/// `UserDefaults.standard`: the device's defaults, kept across launches and shared with
/// `@AppStorage`, and a registration domain (`register(defaults:)`) that lasts one process.
///
/// Reading a value as another kind converts it as Foundation does (checked with swiftc 6.3.1's
/// Foundation): the string `"12"` reads as the integer 12, `"YES"` and `"true"` as `true`, a
/// number as its text, `true` as `"1"`; anything else reads as 0, false or nil.
enum FoundationDefaults {
  static func register(in registry: Registry) {
    registry.type("UserDefaults", module: "Foundation", kind: .classType, doc: foundation("userdefaults")) { type in
      type.property("static var standard: UserDefaults { get }") { _ in .native(SharedObject("UserDefaults")) }
      type.method("func integer(forKey defaultName: String) -> Int") { call in .int(integer(try stored(call))) }
      type.method("func double(forKey defaultName: String) -> Double") { call in .double(double(try stored(call))) }
      type.method("func float(forKey defaultName: String) -> Float") { call in .number(Number(float: Float(double(try stored(call))))) }
      type.method("func bool(forKey defaultName: String) -> Bool") { call in .bool(bool(try stored(call))) }
      type.method("func string(forKey defaultName: String) -> String?") { call in .optional(string(try stored(call)).map(Value.string)) }
      type.method("func object(forKey defaultName: String) -> Any?") { call in .optional(try stored(call)) }
      type.method("func array(forKey defaultName: String) -> [Any]?") { call in
        guard case .array? = try stored(call) else { return .none }
        return .optional(try stored(call))
      }
      type.method("func stringArray(forKey defaultName: String) -> [String]?") { call in
        guard case .array(let array)? = try stored(call), array.elements.allSatisfy({ $0.asString != nil }) else { return .none }
        return .some(.array(array))
      }
      type.method("func dictionary(forKey defaultName: String) -> [String: Any]?") { call in
        guard case .dictionary? = try stored(call) else { return .none }
        return .optional(try stored(call))
      }
      type.method("func data(forKey defaultName: String) -> Data?") { call in
        guard case .native(let data as DataValue)? = try stored(call) else { return .none }
        return .some(.native(data))
      }
      type.method("func url(forKey defaultName: String) -> URL?") { call in
        guard case .native(let url as URLValue)? = try stored(call) else { return .none }
        return .some(.native(url))
      }
      type.method("func set(_ value: Any?, forKey defaultName: String)") { call in
        try store(call[0].isNil ? nil : (call[0].unwrapped ?? call[0]), key: try call.string(1), call)
        return .void
      }
      type.method("func removeObject(forKey defaultName: String)") { call in
        try store(nil, key: try call.string(0), call)
        return .void
      }
      type.method("func register(defaults registrationDictionary: [String: Any])") { call in
        let process = try call.process
        guard case .dictionary(let dictionary) = call[0] else { throw call.mismatch(0, "[String: Any]") }
        for index in 0..<dictionary.count {
          guard case .string(let key) = dictionary[index].key else { continue }
          process.registeredDefaults[key] = dictionary[index].value.unwrapped ?? dictionary[index].value
          process.invalidateReaders(of: "app storage \(key)", in: process.windows)
        }
        return .void
      }
      type.method("@discardableResult func synchronize() -> Bool") { _ in .bool(true) }
    }
  }

  /// What `@AppStorage` reads for a key the app has not set: the registered default, since
  /// the wrapper reflects UserDefaults (Apple, AppStorage) and the registration domain is one
  /// of its domains (Apple, register(defaults:)); its own default only when none is registered.
  /// A registered value of another kind than the wrapper's is bridged by Foundation in ways
  /// not modelled here.
  static func registered(_ key: String, for initial: Value, in process: AppProcess, at location: SourceLocation?) throws -> Value? {
    guard let value = process.registeredDefaults[key] else { return nil }
    switch (value, initial.unwrapped ?? initial) {
    case (.int, .int), (.string, .string), (.bool, .bool), (.double, .double): return value
    default:
      throw InterpreterError.notModelled("@AppStorage(\"\(key)\") reading a registered default of another type", at: location)
    }
  }

  /// The value for the call's key: the app's own, or else the registered one.
  private static func stored(_ call: NativeCall) throws -> Value? {
    let process = try call.process
    let key = try call.string(0)
    return process.device.defaults[key] ?? process.registeredDefaults[key]
  }

  private static func store(_ value: Value?, key: String, _ call: NativeCall) throws {
    let process = try call.process
    process.device.defaults[key] = value
    process.invalidateReaders(of: "app storage \(key)", in: process.windows)
  }

  static func integer(_ value: Value?) -> Int {
    switch value {
    case .int(let n)?: n
    case .double(let d)? where d.isFinite && abs(d) < 9.2e18: Int(d)
    case .bool(let b)?: b ? 1 : 0
    case .number(let n)?: n.integerValue ?? Int(exactly: n.doubleValue.rounded(.towardZero)) ?? 0
    case .string(let s)?: Int(s) ?? Double(s).flatMap { Int(exactly: $0.rounded(.towardZero)) } ?? 0
    default: 0
    }
  }

  static func double(_ value: Value?) -> Double {
    switch value {
    case .int(let n)?: Double(n)
    case .double(let d)?: d
    case .bool(let b)?: b ? 1 : 0
    case .number(let n)?: n.doubleValue
    case .string(let s)?: Double(s) ?? 0
    default: 0
    }
  }

  static func bool(_ value: Value?) -> Bool {
    switch value {
    case .bool(let b)?: return b
    case .int(let n)?: return n != 0
    case .double(let d)?: return d != 0
    case .number(let n)?: return n.doubleValue != 0
    case .string(let s)?:
      if ["yes", "true"].contains(s.lowercased()) { return true }
      return (Double(s) ?? 0) != 0
    default: return false
    }
  }

  static func string(_ value: Value?) -> String? {
    switch value {
    case .string(let s)?: s
    case .int(let n)?: String(n)
    case .double(let d)?: d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
    case .bool(let b)?: b ? "1" : "0"
    default: nil
    }
  }
}
