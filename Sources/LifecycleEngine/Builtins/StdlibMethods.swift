import Foundation
import SwiftReader
import Transcript

/// The standard library's methods on plain values, with `inout` receivers for mutating ones.
struct StdlibMethods {
  let interpreter: Interpreter
  let location: SourceLocation

  private func apply(_ function: Value?, _ values: Value...) throws -> Value {
    if case .native(.keyPath(let path))? = function, let value = values.first {
      // A key path used as a function: `map(\.name)`.
      let context = Context(scope: Scope(parent: nil), declaration: .global)
      return try path.filter { $0 != "self" }.reduce(value) { try interpreter.member(of: $0, $1, context, at: location) }
    }
    guard case .function(let f)? = function else {
      throw RuntimeError("expected a closure argument", at: location)
    }
    return try interpreter.callFunction(f, values.map { ArgumentValue(label: nil, value: $0) }, at: location)
  }

  private func truth(_ value: Value) throws -> Bool { try interpreter.truth(value, at: location) }

  func call(_ name: String, on value: inout Value, _ arguments: [ArgumentValue]) throws -> Value {
    let first = arguments.first?.value
    if case .string(var text) = value {
      let result = try callString(name, &text, arguments)
      value = .string(text)
      return result
    }
    if case .bool(let flag) = value, name == "toggle" {
      value = .bool(!flag)
      return .void
    }
    if case .int(let number) = value {
      switch name {
      case "isMultiple": if case .int(let other)? = first { return .bool(other != 0 && number % other == 0) }
      case "signum": return .int(number.signum())
      case "formatted": return .string(number.formatted())
      default: break
      }
    }
    if case .double(let number) = value {
      switch name {
      case "rounded": return .double(number.rounded())
      case "truncatingRemainder": return .double(number.truncatingRemainder(dividingBy: first?.doubleValue ?? 1))
      case "formatted": return .string(number.formatted())
      default: break
      }
    }
    if case .dictionary(var dictionary) = value {
      let result = try callDictionary(name, &dictionary, arguments)
      value = .dictionary(dictionary)
      return result
    }
    var items = try interpreter.sequenceElements(value, at: location)
    let isArray: Bool = if case .array = value { true } else { false }
    let result = try callSequence(name, &items, arguments)
    if isArray { value = .array(items) }
    return result
  }

