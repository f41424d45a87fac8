import SwiftReader
import Transcript

/// `#if`: the branch whose condition holds for the configuration is compiled, the others are
/// never looked at (as swiftc skips them; the Swift book, "Compiler Control Statements").
extension Compiler {
  /// The declarations of the branches of `#if` the configuration selects, flattened.
  func active(_ declarations: [Decl]) -> [Decl] {
    guard declarations.contains(where: { if case .conditional = $0.kind { true } else { false } }) else {
      return declarations
    }
    var result: [Decl] = []
    for decl in declarations {
      if case .conditional(let block) = decl.kind {
        result += active(block.active { holds($0, at: decl.range.start) })
      } else {
        result.append(decl)
      }
    }
    return result
  }

  /// The statements of the branch of a statement-level `#if` the configuration selects.
  func activeStatements(_ block: ConditionalBlock<Stmt>, at location: SourceLocation) -> [Stmt] {
    block.active { holds($0, at: location) }
  }

  /// Statements with every statement-level `#if` replaced by its selected branch.
  func flattened(_ statements: [Stmt]) -> [Stmt] {
    guard statements.contains(where: { if case .conditional = $0.kind { true } else { false } }) else {
      return statements
    }
    var result: [Stmt] = []
    for statement in statements {
      if case .conditional(let block) = statement.kind {
        result += flattened(activeStatements(block, at: statement.range.start))
      } else {
        result.append(statement)
      }
    }
    return result
  }

  /// Whether a condition holds; one the configuration cannot answer is reported as not modelled.
  func holds(_ condition: CompilationCondition, at location: SourceLocation) -> Bool {
    let conditions = program.configuration.conditions
    switch condition {
    case .flag("true"): return true
    case .flag("false"): return false
    case .flag(let name): return conditions.flags.contains(name)
    case .not(let inner): return !holds(inner, at: location)
    case .and(let left, let right): return holds(left, at: location) && holds(right, at: location)
    case .or(let left, let right): return holds(left, at: location) || holds(right, at: location)
    case .version(_, let isAtLeast, let version):
      // swiftc 6.3 with `-swift-version 6`: both the language and the compiler answer 6.3.
      let atLeast = Compiler.compare(conditions.swiftVersion, version) >= 0
      return isAtLeast ? atLeast : !atLeast
    case .platform("os", let name): return name == conditions.os
    case .platform("canImport", let module):
      let name = module.split(separator: ".").first.map(String.init) ?? module
      return conditions.importableModules.contains(name)
    case .platform("targetEnvironment", let environment): return conditions.targetEnvironments.contains(environment)
    case .platform(let name, let argument):
      error("lesson-runner does not model '\(name)(\(argument))' in '#if'", at: location)
      return false
    }
  }

  static func compare(_ a: [Int], _ b: [Int]) -> Int {
    for index in 0..<max(a.count, b.count) {
      let x = index < a.count ? a[index] : 0
      let y = index < b.count ? b[index] : 0
      if x != y { return x < y ? -1 : 1 }
    }
    return 0
  }
}
