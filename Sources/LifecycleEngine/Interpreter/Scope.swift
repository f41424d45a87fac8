import SwiftReader

/// A mutable cell holding one variable or constant.
final class Box {
  var value: Value
  let isConstant: Bool
  /// The declared type, when written: used to wrap values assigned to an optional.
  let declaredType: TypeSyntax?

  init(_ value: Value, isConstant: Bool = false, declaredType: TypeSyntax? = nil) {
    self.value = value
    self.isConstant = isConstant
    self.declaredType = declaredType
  }
}

/// One level of lexical scope: a block, a function body, a closure.
///
/// Closures capture the scope object itself, so a captured local is shared by
/// reference, as Swift's captures are.
final class Scope {
  let parent: Scope?
  private var names: [String: Box] = [:]

  init(parent: Scope?) {
    self.parent = parent
  }

  func declare(_ name: String, _ box: Box) {
    guard name != "_" else { return }
    names[name] = box
  }

  func declare(_ name: String, value: Value, isConstant: Bool = true) {
    declare(name, Box(value, isConstant: isConstant))
  }

  func lookup(_ name: String) -> Box? {
    var scope: Scope? = self
    while let current = scope {
      if let box = current.names[name] { return box }
      scope = current.parent
    }
    return nil
  }

  func child() -> Scope { Scope(parent: self) }
}

extension [Stmt] {
  /// Whether any statement awaits (outside nested closures): makes a closure async.
  var containsAwait: Bool { contains { $0.containsAwait } }
}

extension Stmt {
  var containsAwait: Bool {
    var found = false
    SyntaxWalker.visit(self) { expr in
      if case .awaitExpr = expr.kind { found = true }
      return !found
    }
    return found
  }
}
