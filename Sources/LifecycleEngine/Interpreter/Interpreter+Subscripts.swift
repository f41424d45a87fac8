import SwiftReader
import Transcript

extension Interpreter {
  /// `base[index]`: arrays, dictionaries, strings, tuples, and subscripts the program declares.
  func subscriptGet(_ base: Value, _ arguments: [ArgumentValue], _ context: Context, at location: SourceLocation)
    throws -> Value
  {
    if let type = userType(of: base), let declaration = type.members.subscripts.first {
      let function = Function(
        .declared(declaration, context: DeclarationContext(selfReference: selfReference(for: base), type: type)),
        serial: 0)
      return try callFunction(function, arguments, at: location)
    }
    guard let index = arguments.first?.value else {
      throw RuntimeError("missing subscript index", at: location)
    }
    switch base {
    case .array(let items):
      if case .range = index { return .array(try slice(items, index, at: location)) }
      guard case .int(let i) = index else { break }
      guard items.indices.contains(i) else {
        throw RuntimeError("Index out of range", at: location)
      }
      return items[i]
    case .dictionary(let dictionary):
      if arguments.count == 2, arguments[1].label == "default" {
        return dictionary[index] ?? arguments[1].value
      }
      return dictionary[index].map { $0.wrappedInOptional } ?? .null
    case .string(let text):
      if case .range = index {
        return .string(String(try slice(text.map { Value.string(String($0)) }, index, at: location)
          .map { if case .string(let s) = $0 { s } else { "" } }.joined()))
      }
      if case .int(let i) = index {
        let characters = Array(text)
        guard characters.indices.contains(i) else { throw RuntimeError("String index is out of bounds", at: location) }
        return .string(String(characters[i]))
      }
    case .optional(let inner?):
      return try subscriptGet(inner, arguments, context, at: location)
    default:
      break
    }
    throw RuntimeError(
      "value of type '\(typeName(of: base))' has no subscripts taking '\(typeName(of: index))'", at: location)
  }

  private func slice(_ items: [Value], _ range: Value, at location: SourceLocation) throws -> [Value] {
    guard case .range(.int(let lower), .int(let upper), let isClosed) = range else {
      throw RuntimeError("subscript range must be of type 'Range<Int>'", at: location)
    }
    let low = lower == Int.min ? 0 : lower
    let high = upper == Int.max ? items.count : (isClosed ? upper + 1 : upper)
    guard low >= 0, high <= items.count, low <= high else {
      throw RuntimeError("Array index is out of range", at: location)
    }
    return Array(items[low..<high])
  }

  /// The container with one element replaced (or added, for a dictionary).
  func subscriptSet(_ base: Value, index: Value, _ value: Value, at location: SourceLocation) throws -> Value {
    switch (base, index) {
    case (.array(var items), .int(let i)):
      guard items.indices.contains(i) else { throw RuntimeError("Index out of range", at: location) }
      items[i] = value
      return .array(items)
    case (.dictionary(var dictionary), _):
      dictionary[index] = value.isNil ? nil : (value.unwrapped ?? value)
      return .dictionary(dictionary)
    default:
      throw RuntimeError("cannot assign through subscript of type '\(typeName(of: base))'", at: location)
    }
  }
}
