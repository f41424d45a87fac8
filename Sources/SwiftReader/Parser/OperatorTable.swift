/// The infix operators a program declares and the precedence groups it declares them in, so
/// `a • b + c` folds as swiftc folds it ("Advanced Operators", The Swift Programming Language).
///
/// Built before any file is parsed, from every file's tokens, because Swift lets an operator be
/// used above (or in another file than) its declaration. An operator not declared here keeps
/// the standard table (`OperatorPrecedence.of`).
struct OperatorTable: Sendable {
  /// Infix operator → its group's name.
  private var groupOfOperator: [String: String] = [:]
  /// Group name → (precedence, right-associative), standard groups included.
  private var groups: [String: (precedence: Int, isRightAssociative: Bool)] = OperatorTable.standardGroups

  /// Swift's standard groups, at `OperatorPrecedence`'s levels.
  static let standardGroups: [String: (precedence: Int, isRightAssociative: Bool)] = [
    "BitwiseShiftPrecedence": (OperatorPrecedence.bitwiseShift, false),
    "MultiplicationPrecedence": (OperatorPrecedence.multiplication, false),
    "AdditionPrecedence": (OperatorPrecedence.addition, false),
    "RangeFormationPrecedence": (OperatorPrecedence.rangeFormation, false),
    "CastingPrecedence": (OperatorPrecedence.casting, false),
    "NilCoalescingPrecedence": (OperatorPrecedence.nilCoalescing, true),
    "ComparisonPrecedence": (OperatorPrecedence.comparison, false),
    "LogicalConjunctionPrecedence": (OperatorPrecedence.logicalConjunction, false),
    "LogicalDisjunctionPrecedence": (OperatorPrecedence.logicalDisjunction, false),
    "DefaultPrecedence": (OperatorPrecedence.defaultPrecedence, false),
    "TernaryPrecedence": (OperatorPrecedence.ternary, true),
    "AssignmentPrecedence": (OperatorPrecedence.assignment, true),
  ]

  init() {}

  /// The table the declarations of all files' tokens make.
  init(tokens files: [[Token]]) {
    var declared: [OperatorDeclaration.PrecedenceGroup] = []
    for tokens in files {
      for declaration in OperatorTable.scan(tokens) {
        switch declaration.kind {
        case .op(let name, .infix, let group): groupOfOperator[name] = group ?? "DefaultPrecedence"
        case .op: break
        case .group(let group): declared.append(group)
        }
      }
    }
    let byName = Dictionary(declared.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    for group in declared { _ = place(group.name, byName, depth: 0) }
  }

  /// The precedence and associativity of an infix operator.
  func precedence(of op: String) -> (precedence: Int, isRightAssociative: Bool) {
    if let group = groupOfOperator[op], let found = groups[group] { return found }
    return OperatorPrecedence.of(op)
  }

  /// Gives a declared group a level strictly between the groups it is higher and lower than
  /// (halfway, so groups declared relative to it still find room); a group related to
  /// nothing sits at `DefaultPrecedence`'s level.
  private mutating func place(
    _ name: String, _ declared: [String: OperatorDeclaration.PrecedenceGroup], depth: Int
  ) -> (precedence: Int, isRightAssociative: Bool)? {
    if let known = groups[name] { return known }
    guard let group = declared[name], depth < 64 else { return nil }
    let above = group.higherThan.compactMap { place($0, declared, depth: depth + 1)?.precedence }.max()
    let below = group.lowerThan.compactMap { place($0, declared, depth: depth + 1)?.precedence }.min()
    let level: Int
    switch (above, below) {
    case (let low?, let high?): level = (low + high) / 2
    case (let low?, nil): level = low + OperatorPrecedence.step / 2
    case (nil, let high?): level = high - OperatorPrecedence.step / 2
    case (nil, nil): level = OperatorPrecedence.defaultPrecedence
    }
    let placed = (level, group.associativity == .right)
    groups[name] = placed
    return placed
  }

  /// The operator and precedence group declarations in a file's tokens, read loosely: the
  /// parser reads them again in place and reports what is malformed.
  static func scan(_ tokens: [Token]) -> [OperatorDeclaration] {
    var found: [OperatorDeclaration] = []
    var index = 0
    func word(_ offset: Int) -> String? {
      let token = tokens[min(index + offset, tokens.count - 1)]
      return token.isWord ? token.text : nil
    }
    while index < tokens.count {
      let token = tokens[index]
      if token.isWord("operator"), index > 0, let fixity = OperatorDeclaration.Fixity(rawValue: tokens[index - 1].text),
        index + 1 < tokens.count, tokens[index + 1].isOperator
      {
        let hasGroup = index + 2 < tokens.count && tokens[index + 2].isPunct(":")
        found.append(OperatorDeclaration(.op(tokens[index + 1].text, fixity: fixity, group: hasGroup ? word(3) : nil)))
        index += 2
        continue
      }
      if token.isWord("precedencegroup"), let name = word(1), index + 2 < tokens.count, tokens[index + 2].isPunct("{") {
        var group = OperatorDeclaration.PrecedenceGroup(name: name)
        index += 3
        var key: String?
        while index < tokens.count, !tokens[index].isPunct("}") {
          let part = tokens[index]
          if index + 1 < tokens.count, tokens[index + 1].isPunct(":"), part.isWord {
            key = part.text
            index += 2
            continue
          }
          if part.isWord {
            switch key {
            case "higherThan": group.higherThan.append(part.text)
            case "lowerThan": group.lowerThan.append(part.text)
            case "associativity": group.associativity = OperatorDeclaration.Associativity(rawValue: part.text) ?? .none
            case "assignment": group.isAssignment = part.text == "true"
            default: break
            }
          }
          index += 1
        }
        found.append(OperatorDeclaration(.group(group)))
      }
      index += 1
    }
    return found
  }
}
