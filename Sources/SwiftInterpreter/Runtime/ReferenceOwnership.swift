import SwiftReader
import Transcript

/// `unowned let x: T`, `[unowned self]`: refers to an object without keeping it alive; a read
/// after the object is gone traps, as Swift's runtime does.
final class UnownedReference: NativeValue {
  weak var object: ObjectValue?
  /// `unowned var x: T?` reads back an optional.
  let isOptional: Bool
  init(_ object: ObjectValue, isOptional: Bool) {
    self.object = object
    self.isOptional = isOptional
  }

  var typeName: String { "UnownedReference" }
  var description: String? { nil }
}

/// How variables that do not own their object (locals, globals and captured names declared
/// `weak` or `unowned`) store and read it (The Swift Programming Language, "Automatic
/// Reference Counting": weak and unowned references).
extension Interpreter {
  /// What such a variable stores for a value assigned to it.
  func ownedStorage(_ value: Value, _ ownership: CaptureItem.Ownership) -> Value {
    switch ownership {
    case .strong: return value
    case .weak: return weakStorage(value)
    case .unowned:
      switch value {
      case .object(let object): return .native(UnownedReference(object, isOptional: false))
      case .some(.object(let object)): return .native(UnownedReference(object, isOptional: true))
      default: return value
      }
    }
  }

  /// What a read of such a variable gives: `nil` for a weak one whose object is gone; a
  /// trap for an unowned one.
  func ownedValue(_ stored: Value, _ ownership: CaptureItem.Ownership, at location: SourceLocation?) throws -> Value {
    switch ownership {
    case .strong: return stored
    case .weak: return weakValue(stored)
    case .unowned:
      guard case .native(let native) = stored, let reference = native as? UnownedReference else { return stored }
      guard let object = reference.object else {
        // Swift names the object's address, which no run can reproduce.
        throw InterpreterError.trap(
          "Attempted to read an unowned reference but the object was already deallocated", at: location)
      }
      return reference.isOptional ? .some(.object(object)) : .object(object)
    }
  }

  /// `self` in a closure that captured it `weak` or `unowned`: an optional for `weak`.
  func capturedSelf(_ stored: Value, _ ownership: CaptureItem.Ownership, at location: SourceLocation?) throws -> Value {
    guard ownership != .strong else { return stored }
    if ownership == .weak, case .native(let native) = stored, native is WeakReference { return weakValue(stored) }
    return try ownedValue(stored, ownership, at: location)
  }
}
