import SwiftReader
import Transcript

/// A local declared without a value and read before anything assigns it: swiftc refuses to
/// build the program (`constant 'x' used before being initialized`); run, it would print `()`.
///
/// Only what is sure is refused: a read, in the declaring function itself (not a closure, not a
/// `defer`), of a local that nothing in the text before the read assigns, passes `inout` or
/// changes (every path to the read then leaves it unassigned). A `var` of optional type starts
/// as `nil` and is never refused. Reads after an assignment on some path only (`if` without
/// `else`) are left to run.
extension Compiler {
  /// Records a local as it is declared: unassigned when written without a value.
  func noteDeclaration(_ variable: LocalVariable, hasValue: Bool, isLet: Bool) {
    guard case .slot(let slot) = variable.storage else { return }
    if hasValue || (!isLet && variable.type.isOptional) {
      context.unassignedSlots[slot] = nil
    } else {
      context.unassignedSlots[slot] = isLet
    }
  }

  /// A local used as a place (assigned, changed, passed `inout`): from here on it may hold a value.
  func noteAssignment(_ reference: VariableReference) {
    if case .slot(let slot) = reference { context.unassignedSlots[slot] = nil }
  }

  func checkInitialized(_ name: String, _ reference: VariableReference, at location: SourceLocation) {
    guard case .slot(let slot) = reference, context.deferDepth == 0, let isLet = context.unassignedSlots[slot] else {
      return
    }
    context.unassignedSlots[slot] = nil  // one error for a local, as swiftc gives
    error("\(isLet ? "constant" : "variable") '\(name)' used before being initialized", at: location)
  }
}
