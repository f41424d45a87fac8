import SwiftReader
import Transcript

/// A plain program on Linux that names Foundation's `Date` or `DispatchQueue` without
/// `import Foundation`: swiftc there refuses it (`cannot find 'Date' in scope`), so it never
/// runs here either, where it printed its first lines and then stopped at the name as "not
/// modelled". Only where the platform says Foundation needs importing (`PlatformConventions
/// .linuxScript`; never a platform whose frameworks bring Foundation), only for names the
/// registry lacks, and only in a program that imports nothing at all (any module might bring
/// the name).
extension Compiler {
  func foundationIsNotImported(_ name: String) -> Bool {
    let platform = program.configuration.platform
    guard platform.foundationNeedsImport, platform.isFoundationName(name) else { return false }
    return !programImportsAnything
  }
}

/// A member Foundation adds to a standard type (`"a,b".components(separatedBy: ",")`,
/// `.trimmingCharacters(in:)`, `5.formatted()`) in a plain program on Linux that imports
/// nothing: swiftc there says `value of type 'String' has no member 'components'`, at the
/// member's name, so the program never runs here either. The names are Foundation's symbol
/// graphs less the standard library's (`LibraryMembers.foundationExtensions`); a name the
/// program declares itself, in any extension or type, is left alone.
extension Compiler {
  func checkFoundationMember(_ baseType: SwiftType, _ name: String, at location: SourceLocation) {
    let typeName: String
    switch baseType {
    case .string: typeName = "String"
    case .int: typeName = "Int"
    case .double: typeName = "Double"
    case .array: typeName = "Array"
    case .dictionary: typeName = "Dictionary"
    case .set: typeName = "Set"
    case .native(let native, _) where native.name == "Substring": typeName = "Substring"
    default: return
    }
    guard LibraryMembers.foundationExtensions[typeName]?.contains(name) == true,
      program.configuration.platform.foundationNeedsImport, !programImportsAnything,
      !programDeclaresMember(name)
    else { return }
    error("value of type '\(baseType.diagnosticName)' has no member '\(name)'", at: location)
  }

  var programImportsAnything: Bool { program.importsAnything }

  private func programDeclaresMember(_ name: String) -> Bool {
    let declared = typeMembers.lazy.flatMap(\.members) + nativeExtensionMembers.lazy.flatMap(\.members)
    return declared.contains { decl in
      switch decl.kind {
      case .function(let function): return function.name == name
      case .variable(let variable):
        return variable.bindings.contains { if case .identifier(name) = $0.pattern.kind { true } else { false } }
      default: return false
      }
    }
  }
}

/// `String(format: "%.1f", x)` in a plain program on Linux that imports nothing: the
/// initializer is Foundation's, so swiftc finds only the standard library's and says `no exact
/// matches in call to initializer ` (its words, trailing space included; checked with swiftc
/// 6.3.1). It printed the formatted number.
extension Compiler {
  /// First labels of Foundation's initializers of `String`.
  private static let foundationStringInitializers: Set<String> = ["format", "contentsOf", "data", "contentsOfFile"]

  func checkFoundationInitializer(_ type: SwiftType, _ syntax: [ArgumentSyntax], at location: SourceLocation) {
    guard case .string = type, let label = syntax.first?.label, Self.foundationStringInitializers.contains(label),
      program.configuration.platform.foundationNeedsImport, !programImportsAnything
    else { return }
    error("no exact matches in call to initializer ", at: location)
  }
}

extension Program {
  /// Whether any file imports a module (or may, under `#if`): any module might bring Foundation.
  var importsAnything: Bool {
    files.contains { file in
      file.declarations.contains { if case .importDecl = $0.kind { true } else if case .conditional = $0.kind { true } else { false } }
    }
  }
}

extension Interpreter {
  /// Whether Foundation's members are in scope: always where the platform brings it, otherwise
  /// where the program imports a module. Its overloads answer some questions differently from the
  /// standard library's (`"abc".contains("")` is false with Foundation, true without).
  var foundationInScope: Bool { !program.configuration.platform.foundationNeedsImport || program.importsAnything }
}
