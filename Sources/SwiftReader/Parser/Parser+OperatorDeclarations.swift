import Transcript

/// `prefix operator √`, `infix operator •: MultiplicationPrecedence`, and `precedencegroup`
/// declarations, read where they stand (their effect on folding comes from `OperatorTable`,
/// made from every file before parsing).
extension Parser {
  mutating func parseOperatorDeclaration(
    start: SourceLocation, modifiers: [DeclModifier], scope: DeclarationScope
  ) throws(ReadError) -> Decl {
    guard scope == .file else { throw error("operator declarations must be at file scope") }
    let fixities = modifiers.compactMap { OperatorDeclaration.Fixity(rawValue: $0.name) }
    guard let fixity = fixities.first else {
      throw error("operator must be declared as 'prefix', 'postfix', or 'infix'")
    }
    advance()
    guard current.isOperator else { throw error("expected operator name in operator declaration") }
    let name = current.text
    advance()
    var group: String?
    if consume(":") {
      guard fixity == .infix else { throw error("only infix operators may declare a precedence") }
      group = try identifier("expected precedence group name after ':' in operator declaration").0
    }
    return try makeDecl(.operatorDeclaration(OperatorDeclaration(.op(name, fixity: fixity, group: group))), from: start)
  }

  mutating func parsePrecedenceGroup(start: SourceLocation, scope: DeclarationScope) throws(ReadError) -> Decl {
    guard scope == .file else { throw error("precedence groups must be declared at file scope") }
    advance()
    var group = OperatorDeclaration.PrecedenceGroup(
      name: try identifier("expected identifier after 'precedencegroup'").0)
    _ = try expect("{", "expected '{' after name of precedence group")
    var progress = LoopProgress()
    while !at("}") {
      try progress.check(self)
      guard current.isWord else { throw error("expected operator attribute identifier in precedence group body") }
      let key = current.text
      guard ["higherThan", "lowerThan", "associativity", "assignment"].contains(key) else {
        throw error("'\(key)' is not a valid precedence group attribute")
      }
      advance()
      _ = try expect(":", "expected colon after attribute name in precedence group")
      switch key {
      case "higherThan", "lowerThan":
        var names = [try identifier("expected name of related precedence group after '\(key)'").0]
        while consume(",") { names.append(try identifier("expected name of related precedence group after ','").0) }
        if key == "higherThan" { group.higherThan += names } else { group.lowerThan += names }
      case "associativity":
        guard current.isWord, let value = OperatorDeclaration.Associativity(rawValue: current.text) else {
          throw error("expected 'none', 'left', or 'right' after 'associativity'")
        }
        group.associativity = value
        advance()
      case "assignment":
        guard atWord("true") || atWord("false") else { throw error("expected 'true' or 'false' after 'assignment'") }
        group.isAssignment = atWord("true")
        advance()
      default:
        break
      }
    }
    advance()
    return try makeDecl(.operatorDeclaration(OperatorDeclaration(.group(group))), from: start)
  }
}
