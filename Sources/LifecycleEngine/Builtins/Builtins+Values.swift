import Foundation
import SwiftReader
import Transcript

/// Members of Swift's own values: strings, arrays, dictionaries, numbers, optionals, ranges.
extension Builtins {
  /// `value.name` where the value's type is the engine's: a property, or a method to call later.
  static func member(
    of value: Value, _ name: String, _ interpreter: Interpreter, _ context: Context, at location: SourceLocation
  ) throws -> Value {
    if let property = try property(of: value, name, interpreter, at: location) { return property }
    if case .view = value, let modifier = try modifier(name, on: value, of: nil, interpreter, at: location) {
      return modifier
    }
    if case .scene = value, let modifier = try modifier(name, on: value, of: nil, interpreter, at: location) {
      return modifier
    }
    guard isKnownMethod(name, on: value) else {
      throw RuntimeError.unsupported("value of type '\(interpreter.typeName(of: value))' has no member '\(name)'", at: location)
    }
    return interpreter.builtin(name) { interpreter, arguments in
      try callMethod(value, name, arguments, target: nil, interpreter, context, awaitKey: interpreter.takeAwaitKey(), at: location)
    }
  }

  private static func property(
    of value: Value, _ name: String, _ interpreter: Interpreter, at location: SourceLocation
  ) throws -> Value? {
    switch (value, name) {
    case (_, "description"): return .string(try interpreter.describe(value))
    case (_, "debugDescription"): return .string(try interpreter.reflect(value))
    case (.string(let s), "count"): return .int(s.count)
    case (.string(let s), "isEmpty"): return .bool(s.isEmpty)
    case (.string(let s), "first"): return s.first.map { .optional(.string(String($0))) } ?? .null
    case (.string(let s), "last"): return s.last.map { .optional(.string(String($0))) } ?? .null
    case (.string(let s), "capitalized"): return .string(s.capitalized)
    case (.array(let a), "count"): return .int(a.count)
    case (.array(let a), "isEmpty"): return .bool(a.isEmpty)
    case (.array(let a), "first"): return a.first.map { $0.wrappedInOptional } ?? .null
    case (.array(let a), "last"): return a.last.map { $0.wrappedInOptional } ?? .null
    case (.array(let a), "indices"): return .range(lower: .int(0), upper: .int(a.count), isClosed: false)
    case (.array, "startIndex"): return .int(0)
    case (.array(let a), "endIndex"): return .int(a.count)
    case (.dictionary(let d), "count"): return .int(d.count)
    case (.dictionary(let d), "isEmpty"): return .bool(d.count == 0)
    case (.dictionary(let d), "keys"): return .array(d.keys)
    case (.dictionary(let d), "values"): return .array(d.values)
    case (.int(let n), "magnitude"): return .int(n.magnitude > UInt(Int.max) ? Int.max : Int(n.magnitude))
    case (.double(let d), "isNaN"): return .bool(d.isNaN)
    case (.double(let d), "isFinite"): return .bool(d.isFinite)
    case (.range(let lower, _, _), "lowerBound"): return lower
    case (.range(_, let upper, _), "upperBound"): return upper
    case (.range, "count"), (.range, "isEmpty"):
      let count = try interpreter.sequenceElements(value, at: location).count
      return name == "count" ? .int(count) : .bool(count == 0)
    case (.tuple(let items), _):
      if let index = Int(name), index < items.count { return items[index].value }
      return items.first { $0.label == name }?.value
    case (.enumCase(let e), "rawValue"): return e.rawValue
    case (.native(let native), _): return try nativeProperty(native, name, interpreter, at: location)
    default: return nil
    }
  }

  /// Whether a method of that name exists for the value (else the member is an error at once).
  private static func isKnownMethod(_ name: String, on value: Value) -> Bool {
    switch value {
    case .native, .function, .optional, .view, .scene: return true
    default: return stdlibMethods.contains(name)
    }
  }

  static let stdlibMethods: Set<String> = [
    "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "map", "compactMap",
    "flatMap", "filter", "reduce", "forEach", "contains", "first", "last", "firstIndex", "lastIndex",
    "sorted", "sort", "reversed", "joined", "enumerated", "prefix", "suffix", "dropFirst", "dropLast", "min",
    "max", "allSatisfy", "count", "updateValue", "removeValue", "mapValues", "uppercased", "lowercased",
    "hasPrefix", "hasSuffix", "split", "components", "replacingOccurrences", "trimmingCharacters",
    "isMultiple", "rounded", "toggle", "formatted", "index", "distance", "addingTimeInterval",
    "timeIntervalSince", "callAsFunction", "truncatingRemainder", "signum", "starts", "merge", "shuffled",
    "randomElement", "elementsEqual", "lowercased", "zip", "union", "intersection", "subtracting", "formUnion",
  ]

  /// Whether calling `name` changes the value it is called on (so it is written back).
  static func isMutating(_ name: String, on value: Value) -> Bool {
    switch value {
    case .array, .dictionary, .string, .bool:
      ["append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "sort", "toggle",
       "updateValue", "removeValue", "merge", "reverse", "formUnion"].contains(name)
    default: false
    }
  }

  /// Calls a method of an engine value; `target` receives the changed value of a mutating one.
  static func callMethod(
    _ base: Value, _ name: String, _ arguments: [ArgumentValue], target: LValue?, _ interpreter: Interpreter,
    _ context: Context, awaitKey: AwaitKey?, at location: SourceLocation
  ) throws -> Value {
    switch base {
    case .view, .scene:
      guard let modifier = try modifier(name, on: base, of: nil, interpreter, at: location),
        case .function(let function) = modifier
      else { throw RuntimeError.unsupported("value of type '\(interpreter.typeName(of: base))' has no member '\(name)'", at: location) }
      return try interpreter.callFunction(function, arguments, at: location)
    case .native(let native):
      return try callNative(native, name, arguments, interpreter, context, awaitKey: awaitKey, at: location)
    case .function(let function) where name == "callAsFunction":
      return try interpreter.callFunction(function, arguments, at: location)
    case .optional(let inner):
      switch name {
      case "map", "flatMap":
        guard let inner, case .function(let transform)? = arguments.first?.value else { return .null }
        return try interpreter.callFunction(transform, [ArgumentValue(label: nil, value: inner)], at: location).wrappedInOptional
      default:
        guard let inner else { throw RuntimeError("value of optional type must be unwrapped to refer to member '\(name)'", at: location) }
        return try callMethod(inner, name, arguments, target: nil, interpreter, context, awaitKey: awaitKey, at: location)
      }
    default:
      var value = base
      let result = try StdlibMethods(interpreter: interpreter, location: location).call(name, on: &value, arguments)
      if let target, isMutating(name, on: base) { try interpreter.assign(value, to: target, context, at: location) }
      return result
    }
  }
}
