import Foundation
import Transcript

/// `==`, `<` and hashing, as the program's types define them or Swift synthesizes them.
extension Interpreter {
  /// `a == b`: the program's `==` when its type declares one; otherwise Swift's synthesized
  /// equality (stored properties, cases and payloads), numbers and strings as Swift compares them.
  public func equal(_ a: Value, _ b: Value, at location: SourceLocation?) throws -> Bool {
    // Two values of the same plain kind answer at once: none is a native value (a drawing
    // value, an implicit member, a substring), which the checks below are for.
    switch (a, b) {
    case (.int(let x), .int(let y)): return x == y
    case (.bool(let x), .bool(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    default: break
    }
    try refuseDrawing(a, b, at: location)
    if case .native(let x) = a, let member = x as? ImplicitMemberValue {
      return try equal(try resolveImplicit(member, like: b, at: location), b, at: location)
    }
    if case .native(let y) = b, let member = y as? ImplicitMemberValue {
      return try equal(a, try resolveImplicit(member, like: a, at: location), at: location)
    }
    if let (x, y) = substringTexts(a, b) { return x == y }
    if let (x, y) = sliceElements(a, b) { return try equal(.array(ArrayValue(x)), .array(ArrayValue(y)), at: location) }
    switch (a, b) {
    case (.int(let x), .int(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.bool(let x), .bool(let y)): return x == y
    case (.double(let x), .double(let y)): return x == y
    case (.int(let x), .double(let y)), (.double(let y), .int(let x)): return Double(x) == y
    case (.character(let x), .character(let y)): return x == y
    case (.character(let x), .string(let y)), (.string(let y), .character(let x)): return String(x) == y
    case (.number(let x), .number(let y)):
      if x.kind.isInteger && y.kind.isInteger { return x.bits == y.bits }
      return x.doubleValue == y.doubleValue
    case (.number(let x), .int(let y)), (.int(let y), .number(let x)):
      return x.kind.isInteger ? x.integerValue == y : x.doubleValue == Double(y)
    case (.number(let x), .double(let y)), (.double(let y), .number(let x)): return x.doubleValue == y
    case (.none, .none): return true
    case (.none, _), (_, .none): return false
    case (.some(let x), .some(let y)): return try equal(x, y, at: location)
    case (.some(let x), _): return try equal(x, b, at: location)
    case (_, .some(let y)): return try equal(a, y, at: location)
    case (.void, .void): return true
    // `()` written as a literal is the empty tuple; a call of a function returning nothing, `.void`.
    case (.void, .tuple(let t)), (.tuple(let t), .void): return t.elements.isEmpty
    case (.array(let x), .array(let y)):
      guard x.elements.count == y.elements.count else { return false }
      for (p, q) in zip(x.elements, y.elements) where !(try equal(p, q, at: location)) { return false }
      return true
    case (.tuple(let x), .tuple(let y)):
      guard x.elements.count == y.elements.count else { return false }
      for (p, q) in zip(x.elements, y.elements) where !(try equal(p, q, at: location)) { return false }
      return true
    case (.dictionary(let x), .dictionary(let y)):
      guard x.count == y.count else { return false }
      for index in 0..<x.count {
        let (key, value) = x[index]
        guard let other = try y.value(for: key, interpreter: self, at: location),
          try equal(value, other, at: location)
        else { return false }
      }
      return true
    case (.set(let x), .set(let y)):
      guard x.count == y.count else { return false }
      for element in x.elements where !(try y.contains(element, interpreter: self, at: location)) { return false }
      return true
    case (.range(let x), .range(let y)):
      guard x.isClosed == y.isClosed else { return false }
      let lowerEqual = try optionalEqual(x.lower, y.lower, at: location)
      let upperEqual = try optionalEqual(x.upper, y.upper, at: location)
      return lowerEqual && upperEqual
    case (.type(let x), .type(let y)): return x.isSame(as: y)
    case (.native(let x), .native(let y)):
      if x.isDrawingOnly { throw InterpreterError.notModelled(x.constructName, at: location) }
      if let result = x.isEqual(to: y) { return result }
      throw InterpreterError.unsupported("'\(x.typeName)' values cannot be compared with '=='", at: location)
    // A one-scalar literal where a `Unicode.Scalar` is compared (`scalars.contains("h")` over
    // an array whose element type only the run knows), as a character beside a literal above.
    case (.native(let x as ScalarValue), .string(let y)), (.string(let y), .native(let x as ScalarValue)):
      return String(x.scalar) == y
    case (.native(let x), _):
      if x.isDrawingOnly { throw InterpreterError.notModelled(x.constructName, at: location) }
      return false
    case (.structure, _), (.object, _), (.enumCase, _):
      if let custom = try customOperator("==", a, b, at: location) {
        return custom.asBool ?? false
      }
      return try synthesizedEqual(a, b, at: location)
    case (.keyPath(let x), .keyPath(let y)): return x.components == y.components
    default:
      return false
    }
  }

  private func optionalEqual(_ a: Value?, _ b: Value?, at location: SourceLocation?) throws -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (let x?, let y?): return try equal(x, y, at: location)
    default: return false
    }
  }

  private func synthesizedEqual(_ a: Value, _ b: Value, at location: SourceLocation?) throws -> Bool {
    switch (a, b) {
    case (.structure(let x), .structure(let y)):
      if x === y { return true }
      guard x.type === y.type else { return false }
      for (p, q) in zip(x.fields, y.fields) where !(try equal(p, q, at: location)) { return false }
      return true
    case (.object(let x), .object(let y)): return x === y
    case (.enumCase(let x), .enumCase(let y)):
      if x === y { return true }
      guard x.name == y.name, x.type.isSameDeclaration(as: y.type), x.payload.count == y.payload.count else { return false }
      for (p, q) in zip(x.payload, y.payload) where !(try equal(p, q, at: location)) { return false }
      return true
    default: return false
    }
  }

  /// `a < b`: numbers, strings and characters as Swift orders them, the program's `<`,
  /// enums without associated values by case order (Swift synthesizes that for `Comparable`).
  public func less(_ a: Value, _ b: Value, at location: SourceLocation?) throws -> Bool {
    try refuseDrawing(a, b, at: location)
    // `abs(d) < .ulpOfOne` where only the run knows the type: the other operand's, as for `==`.
    if let member = a.native(as: ImplicitMemberValue.self), b.native(as: ImplicitMemberValue.self) == nil {
      return try less(try resolveImplicit(member, like: b, at: location), b, at: location)
    }
    if let member = b.native(as: ImplicitMemberValue.self), a.native(as: ImplicitMemberValue.self) == nil {
      return try less(a, try resolveImplicit(member, like: a, at: location), at: location)
    }
    if let (x, y) = substringTexts(a, b) { return x < y }
    switch (a, b) {
    case (.int(let x), .int(let y)): return x < y
    case (.double(let x), .double(let y)): return x < y
    case (.int(let x), .double(let y)): return Double(x) < y
    case (.double(let x), .int(let y)): return x < Double(y)
    case (.string(let x), .string(let y)): return x < y
    case (.character(let x), .character(let y)): return x < y
    // A one-character literal where a `Character` is compared (`case "0"..."9"` on a `Character`).
    case (.character(let x), .string(let y)) where y.count == 1: return x < y.first!
    case (.string(let x), .character(let y)) where x.count == 1: return x.first! < y
    case (.number(let x), .number(let y)):
      if x.kind.isInteger && y.kind.isInteger { return IntegerArithmetic.compare(x, y) < 0 }
      return x.doubleValue < y.doubleValue
    case (.number(let x), .int(let y)): return x.kind.isInteger ? IntegerArithmetic.signExtended(x) < Int64(y) : x.doubleValue < Double(y)
    case (.int(let x), .number(let y)): return y.kind.isInteger ? Int64(x) < IntegerArithmetic.signExtended(y) : Double(x) < y.doubleValue
    case (.number(let x), .double(let y)): return x.doubleValue < y
    case (.double(let x), .number(let y)): return x < y.doubleValue
    case (.bool, .bool):
      throw InterpreterError.unsupported("'Bool' values cannot be compared with '<'", at: location)
    case (.tuple(let x), .tuple(let y)):
      for (p, q) in zip(x.elements, y.elements) {
        if try less(p, q, at: location) { return true }
        if try less(q, p, at: location) { return false }
      }
      return false
    case (.structure, _), (.object, _), (.enumCase, _):
      if let custom = try customOperator("<", a, b, at: location) { return custom.asBool ?? false }
      // SE-0266: synthesized `Comparable` orders by case, then by associated values in order.
      if case .enumCase(let x) = a, case .enumCase(let y) = b, x.type.isSameDeclaration(as: y.type) {
        if x.caseIndex != y.caseIndex { return x.caseIndex < y.caseIndex }
        for (p, q) in zip(x.payload, y.payload) {
          if try less(p, q, at: location) { return true }
          if try less(q, p, at: location) { return false }
        }
        return false
      }
      throw InterpreterError.unsupported("'\(TypeNames.describe(a))' values cannot be compared with '<'", at: location)
    case (.some(let x), .some(let y)): return try less(x, y, at: location)
    case (.native(let x as ScalarValue), .string(let y)) where y.unicodeScalars.count == 1:
      return x.scalar < y.unicodeScalars.first!
    case (.string(let x), .native(let y as ScalarValue)) where x.unicodeScalars.count == 1:
      return x.unicodeScalars.first! < y.scalar
    case (.native(let x), .native(let y)):
      if let comparable = x as? any ComparableNativeValue, let result = comparable.isLess(than: y) { return result }
      throw InterpreterError.unsupported("'\(x.typeName)' values cannot be compared with '<'", at: location)
    default:
      throw InterpreterError.unsupported(
        "'\(TypeNames.describe(a))' and '\(TypeNames.describe(b))' cannot be compared with '<'", at: location)
    }
  }

  /// A hash consistent with `equal`: structural, through the program's `hash(into:)` when
  /// its type declares one. Deterministic, so runs are identical.
  public func hash(_ value: Value, at location: SourceLocation?) throws -> Int {
    var hasher = StableHasher()
    try hash(value, into: &hasher, at: location)
    return hasher.value
  }

  func hash(_ value: Value, into hasher: inout StableHasher, at location: SourceLocation?) throws {
    switch value {
    case .int(let i): hasher.combine(i)
    case .double(let d): hasher.combine(d == d.rounded() && abs(d) < 1e18 ? Int(d) : Int(truncatingIfNeeded: d.bitPattern))
    case .bool(let b): hasher.combine(b ? 1 : 0)
    case .string(let s): hasher.combine(s)
    case .native(let native as SubstringValue): hasher.combine(String(native.slice))  // as the equal string
    case .character(let c): hasher.combine(String(c))
    case .native(let native as ScalarValue): hasher.combine(String(native.scalar))  // as the equal literal
    case .number(let n): hasher.combine(n.integerValue ?? Int(truncatingIfNeeded: n.bits))
    case .none: hasher.combine(0)
    case .some(let inner): try hash(inner, into: &hasher, at: location)
    case .void: hasher.combine(0)
    case .array(let array):
      for element in array.elements { try hash(element, into: &hasher, at: location) }
    case .tuple(let tuple):
      for element in tuple.elements { try hash(element, into: &hasher, at: location) }
    case .set(let set): hasher.combine(set.count)
    case .dictionary(let dictionary): hasher.combine(dictionary.count)
    case .range(let range):
      if let lower = range.lower { try hash(lower, into: &hasher, at: location) }
      if let upper = range.upper { try hash(upper, into: &hasher, at: location) }
    case .structure(let s):
      if try hashCustom(value, into: &hasher, at: location) { return }
      hasher.combine(s.type.name)
      for field in s.fields { try hash(field, into: &hasher, at: location) }
    case .object(let o):
      if try hashCustom(value, into: &hasher, at: location) { return }
      hasher.combine(o.serial)
    case .enumCase(let e):
      if try hashCustom(value, into: &hasher, at: location) { return }
      hasher.combine(e.name)
      for element in e.payload { try hash(element, into: &hasher, at: location) }
    case .type(let t): hasher.combine(t.qualifiedName)
    case .keyPath(let k): hasher.combine(k.joined)
    case .function(let f): hasher.combine(f.serial)
    case .native(let native):
      if native.isDrawingOnly { throw InterpreterError.notModelled(native.constructName, at: location) }
      var swiftHasher = Hasher()
      native.hash(into: &swiftHasher)
      hasher.combine(native.typeName)
    }
  }

  /// Runs the type's own `hash(into:)`, if it declares one.
  private func hashCustom(_ value: Value, into hasher: inout StableHasher, at location: SourceLocation?) throws -> Bool {
    guard let method = try methodCandidates(of: value, named: "hash", at: location).first(where: {
      $0.labels == ["into"]
    }) else { return false }
    let state = HasherValue()
    let cell = Box(.native(state))
    _ = try invokeMethod(method, on: value, arguments: [.void], cells: [cell], at: location)
    hasher.combine(state.hasher.value)
    return true
  }

  /// A drawing value (a colour, a screen size) read in logic is an error that names it.
  /// Each operand is asked in turn: an array of the two, made on every comparison, cost more
  /// than the comparison of two enum cases it guarded.
  func refuseDrawing(_ a: Value, _ b: Value, at location: SourceLocation?) throws {
    if case .native(let native) = a, native.isDrawingOnly {
      throw InterpreterError.notModelled(native.constructName, at: location)
    }
    if case .native(let native) = b, native.isDrawingOnly {
      throw InterpreterError.notModelled(native.constructName, at: location)
    }
  }
}

/// A native value with an order of its own (`Date`).
public protocol ComparableNativeValue: NativeValue {
  func isLess(than other: any NativeValue) -> Bool?
}

/// A deterministic hasher (FNV-1a over the combined values): the same program hashes the
/// same way in every run, unlike Swift's per-process seed.
struct StableHasher {
  private(set) var value: Int = Int(bitPattern: 0xcbf2_9ce4_8422_2325)

  mutating func combine(_ int: Int) {
    value = (value ^ int) &* 0x0000_0100_0000_01B3
  }

  /// Canonically equivalent strings are equal (`"é" == "e\u{301}"`), so they hash alike: by
  /// their composed form, as Swift hashes them (a set of both held two, checked with swiftc 6.3.1).
  mutating func combine(_ string: String) {
    let ascii = string.utf8.allSatisfy { $0 < 0x80 }
    for byte in (ascii ? string : string.precomposedStringWithCanonicalMapping).utf8 { combine(Int(byte)) }
    combine(0xFF)
  }
}

/// `Hasher`, as a program's `hash(into:)` receives it.
public final class HasherValue: NativeValue {
  var hasher = StableHasher()
  public var typeName: String { "Hasher" }
  public var description: String? { "Hasher" }


}
