import SwiftReader
import Transcript

extension Interpreter {
  /// `is T`: the value's dynamic type is `T`, or conforms to or inherits from it.
  func value(_ value: Value, isOf type: TypeSyntax) throws -> Bool {
    let name = type.name
    if type.isOptional { return try value.isNil || self.value(value.unwrapped ?? value, isOf: stripped(type)) }
    let inner = value.unwrapped ?? value
    if value.isNil { return false }
    switch inner {
    case .int: return ["Int", "Any", "Equatable", "Hashable", "Comparable", "Numeric"].contains(name)
    case .double: return ["Double", "Any", "Equatable", "Hashable", "Comparable", "Numeric"].contains(name)
    case .string: return ["String", "Any", "Equatable", "Hashable", "Comparable", "StringProtocol"].contains(name)
    case .bool: return ["Bool", "Any", "Equatable", "Hashable"].contains(name)
    case .array: return name.hasPrefix("[") || name.hasPrefix("Array") || name == "Any"
    case .dictionary: return name.hasPrefix("[") || name.hasPrefix("Dictionary") || name == "Any"
    case .structure(let structure): return isUser(structure.type, name)
    case .object(let object):
      return isUser(object.type, name) || name == "AnyObject" || (name == "NSObject" && conformances(of: object.type).contains("NSObject"))
    case .enumCase(let enumValue):
      if case .user(let info) = enumValue.type { return isUser(info, name) }
      return enumValue.type.name == name || name == "Any"
    case .native(.error(let error)):
      if name == "NSError" || name == "Error" || name == "Any" { return true }
      if name == "CancellationError" { return error.domain == "Swift.CancellationError" }
      return false
    case .native(let native): return Builtins.typeName(of: native) == name || name == "Any"
    case .function: return name == "Any" || name == "function"
    default: return name == "Any"
    }
  }

  private func stripped(_ type: TypeSyntax) -> TypeSyntax {
    switch type.kind {
    case .optional(let inner), .implicitlyUnwrapped(let inner): inner
    default: type
    }
  }

  private func isUser(_ type: TypeInfo, _ name: String) -> Bool {
    name == "Any" || type.name == name || type.qualifiedName == name || conformances(of: type).contains(name)
      || (name == "Error" && conformances(of: type).contains("LocalizedError"))
  }

  /// `as`, `as?` and `as!`; `error as NSError` bridges any error to an `NSError`.
  func cast(_ value: Value, _ kind: CastKind, _ type: TypeSyntax, at location: SourceLocation) throws -> Value {
    if type.name == "NSError" || type.name == "any Error" || type.name == "Error" {
      if let bridged = bridgeToNSError(value.unwrapped ?? value) {
        return kind == .optional ? bridged.wrappedInOptional : bridged
      }
    }
    if type.name == "Double", case .int(let number) = value { return .double(Double(number)) }
    switch kind {
    case .plain:
      return value
    case .optional:
      return try self.value(value, isOf: type) ? (value.unwrapped ?? value).wrappedInOptional : .null
    case .forced:
      guard try self.value(value, isOf: type) else {
        throw RuntimeError(
          "Could not cast value of type '\(typeName(of: value))' to '\(type.name)'", at: location)
      }
      return value.unwrapped ?? value
    }
  }

  /// What Foundation makes of an error bridged to `NSError`.
  func bridgeToNSError(_ value: Value) -> Value? {
    switch value {
    case .native(.error):
      return value
    case .enumCase(let enumValue):
      guard case .user(let type) = enumValue.type else { return nil }
      let code = type.enumCases.firstIndex { $0.name == enumValue.name } ?? 0
      return .native(.error(ErrorValue(
        domain: "\(process.moduleName).\(type.qualifiedName)", code: code, userInfo: OrderedDictionary(),
        underlying: value)))
    case .structure(let structure):
      return .native(.error(ErrorValue(
        domain: "\(process.moduleName).\(structure.type.qualifiedName)", code: 1,
        userInfo: OrderedDictionary(), underlying: value)))
    default:
      return nil
    }
  }
}
