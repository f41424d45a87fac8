import SwiftReader
import Transcript

/// An optional used where its wrapped type is wanted — `a + 1` with `a: Int?`, `let n: Int =
/// Int(text)`, `let n: Int = counts["a"]` — is swiftc's `value of optional type 'Int?' must be
/// unwrapped to a value of type 'Int'`, at the optional; the run would otherwise unwrap it and
/// print, or stop on a message of ours. Only optionals that are certain are judged: a variable
/// declared `T?`, `Int(_:)`/`Double(_:)` of a certain `String`, and
/// a certain dictionary read by its key, an array's `first`, `last`, `max()`, `min()`,
/// `randomElement()` and `popLast()`; only `Int`, `Double`, `String` and `Bool` inside.
extension Compiler {
  /// `a + 1`, `1 + a`, `a < 2`: one operand a certain optional, the other its wrapped type or a
  /// literal. Two optionals are worded otherwise by swiftc and left alone.
  func checkOptionalOperands(_ op: String, _ left: ExprCode, _ right: ExprCode, _ lhs: Expr, _ rhs: Expr) {
    guard ["+", "-", "*", "/", "<", ">", "<=", ">="].contains(op) else { return }
    let sides = [(lhs, right.type, rhs), (rhs, left.type, lhs)]
    for (expr, otherType, other) in sides {
      guard let wrapped = certainOptional(expr), let name = Self.checkedName(wrapped),
        Self.checkedName(otherType) == name || (isLiteralOnly(other) && !otherType.isOptional)
      else { continue }
      error("value of optional type '\(name)?' must be unwrapped to a value of type '\(name)'", at: anchor(of: expr))
      return
    }
  }

  /// `let n: Int = maybe` and `n = maybe`: true when reported.
  @discardableResult
  func checkOptionalStored(_ expr: Expr, into declared: SwiftType) -> Bool {
    // `let c: Character = word.first`: swiftc names a string's element by its alias.
    if case .character = declared, case .member(let base, let name, _) = expr.kind, name == "first" || name == "last",
      isCertainlyTyped(base), case .string? = typeOfCertain(base)
    {
      error("value of optional type 'String.Element?' (aka 'Optional<Character>') must be unwrapped to a value of type "
        + "'String.Element' (aka 'Character')", at: anchor(of: expr))
      return true
    }
    guard let name = Self.checkedName(declared), let wrapped = certainOptional(expr), Self.checkedName(wrapped) == name
    else { return false }
    error("value of optional type '\(name)?' must be unwrapped to a value of type '\(name)'", at: anchor(of: expr))
    return true
  }

  /// The wrapped type of an expression that is certainly an optional; nil otherwise.
  func certainOptional(_ expr: Expr) -> SwiftType? {
    switch expr.kind {
    case .identifier(let name):
      // `T?` written out: an implicitly unwrapped `T!` is used as a `T` without unwrapping.
      guard isCertainlyTyped(expr) else { return nil }
      let type: SwiftType
      if let local = visibleVariable(name) {
        guard local.isDeclaredOptional else { return nil }
        type = local.type
      } else {
        guard let global = scriptGlobals[name] ?? program.globalsByName[name], global.isDeclaredOptional else { return nil }
        type = global.type
      }
      if case .optional(let wrapped) = type { return wrapped }
      return nil
    case .member(let base, let name, _) where name == "first" || name == "last":
      return certainArrayElement(base)
    case .call(let callee, let arguments, let trailing, _):
      // `numbers.max()`: the standard library's optional results of an array of certain type.
      if case .member(let base, let name, _) = callee.kind, arguments.isEmpty, trailing.isEmpty,
        ["max", "min", "randomElement", "popLast"].contains(name)
      {
        return certainArrayElement(base)
      }
      if let made = failablyMade(callee, arguments, trailing) { return made }
      guard case .identifier(let name) = callee.kind, ["Int", "Double"].contains(name), context.local(name) == nil,
        program.functions[name] == nil, namedType(name, arguments: [], in: context.selfType).flatMap(\.userType) == nil,
        arguments.count == 1, arguments[0].label == nil, isCertainlyTyped(arguments[0].value),
        case .string = typeOfCertain(arguments[0].value)
      else { return nil }
      return name == "Int" ? .int : .double
    case .member(let base, let name, _) where name == "first" || name == "last":
      // `scores.first + 1` on a certainly typed array: its first element may be missing.
      guard isCertainlyTyped(base), case .array(let element)? = typeOfCertain(base) else { return nil }
      return element
    case .tryExpr(.optional, let inner):
      // `try? load()` of the program's one `load() throws -> Int`: an `Int?` (a result that is
      // already optional stays one level deep, SE-0230).
      guard case .call(let callee, _, _, _) = inner.kind, case .identifier(let name) = callee.kind, context.local(name) == nil,
        let functions = program.functions[name], functions.count == 1, functions[0].genericParameters.isEmpty
      else { return nil }
      let result = functions[0].returnType
      if case .optional(let wrapped) = result { return wrapped }
      return Self.checkedName(result) != nil ? result : nil
    case .subscriptCall(let base, let arguments):
      guard arguments.count == 1, arguments[0].label == nil, case .identifier(let name) = base.kind, isCertainlyTyped(base),
        case .dictionary(_, let value)? = visibleVariable(name)?.type ?? scriptGlobals[name]?.type
      else { return nil }
      return value
    default:
      return nil
    }
  }

  /// `Color(rawValue: "red")` of the program's enum with raw values, or `User(json: j)` when
  /// every initializer of the type with those labels is `init?`: certainly an optional.
  private func failablyMade(_ callee: Expr, _ arguments: [Argument], _ trailing: [TrailingClosure]) -> SwiftType? {
    guard case .identifier(let name) = callee.kind, trailing.isEmpty, context.local(name) == nil, program.functions[name] == nil,
      case .user(let type, let typeArguments)? = namedType(name, arguments: [], in: context.selfType),
      typeArguments.isEmpty, type.genericParameters.isEmpty, !type.isProtocol
    else { return nil }
    let labels = arguments.map(\.label)
    let matching = type.members.initializers.filter { $0.labels == labels }
    if matching.isEmpty {
      guard type.rawType != nil, labels == ["rawValue"] else { return nil }
      return .user(type, arguments: [])
    }
    return matching.allSatisfy(\.isFailable) ? .user(type, arguments: []) : nil
  }

  /// The element type of a variable that is certainly an array.
  private func certainArrayElement(_ base: Expr) -> SwiftType? {
    guard case .identifier = base.kind, isCertainlyTyped(base), case .array(let element)? = typeOfCertain(base) else { return nil }
    return element
  }

  /// The type of a literal or a certainly typed variable.
  private func typeOfCertain(_ expr: Expr) -> SwiftType? {
    switch expr.kind {
    case .stringLiteral: return .string
    case .identifier(let name):
      return visibleVariable(name)?.type ?? (scriptGlobals[name] ?? program.globalsByName[name])?.type
    default: return nil
    }
  }
}
