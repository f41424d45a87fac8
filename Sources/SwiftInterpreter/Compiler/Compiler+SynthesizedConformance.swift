import SwiftReader
import Transcript

/// A struct or enum that declares `Equatable` or `Hashable` and leaves `==` to Swift, while one
/// of its stored values cannot be compared (a closure, a type of the program that is not
/// `Equatable`): swiftc cannot synthesize the conformance and says "type 'P' does not conform to
/// protocol 'Equatable'" at the type's name; run, `==` compared what it could and printed.
/// Also: `sorted()`, `max()` or `min()` of an array of the program's type that is not
/// `Comparable` (swiftc's "referencing instance method 'sorted()' on 'Sequence' requires that
/// 'User' conform to 'Comparable'"; run, the array kept its order).
extension Compiler {
  func checkSynthesizedConformances() {
    for type in program.allTypes where (type.isStruct || type.isEnum) && type.genericParameters.isEmpty {
      let values = type.isStruct ? type.storedProperties.filter { $0.wrapper == nil }.map(\.type)
        : type.cases.flatMap(\.payloadTypes)
      let ownEquals = providesOwn(type, "=="), ownHash = providesOwn(type, "hash")
      let proto: String
      if declares(type, "Hashable") {
        // With its own `==` but not `hash(into:)`, or neither: Swift must synthesize hashing.
        guard !ownHash else { continue }
        proto = "Hashable"
      } else if declares(type, "Equatable"), !ownEquals {
        proto = "Equatable"
      } else {
        continue
      }
      guard values.contains(where: { lacks($0, proto) }) else { continue }
      error("type '\(type.name)' does not conform to protocol '\(proto)'", at: type.location)
    }
  }

  private func declares(_ type: UserType, _ proto: String) -> Bool {
    type.inheritanceSyntax.contains { $0.writtenName == proto }
  }

  /// Whether the type or its extensions declare `name` (`==`, `hash`) themselves.
  private func providesOwn(_ type: UserType, _ name: String) -> Bool {
    if !(type.members.staticMethods[name] ?? []).isEmpty || !(type.members.methods[name] ?? []).isEmpty { return true }
    if name == "hash", type.members.computed["hashValue"] != nil { return true }
    return !(program.functions[name] ?? []).isEmpty
  }

  /// Whether a value of this type surely cannot be compared (or hashed) by the protocol.
  private func lacks(_ type: SwiftType, _ proto: String) -> Bool {
    switch type {
    case .function: return true
    case .optional(let inner), .array(let inner), .set(let inner): return lacks(inner, proto)
    case .dictionary(_, let value): return lacks(value, proto)
    case .user(let user, let arguments):
      guard arguments.isEmpty, user.genericParameters.isEmpty, !user.isProtocol else { return false }
      // An enum without payloads is Equatable and Hashable by itself.
      if user.isEnum, !user.cases.contains(where: \.hasPayload) { return false }
      let names = Set(allConformances(of: user).map(\.name))
      let satisfying: Set<String> = proto == "Equatable" ? ["Equatable", "Hashable", "Comparable"] : ["Hashable"]
      return names.isDisjoint(with: satisfying)
    default: return false
    }
  }

  /// `users.sorted()`, `.max()`, `.min()` of a certain array of the program's non-`Comparable` type.
  func checkNotComparableElements(_ base: Expr?, _ baseType: SwiftType, _ name: String, _ syntax: [ArgumentSyntax],
    at location: SourceLocation) {
    guard syntax.isEmpty, ["sorted", "max", "min"].contains(name), let base, isCertainlyTyped(base),
      case .array(.user(let element, let arguments)) = baseType, arguments.isEmpty, !element.isProtocol,
      element.genericParameters.isEmpty, !allConformances(of: element).contains(where: { $0.name == "Comparable" })
    else { return }
    error("referencing instance method '\(name)()' on 'Sequence' requires that '\(element.name)' conform to 'Comparable'",
      at: location)
  }
}