  private func callSequence(_ name: String, _ items: inout [Value], _ arguments: [ArgumentValue]) throws -> Value {
    let first = arguments.first?.value
    switch name {
    case "append":
      if let more = arguments.value("contentsOf") { items += try interpreter.sequenceElements(more, at: location) } else if let first { items.append(first) }
      return .void
    case "insert" where arguments.value("at") == nil:
      // `Set.insert`: a set is an array that holds each element once.
      guard let first else { break }
      let present = try items.contains { try interpreter.equal($0, first, at: location) }
      if !present { items.append(first) }
      return .tuple([TupleElement(label: "inserted", value: .bool(!present)), TupleElement(label: "memberAfterInsert", value: first)])
    case "remove" where arguments.value("at") == nil:
      guard let first, let index = try items.firstIndex(where: { try interpreter.equal($0, first, at: location) }) else {
        return .null
      }
      return items.remove(at: index).wrappedInOptional
    case "union", "formUnion", "intersection", "subtracting":
      let others = try interpreter.sequenceElements(first ?? .array([]), at: location)
      func contains(_ list: [Value], _ value: Value) throws -> Bool { try list.contains { try interpreter.equal($0, value, at: location) } }
      var result: [Value] = []
      switch name {
      case "union", "formUnion":
        result = items
        for other in others where !(try contains(result, other)) { result.append(other) }
      case "intersection": result = try items.filter { try contains(others, $0) }
      default: result = try items.filter { !(try contains(others, $0)) }
      }
      if name == "formUnion" { items = result; return .void }
      return .array(result)
    case "insert":
      guard let first, case .int(let index)? = arguments.value("at"), index >= 0, index <= items.count else {
        throw RuntimeError("Array index is out of range", at: location)
      }
      items.insert(first, at: index)
      return .void
    case "remove":
      guard case .int(let index)? = arguments.value("at"), items.indices.contains(index) else {
        throw RuntimeError("Index out of range", at: location)
      }
      return items.remove(at: index)
    case "removeAll":
      if let predicate = arguments.value("where") { items = try items.filter { !(try truth(try apply(predicate, $0))) } } else { items = [] }
      return .void
    case "removeFirst", "removeLast", "popLast":
      guard !items.isEmpty else {
        if name == "popLast" { return .null }
        throw RuntimeError("Can't remove \(name == "removeFirst" ? "first" : "last") element from an empty collection", at: location)
      }
      let removed = name == "removeFirst" ? items.removeFirst() : items.removeLast()
      return name == "popLast" ? removed.wrappedInOptional : removed
    case "map": return .array(try items.map { try apply(first, $0) })
    case "compactMap": return .array(try items.compactMap { let v = try apply(first, $0); return v.isNil ? nil : (v.unwrapped ?? v) })
    case "flatMap": return .array(try items.flatMap { try interpreter.sequenceElements(try apply(first, $0), at: location) })
    case "filter": return .array(try items.filter { try truth(try apply(first, $0)) })
    case "forEach":
      for item in items { _ = try apply(first, item) }
      return .void
    case "reduce":
      guard arguments.count == 2 else { break }
      var accumulator = arguments[0].value
      for item in items { accumulator = try apply(arguments[1].value, accumulator, item) }
      return accumulator
    case "contains":
      if let predicate = arguments.value("where") { return .bool(try items.contains { try truth(try apply(predicate, $0)) }) }
      guard let first else { break }
      return .bool(try items.contains { try interpreter.equal($0, first, at: location) })
    case "allSatisfy": return .bool(try items.allSatisfy { try truth(try apply(first, $0)) })
    case "first", "last":
      guard let predicate = arguments.value("where") else { break }
      let ordered = name == "first" ? items : items.reversed()
      return try ordered.first { try truth(try apply(predicate, $0)) }.map { $0.wrappedInOptional } ?? .null
    case "firstIndex", "lastIndex":
      let indices = name == "firstIndex" ? Array(items.indices) : items.indices.reversed()
      for index in indices {
        let matches: Bool
        if let predicate = arguments.value("where") { matches = try truth(try apply(predicate, items[index])) }
        else if let target = arguments.value("of") { matches = try interpreter.equal(items[index], target, at: location) }
        else { matches = false }
        if matches { return .optional(.int(index)) }
      }
      return .null
    case "count":
      guard let predicate = arguments.value("where") else { break }
      return .int(try items.filter { try truth(try apply(predicate, $0)) }.count)
    case "sorted", "sort":
      let sorted: [Value]
      if let predicate = arguments.value("by") ?? first {
        sorted = try mergeSort(items) { try truth(try apply(predicate, $0, $1)) }
      } else {
        sorted = try mergeSort(items) { a, b in
          guard let order = Value.order(a, b) else {
            throw RuntimeError("referencing instance method 'sorted()' requires that the elements conform to 'Comparable'", at: location)
          }
          return order < 0
        }
      }
      if name == "sort" { items = sorted; return .void }
      return .array(sorted)
    case "reversed": return .array(items.reversed())
    case "joined":
      let separator = arguments.value("separator")?.stringValue ?? ""
      return .string(try items.map { try interpreter.describe($0) }.joined(separator: separator))
    case "enumerated":
      return .array(items.enumerated().map { .tuple([TupleElement(label: "offset", value: .int($0.offset)), TupleElement(label: "element", value: $0.element)]) })
    case "prefix", "suffix", "dropFirst", "dropLast":
      let count = first.flatMap { if case .int(let n) = $0 { n } else { nil } } ?? 1
      switch name {
      case "prefix": return .array(Array(items.prefix(count)))
      case "suffix": return .array(Array(items.suffix(count)))
      case "dropFirst": return .array(Array(items.dropFirst(count)))
      default: return .array(Array(items.dropLast(count)))
      }
    case "min", "max":
      guard var best = items.first else { return .null }
      for item in items.dropFirst() {
        let order = Value.order(item, best) ?? 0
        if (name == "min" && order < 0) || (name == "max" && order > 0) { best = item }
      }
      return best.wrappedInOptional
    case "elementsEqual", "starts":
      guard let other = first else { break }
      let others = try interpreter.sequenceElements(other, at: location)
      if name == "starts" { return .bool(others.count <= items.count && zip(items, others).allSatisfy { $0.isEqual(to: $1) }) }
      return .bool(items.count == others.count && zip(items, others).allSatisfy { $0.isEqual(to: $1) })
    case "randomElement", "shuffled":
      throw RuntimeError("'\(name)' is random, and lesson-runner's runs are deterministic", at: location)
    default:
      break
    }
    throw RuntimeError.unsupported("'\(name)' is not provided by lesson-runner for this value", at: location)
  }

