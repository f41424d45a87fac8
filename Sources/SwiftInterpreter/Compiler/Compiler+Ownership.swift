import SwiftReader
import Transcript

/// Variables that do not own their object: `weak var`, `unowned let`, and the names of a
/// closure's capture list (`[weak self]`, `[count]`, `[weak node = list.head]`).
///
/// A capture list's names are evaluated when the closure is made, each into a cell of that
/// closure alone ("Capture Lists" in The Swift Programming Language's Expressions chapter);
/// a `weak` or `unowned` one keeps no strong reference, so the closure does not keep its
/// object alive ("Resolving Strong Reference Cycles for Closures").
extension Compiler {
  /// A capture list's item other than `self`, compiled in the code around the closure.
  struct CaptureItemCode {
    var name: String
    /// The slot of the enclosing frame the value passes through while the closure is made.
    var slot: Int
    var value: ExprCode
    var variable: LocalVariable
  }

  /// Reads through a variable's ownership.
  func ownedRead(_ read: ExprCode, _ ownership: CaptureItem.Ownership, at location: SourceLocation) -> ExprCode {
    let run = read.run
    return ExprCode(type: read.type, run: { frame in
      try frame.interpreter.ownedValue(try run(frame), ownership, at: location)
    }, location: location)
  }

  /// A place whose stores and reads go through its ownership.
  func ownedPlace(_ place: PlaceCode, _ ownership: CaptureItem.Ownership, at location: SourceLocation) -> PlaceCode {
    let get = place.get, set = place.set
    return PlaceCode(
      type: place.type,
      get: { frame in try frame.interpreter.ownedValue(try get(frame), ownership, at: location) },
      set: { frame, value in try set(frame, frame.interpreter.ownedStorage(value, ownership)) },
      modify: { frame, body in
        var value = try frame.interpreter.ownedValue(try get(frame), ownership, at: location)
        try body(&value)
        try set(frame, frame.interpreter.ownedStorage(value, ownership))
      })
  }

  /// `weak` or `unowned` written on a variable's declaration.
  static func ownership(of variable: VariableDecl) -> CaptureItem.Ownership {
    if variable.modifiers.contains(where: { $0.name == "weak" }) { return .weak }
    if variable.modifiers.contains(where: { $0.name == "unowned" }) { return .unowned }
    return .strong
  }

  /// Compiles the values of a capture list's items (not `self`) where the closure is made.
  func compileCaptureItems(_ items: [CaptureItem]) -> [CaptureItemCode] {
    items.filter { $0.name != "self" }.map { item in
      let location = item.range.start
      let value = item.value.map { compileExpr($0, expected: nil) }
        ?? compileIdentifier(item.name, expected: nil, at: location)
      var type = value.type
      if item.ownership == .weak, !type.isOptional, !type.isUnknown { type = .optional(type) }
      var variable = LocalVariable(name: item.name, storage: .slot(0), type: type, isConstant: true)
      variable.ownership = item.ownership
      return CaptureItemCode(name: item.name, slot: context.temporary(), value: value, variable: variable)
    }
  }

  /// Stores each item's value, as its variable keeps it, in its slot: the closure made next
  /// copies it into its own cell.
  static func storeCaptureItems(_ items: [CaptureItemCode], in frame: Frame) throws {
    for item in items {
      let value = try item.value.run(frame)
      frame.slots[item.slot] = frame.interpreter.ownedStorage(value, item.variable.ownership)
    }
  }

  /// Empties the slots once the closure holds the values (they would keep objects alive).
  static func clearCaptureItems(_ items: [CaptureItemCode], in frame: Frame) {
    for item in items { frame.slots[item.slot] = .void }
  }
}