/// `n!` or `s?.count` on a value that is surely not optional: swiftc's "cannot force unwrap value
/// of non-optional type 'Int'" / "cannot use optional chaining on non-optional value of type
/// 'String'", at the `!` or `?`; run, the value passed through (and `s?.count` printed
/// `Optional(1)`).
extension Compiler {
  func certainNonOptionalName(_ expr: Expr, _ type: SwiftType) -> String? {
    guard !type.isOptional, isCertainlyTyped(expr), expr.range.end.line == expr.range.start.line else { return nil }
    if case .identifier(let name) = expr.kind, visibleVariable(name)?.isDeclaredOptional == true { return nil }
    return Self.nilRefusingName(type)
  }
}

/// `x as String` of a certain `Int`, `any as Int` of an `Any`: `as` only converts what needs no
/// check (swiftc: "cannot convert value of type 'Int' to type 'String' in coercion", "'Any' is
/// not convertible to 'Int'", the second at `as`); run, the value passed unchanged.
extension Compiler {
  func checkCoercion(_ inner: Expr, _ found: SwiftType, to type: SwiftType, _ syntax: TypeSyntax) {
    guard let wanted = Self.checkedName(type) else { return }
    if case .any = found, isCertainlyTyped(inner), syntax.range.start.column > 3 {
      let keyword = SourceLocation(file: syntax.range.start.file, line: syntax.range.start.line, column: syntax.range.start.column - 3)
      error("'Any' is not convertible to '\(wanted)'", at: keyword)
      return
    }
    guard isCertainlyTyped(inner), Self.literalTypeName(inner) == nil, let have = Self.checkedName(found), have != wanted else { return }
    error("cannot convert value of type '\(have)' to type '\(wanted)' in coercion", at: anchor(of: inner))
  }
}

/// `let t: (Int, Int) = (1, 2, 3)`: swiftc's "'(Int, Int, Int)' is not convertible to '(Int,
/// Int)', tuples have a different number of elements", at the tuple; run, it held three.
extension Compiler {
  func checkTupleArity(_ expr: Expr, declared: SwiftType) -> Bool {
    guard case .tuple(let wanted, let labels) = declared, labels.allSatisfy({ $0 == nil }),
      case .tuple(let elements) = expr.kind, elements.count > 1, elements.count != wanted.count,
      elements.allSatisfy({ $0.label == nil })
    else { return false }
    let found = elements.map { Self.literalTypeName($0.value) }
    let wantedNames = wanted.map { Self.checkedName($0) }
    guard found.allSatisfy({ $0 != nil && $0 != "nil" }), wantedNames.allSatisfy({ $0 != nil }),
      zip(found, wantedNames).allSatisfy({ $0 == $1 }), Set(found).count == 1
    else { return false }
    let have = "(" + found.map { $0! }.joined(separator: ", ") + ")"
    let want = "(" + wantedNames.map { $0! }.joined(separator: ", ") + ")"
    error("'\(have)' is not convertible to '\(want)', tuples have a different number of elements", at: expr.range.start)
    return true
  }
}

/// `Dog.bark()` of an instance method: swiftc's "instance member 'bark' cannot be used on type
/// 'Dog'; did you mean to use a value of this type instead?", at `Dog`, where it said the type
/// had no such member.
extension Compiler {
  func instanceMemberOnType(_ type: SwiftType, _ name: String, base: Expr, at location: SourceLocation) -> ExprCode? {
    guard case .identifier = base.kind, case .user(let user, _) = type, !user.isProtocol, name != "init",
      !hasStaticMember(type, name), hasMember(type, name), context.selfType?.instanceType.userType !== user
    else { return nil }
    let message = "instance member '\(name)' cannot be used on type '\(user.name)'; did you mean to use a value of this type instead?"
    error(message, at: base.range.start)
    return failing(.unsupported(message, at: base.range.start), at: location)
  }
}

/// `d.make()` of a static method: swiftc's "static member 'make' cannot be used on instance of
/// type 'Dog'", at the instance, where it said the value had no such member.
extension Compiler {
  func staticMemberOnInstance(_ type: SwiftType, _ name: String, base: Expr, at location: SourceLocation) -> ExprCode? {
    guard case .user(let user, let arguments) = type, arguments.isEmpty, !user.isProtocol, user.genericParameters.isEmpty,
      hasStaticMember(type, name), !hasMember(type, name), user.caseIndex[name] == nil
    else { return nil }
    let message = "static member '\(name)' cannot be used on instance of type '\(user.name)'"
    error(message, at: base.range.start)
    return failing(.unsupported(message, at: base.range.start), at: location)
  }
}