  /// A stable sort (Swift's `sorted` is stable too), with a throwing comparison.
  private func mergeSort(_ items: [Value], _ less: (Value, Value) throws -> Bool) throws -> [Value] {
    guard items.count > 1 else { return items }
    let middle = items.count / 2
    let left = try mergeSort(Array(items[..<middle]), less)
    let right = try mergeSort(Array(items[middle...]), less)
    var merged: [Value] = []
    var i = 0, j = 0
    while i < left.count && j < right.count {
      if try less(right[j], left[i]) { merged.append(right[j]); j += 1 } else { merged.append(left[i]); i += 1 }
    }
    return merged + left[i...] + right[j...]
  }

  private func callDictionary(_ name: String, _ dictionary: inout OrderedDictionary, _ arguments: [ArgumentValue]) throws -> Value {
    let first = arguments.first?.value
    switch name {
    case "updateValue":
      guard let first, let key = arguments.value("forKey") else { break }
      let old = dictionary[key]
      dictionary[key] = first
      return old.map { $0.wrappedInOptional } ?? .null
    case "removeValue":
      guard let key = arguments.value("forKey") else { break }
      let old = dictionary[key]
      dictionary[key] = nil
      return old.map { $0.wrappedInOptional } ?? .null
    case "removeAll":
      dictionary = OrderedDictionary()
      return .void
    case "mapValues":
      var result = OrderedDictionary()
      for pair in dictionary.pairs { result[pair.key] = try apply(first, pair.value) }
      return .dictionary(result)
    default:
      var pairs: [Value] = dictionary.pairs.map {
        .tuple([TupleElement(label: "key", value: $0.key), TupleElement(label: "value", value: $0.value)])
      }
      return try callSequence(name, &pairs, arguments)
    }
    throw RuntimeError.unsupported("'\(name)' is not provided by lesson-runner for dictionaries", at: location)
  }

  private func callString(_ name: String, _ text: inout String, _ arguments: [ArgumentValue]) throws -> Value {
    let first = arguments.first?.value.stringValue
    switch name {
    case "uppercased": return .string(text.uppercased())
    case "lowercased": return .string(text.lowercased())
    case "hasPrefix": return .bool(text.hasPrefix(first ?? ""))
    case "hasSuffix": return .bool(text.hasSuffix(first ?? ""))
    case "contains":
      if let first { return .bool(text.contains(first)) }
    case "append":
      text += try arguments.first.map { try interpreter.describe($0.value) } ?? ""
      return .void
    case "split":
      let separator = arguments.value("separator")?.stringValue ?? first ?? " "
      return .array(text.split(separator: Character(separator.isEmpty ? " " : separator)).map { .string(String($0)) })
    case "components":
      let separator = arguments.value("separatedBy")?.stringValue ?? " "
      return .array(text.components(separatedBy: separator).map(Value.string))
    case "replacingOccurrences":
      return .string(text.replacingOccurrences(
        of: arguments.value("of")?.stringValue ?? "", with: arguments.value("with")?.stringValue ?? ""))
    case "trimmingCharacters":
      return .string(text.trimmingCharacters(in: .whitespacesAndNewlines))
    case "reversed": return .string(String(text.reversed()))
    default:
      var characters = text.map { Value.string(String($0)) }
      let result = try callSequence(name, &characters, arguments)
      if case .array(let parts) = result, ["prefix", "suffix", "dropFirst", "dropLast", "filter", "sorted"].contains(name) {
        return .string(parts.compactMap(\.stringValue).joined())
      }
      return result
    }
    throw RuntimeError.unsupported("'\(name)' is not provided by lesson-runner for strings", at: location)
  }
}
