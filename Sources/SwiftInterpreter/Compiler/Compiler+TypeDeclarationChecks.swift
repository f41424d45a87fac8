import SwiftReader
import Transcript

/// Type declarations Swift does not allow, each refused with swiftc's words at swiftc's place
/// (a lesson's "what if…" step shows these errors): a class inheriting from a struct, a final
/// class or two classes, a struct inheriting from a class, a `deinit` in a struct, `lazy let`,
/// `weak` on a value, a stored property in an enum, a protocol property without `{ get }`,
/// `super` outside a class, a raw value used twice. Run, such a program printed as if Swift had
/// built it. Checked on the program's own types only; what names the registry's types or is
/// in `#if` is left alone.
extension Compiler {
  func checkTypeDeclarations() {
    var declarations: [String: TypeDecl] = [:]
    var all: [TypeDecl] = []
    func collect(_ decls: [Decl]) {
      for decl in decls {
        guard case .type(let type) = decl.kind else { continue }
        all.append(type)
        declarations[type.name] = declarations[type.name] == nil ? type : declarations[type.name]
        collect(type.members)
      }
    }
    for file in program.files { collect(active(file.declarations)) }
    checkSynthesizedConformances()
    for type in all {
      checkInheritance(type, declarations)
      for member in type.members { checkMember(member, of: type) }
      if type.kind == .enumType { checkRawValues(type) }
    }
  }

  private func checkInheritance(_ type: TypeDecl, _ declarations: [String: TypeDecl]) {
    var classes: [(TypeDecl, TypeSyntax)] = []
    for (index, syntax) in type.inheritance.enumerated() {
      guard case .named(let name, let arguments) = syntax.kind, arguments.isEmpty, let parent = declarations[name],
        program.typeAliases[name] == nil
      else { continue }
      switch (type.kind, parent.kind) {
      case (.classType, .classType):
        classes.append((parent, syntax))
      case (.classType, .structType), (.classType, .enumType):
        if index == 0 { error("inheritance from non-protocol, non-class type '\(name)'", at: type.nameRange.start) }
        return
      case (.structType, .classType), (.enumType, .classType):
        error("inheritance from non-protocol type '\(name)'", at: type.nameRange.start)
        return
      default: continue
      }
    }
    if classes.count > 1 {
      error("multiple inheritance from classes '\(classes[0].0.name)' and '\(classes[1].0.name)' [#MultipleInheritance]",
        at: classes[1].1.range.start)
    } else if let (parent, _) = classes.first, parent.modifiers.contains(where: { $0.name == "final" }) {
      error("inheritance from a final class '\(parent.name)'", at: type.nameRange.start)
    }
  }

  private func checkMember(_ member: Decl, of type: TypeDecl) {
    switch member.kind {
    case .deinitializer where type.kind == .structType || type.kind == .enumType:
      error("deinitializer cannot be declared in \(type.kind.rawValue) '\(type.name)' that conforms to 'Copyable'",
        at: member.range.start)
    case .variable(let variable):
      checkVariable(variable, of: type)
    case .function(let function) where type.kind != .classType && type.kind != .actorType:
      SyntaxWalker.visit(member) { expr in
        if case .member(let base, _, _) = expr.kind, case .identifier("super") = base.kind {
          error("'super' cannot be used in non-class type '\(type.name)'", at: base.range.start)
          return false
        }
        return true
      }
      _ = function
    default: break
    }
  }

  private func checkVariable(_ variable: VariableDecl, of type: TypeDecl) {
    if variable.isLet, let lazy = variable.modifiers.first(where: { $0.name == "lazy" }) {
      error("'lazy' cannot be used on a let", at: lazy.range.start)
      return
    }
    let isStatic = variable.modifiers.contains { $0.name == "static" || $0.name == "class" }
    for binding in variable.bindings {
      guard case .identifier = binding.pattern.kind else { continue }
      let name = binding.pattern.range.start
      if variable.modifiers.contains(where: { $0.name == "weak" }), let written = binding.type,
        let shown = Self.checkedName(resolveType(written, in: nil, reportUnknown: false).wrapped)
      {
        error("'weak' may only be applied to class and class-bound protocol types, not '\(shown)'", at: name)
        return
      }
      if type.kind == .enumType, !isStatic, binding.accessors == nil {
        error("enums must not contain stored properties", at: name)
        return
      }
      if type.kind == .protocolType, binding.accessors == nil {
        error("property in protocol must have explicit { get } or { get set } specifier", at: name)
        return
      }
    }
  }

  /// Raw values written or implied twice (`case up = 1, down = 1`; `case a = 1, b, c = 2`).
  private func checkRawValues(_ type: TypeDecl) {
    guard let first = type.inheritance.first, case .named(let rawName, _) = first.kind, ["Int", "String"].contains(rawName)
    else { return }
    var seen: Set<String> = []
    var next = 0
    for member in type.members {
      guard case .enumCase(let declaration) = member.kind else { continue }
      for element in declaration.elements {
        let value: String
        var location = element.nameRange.start
        switch element.rawValue?.kind {
        case .integerLiteral(let text)?:
          guard rawName == "Int", let number = Int(text) else { return }
          value = String(number)
          next = number + 1
          location = element.rawValue!.range.start
        case .stringLiteral(let segments)?:
          guard rawName == "String", segments.count <= 1, case .text(let text)? = segments.first ?? .text("") else { return }
          value = text
          location = element.rawValue!.range.start
        case nil:
          value = rawName == "Int" ? String(next) : element.name
          next += 1
        default:
          return
        }
        guard seen.insert(value).inserted else {
          error("raw value for enum case is not unique", at: location)
          return
        }
      }
    }
  }
}
