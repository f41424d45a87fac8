import SwiftReader
import Transcript

/// A member declared `private` or `fileprivate` used where it cannot be seen: swiftc's "'x' is
/// inaccessible due to 'private' protection level" (SE-0169: a private member is visible in its
/// type's declaration, the extensions of that type in the same file, and the types nested there),
/// and "cannot assign to property: 'x' setter is inaccessible" for `private(set)`. Run, the
/// program read or changed what its author had hidden.
///
/// Only members of the program's own top-level types are checked: `value.name`, `Type.name`, and
/// a member reached through `self` from a subclass; an initializer called by its type's name.
extension Compiler {
  /// A member's declared access, where it is narrower than the module.
  struct MemberAccess {
    /// `private` or `fileprivate`; nil when only the setter is narrowed.
    var level: String?
    /// `private(set)` or `fileprivate(set)`.
    var setterLevel: String?
    let file: String
  }

  /// `value.name` read or called here.
  func checkMemberAccess(_ baseType: SwiftType, _ name: String, isStatic: Bool = false, at location: SourceLocation) {
    guard let (type, access) = narrowedMember(baseType, isStatic ? Self.staticKey(name) : name), let level = access.level,
      !canSee(level, declaredIn: type, file: access.file, at: location)
    else { return }
    error("'\(name)' is inaccessible due to '\(level)' protection level", at: location)
  }

  /// Why `value.name = …` cannot be written here, when its setter is hidden.
  func setterAccessReadOnly(_ baseType: SwiftType, _ name: String, at location: SourceLocation) -> ReadOnly? {
    guard let (type, access) = narrowedMember(baseType, name), access.level == nil, let level = access.setterLevel,
      !canSee(level, declaredIn: type, file: access.file, at: location)
    else { return nil }
    return ReadOnly(reason: "'\(name)' setter is inaccessible", step: .property, anchor: location)
  }

  /// `A()` where the initializer with these labels is private (a singleton's `private init()`):
  /// swiftc's "'A' initializer is inaccessible due to 'private' protection level", at the type.
  func checkInitializerAccess(_ type: SwiftType, _ syntax: [ArgumentSyntax], at location: SourceLocation) {
    guard case .user(let user, _) = type, !syntax.contains(where: \.isTrailingClosure),
      let (owner, access) = narrowedMember(type, Self.initializerKey(syntax.map(\.label))), owner === user,
      let level = access.level, !canSee(level, declaredIn: owner, file: access.file, at: location)
    else { return }
    error("'\(user.name)' initializer is inaccessible due to '\(level)' protection level", at: location)
  }

  private static func initializerKey(_ labels: [String?]) -> String {
    "init(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
  }

  /// Static members are filed apart from instance members of the same name.
  private static func staticKey(_ name: String) -> String { "static " + name }

  private func narrowedMember(_ baseType: SwiftType, _ name: String) -> (UserType, MemberAccess)? {
    guard case .user(let type, _) = baseType.wrapped, !type.isProtocol else { return nil }
    for owner in type.classChain {
      if let access = memberAccessTable(of: owner)[name] { return (owner, access) }
    }
    return nil
  }

  /// Whether code here sees a member of `type` declared with `level` in `file`.
  private func canSee(_ level: String, declaredIn type: UserType, file: String, at location: SourceLocation) -> Bool {
    guard location.file == file else { return false }
    if level == "fileprivate" { return true }
    var current = context.selfType?.instanceType.userType
    while let enclosing = current {
      if enclosing === type { return true }
      current = enclosing.outer
    }
    return false
  }

  /// The narrowed members the type's declaration and its extensions write, by name.
  private func memberAccessTable(of type: UserType) -> [String: MemberAccess] {
    if let known = memberAccessTables[ObjectIdentifier(type)] { return known }
    var table: [String: MemberAccess] = [:]
    func collect(_ members: [Decl], file: String) {
      for member in members {
        let modifiers: [DeclModifier]
        var names: [String] = []
        switch member.kind {
        case .variable(let variable):
          modifiers = variable.modifiers
          for binding in variable.bindings { if case .identifier(let name) = binding.pattern.kind { names.append(name) } }
        case .function(let function):
          modifiers = function.modifiers
          names = [function.name]
        case .initializer(let initializer):
          modifiers = initializer.modifiers
          names = [Self.initializerKey(initializer.parameters.map(\.label))]
        default: continue
        }
        if modifiers.contains(where: { $0.name == "static" || $0.name == "class" }) { names = names.map(Self.staticKey) }
        var access = MemberAccess(level: nil, setterLevel: nil, file: file)
        for modifier in modifiers where modifier.name == "private" || modifier.name == "fileprivate" {
          if modifier.detail == "set" { access.setterLevel = modifier.name } else { access.level = modifier.name }
        }
        guard access.level != nil || access.setterLevel != nil else { continue }
        for name in names { table[name] = access }
      }
    }
    for file in program.files {
      for decl in file.declarations {
        switch decl.kind {
        case .type(let declared) where declared.name == type.name && type.outer == nil:
          collect(declared.members, file: file.name)
        case .extensionDecl(let ext):
          if case .named(type.name, _) = ext.extendedType.kind, type.outer == nil { collect(ext.members, file: file.name) }
        default: break
        }
      }
    }
    memberAccessTables[ObjectIdentifier(type)] = table
    return table
  }
}
