import SwiftReader
import Transcript

/// A subclass's designated initializer that never calls `super.init` calls the superclass's
/// `init()` at its end, implicitly (The Swift Programming Language, "Automatic Initializer
/// Inheritance" and "Initializer Delegation for Class Types": swiftc inserts `super.init()` when
/// the superclass has a designated initializer taking no arguments). Without it, the
/// superclass's initializer never ran and its properties read as nothing.
///
/// Done where it is sure: the whole chain is the program's, the superclass declares a designated
/// initializer callable with no arguments, and the body names neither `super` nor `self.init`
/// and holds no `return` (the call would also stand before each `return`).
extension Compiler {
  func withImplicitSuperInit(_ body: [Stmt], _ initializer: InitializerDecl, selfType: SwiftType, at end: SourceLocation) -> [Stmt] {
    guard case .user(let type, _) = selfType, type.kind == .classType, let superclass = type.superclass,
      type.classChain.allSatisfy({ $0.nativeSuperclass == nil && $0.unmodelledSuperclass == nil }),
      !initializer.modifiers.contains(where: { $0.name == "convenience" }),
      let inits = designatedInitializers(of: superclass),
      inits.contains(where: { $0.parameters.allSatisfy { $0.defaultValue != nil } })
    else { return body }
    let scan = InitializerBodyScan(body, parameters: [])
    guard !scan.containsReturn, !scan.mentions(body, "super"), !Self.delegates(body) else { return body }
    let range = SourceRange(start: end, end: end)
    let superInit = Expr(.member(base: Expr(.identifier("super"), range: range, id: -1), name: "init", nameRange: range),
      range: range, id: -1)
    let call = Expr(.call(callee: superInit, arguments: [], trailingClosures: [], rightParen: end), range: range, id: -1)
    return body + [Stmt(.expression(call), range: range, id: -1)]
  }

  /// Whether the body calls `self.init(…)` (a delegating initializer).
  private static func delegates(_ body: [Stmt]) -> Bool {
    var found = false
    for statement in body {
      SyntaxWalker.visit(statement, intoClosures: false) { expr in
        if case .member(let base, "init", _) = expr.kind, case .identifier("self") = base.kind { found = true }
        return !found
      }
    }
    return found
  }
}
