import SwiftReader
import Transcript

/// Locals (and `main.swift`'s variables, in its top-level code) declared without a value, not
/// yet assigned on every path: the state the compiler carries through the text.
struct Unassigned {
  /// Slot to whether it is a `let`.
  var slots: [Int: Bool] = [:]
  /// Script variable to whether it is a `let`.
  var globals: [String: Bool] = [:]

  /// After branches that join: unassigned where any branch that falls through left it so.
  static func joining(_ branches: [Unassigned]) -> Unassigned {
    var joined = Unassigned()
    for branch in branches {
      joined.slots.merge(branch.slots) { first, _ in first }
      joined.globals.merge(branch.globals) { first, _ in first }
    }
    return joined
  }
}

/// A local declared without a value and read before anything assigns it: swiftc refuses to
/// build the program (`constant 'x' used before being initialized`); run, it would print `()`.
///
/// Only what is sure is refused: a read, in the declaring function itself (not a closure, not a
/// `defer`), of a local that some path to the read leaves unassigned. Paths are followed through
/// `if`/`else` and `switch`: a branch that surely ends (`return`, `throw`, a call that never
/// returns, as `ReturnPaths` sees it) does not count; one that may end (`break`, a loop) counts
/// as assigning. A `var` of optional type starts as `nil` and is never refused. What the text
/// cannot judge is stopped when the read runs (`readInitialized`).
extension Compiler {
  /// Records a local as it is declared: unassigned when written without a value.
  func noteDeclaration(_ variable: LocalVariable, hasValue: Bool, isLet: Bool) {
    guard case .slot(let slot) = variable.storage else { return }
    if hasValue || (!isLet && variable.type.isOptional) {
      context.unassigned.slots[slot] = nil
    } else {
      context.unassigned.slots[slot] = isLet
    }
  }

  /// A local used as a place (assigned, changed, passed `inout`): from here on it may hold a value.
  func noteAssignment(_ reference: VariableReference) {
    if case .slot(let slot) = reference { context.unassigned.slots[slot] = nil }
  }

  func checkInitialized(_ name: String, _ reference: VariableReference, at location: SourceLocation) {
    guard case .slot(let slot) = reference, context.deferDepth == 0, let isLet = context.unassigned.slots[slot] else {
      return
    }
    context.unassigned.slots[slot] = nil  // one error for a local, as swiftc gives
    error(Self.usedBeforeInitialized(name, isLet: isLet), at: location)
  }

  /// A script variable read in the top-level code itself, before every path assigns it.
  func checkScriptGlobalInitialized(_ name: String, at location: SourceLocation) {
    guard compilingScriptTopLevel, context.code.kind == .topLevel, context.deferDepth == 0,
      let isLet = context.unassigned.globals[name]
    else { return }
    context.unassigned.globals[name] = nil
    error(Self.usedBeforeInitialized(name, isLet: isLet), at: location)
  }

  /// Whether the statements may reach their end; what is unsure (a `break`) counts as not.
  func fallsThrough(_ body: [Stmt]) -> Bool {
    ReturnPaths(opaqueNames: [], neverNames: neverNames).outcome(of: body) == .reaches
  }

  /// Whether some branch of the `if` chain may reach its end (one without `else` may).
  func fallsThrough(_ ifStmt: IfStmt) -> Bool {
    if fallsThrough(ifStmt.thenBody) { return true }
    switch ifStmt.elseClause {
    case nil: return true
    case .block(let body)?: return fallsThrough(body)
    case .elseIf(let nested, _, _)?: return fallsThrough(nested)
    }
  }

  /// A read of a local declared without a value that the text alone cannot judge (assigned in
  /// a loop): when the run reaches it unassigned, it stops with swiftc's words instead of
  /// reading the placeholder `()`.
  func readInitialized(
    _ read: @escaping (Frame) throws -> Value, _ variable: LocalVariable, at location: SourceLocation
  ) -> (Frame) throws -> Value {
    let message = Self.usedBeforeInitialized(variable.name, isLet: variable.isConstant)
    return { frame in
      let value = try read(frame)
      if case .void = value { throw InterpreterError.unsupported(message, at: location) }
      return value
    }
  }

  static func usedBeforeInitialized(_ name: String, isLet: Bool) -> String {
    "\(isLet ? "constant" : "variable") '\(name)' used before being initialized"
  }
}
