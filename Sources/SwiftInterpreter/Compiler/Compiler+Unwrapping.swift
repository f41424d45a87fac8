import SwiftReader
import Transcript

/// swiftc's error for a member reached on an optional without `?` or `!`.
///
/// The runtime would unwrap such a value and go on, printing lines for a program that swiftc
/// refuses to build (a student who forgot to unwrap). Checked only where the optional is certain:
/// a variable declared with `T?` written out (never `T!`, whose members need no unwrapping), read
/// by its name where no member of `self` hides it, in a program that does not extend `Optional`.
extension Compiler {
  /// Optional's own members (swiftc's symbol graph), and Combine's `publisher` on Apple platforms.
  /// The standard library's table alone: `Optional` is in no other, and the whole `byType`,
  /// which iOS does not otherwise use, cost 30 M instructions to build for this one row.
  static let optionalMembers: Set<String> = (LibraryMembers.standardLibrary["Optional"] ?? []).union(["publisher", "self"])

  /// `T?` or `Optional<T>` as written, and not an implicitly unwrapped `T!`.
  static func isWrittenOptional(_ syntax: TypeSyntax) -> Bool {
    switch syntax.kind {
    case .optional: return true
    case .attributed(_, let inner): return isWrittenOptional(inner)
    default: return syntax.writtenName == "Optional"
    }
  }

  /// Reports swiftc's error when `base.name` reads a member of the wrapped type through an optional.
  func checkUnwrapped(_ base: Expr, _ name: String) {
    if !Compiler.optionalMembers.contains(name) { checkUnwrappedResult(base, name) }
    guard case .identifier(let variableName) = base.kind, !Compiler.optionalMembers.contains(name) else { return }
    // The program's own members of `Optional` (an extension, or a protocol it makes Optional adopt).
    if pendingExtensions.contains(where: { ["Optional", "Swift.Optional"].contains($0.extendedType.writtenName) }) { return }
    let type: SwiftType
    if let local = visibleVariable(variableName) {
      guard local.isDeclaredOptional else { return }
      type = local.type
    } else {
      if context.selfType.map({ hasMember($0, variableName) }) == true { return }
      guard let global = scriptGlobals[variableName], global.isDeclaredOptional else { return }
      type = global.type
    }
    guard case .optional(let wrapped) = type, !wrapped.mentionsUnknown else { return }
    error(
      "value of optional type '\(type.diagnosticName)' must be unwrapped to refer to member '\(name)' "
        + "of wrapped base type '\(wrapped.diagnosticName)'", at: base.range.start)
  }

  /// `items.first.count`, `scores["a"].count`, `Int(text).description`: a member of a certain
  /// optional that is not a variable, named where swiftc names it (a member's name, else the last
  /// character of the call or subscript).
  private func checkUnwrappedResult(_ base: Expr, _ name: String) {
    let anchor: SourceLocation
    switch base.kind {
    case .member(_, _, let nameRange): anchor = nameRange.start
    case .call, .subscriptCall:
      guard base.range.end.line == base.range.start.line, base.range.end.column > 1 else { return }
      anchor = SourceLocation(file: base.range.end.file, line: base.range.end.line, column: base.range.end.column - 1)
    default: return
    }
    if pendingExtensions.contains(where: { ["Optional", "Swift.Optional"].contains($0.extendedType.writtenName) }) { return }
    guard let wrapped = certainOptional(base), !wrapped.mentionsUnknown else { return }
    let type = SwiftType.optional(wrapped)
    error(
      "value of optional type '\(type.diagnosticName)' must be unwrapped to refer to member '\(name)' "
        + "of wrapped base type '\(wrapped.diagnosticName)'", at: anchor)
  }
}
