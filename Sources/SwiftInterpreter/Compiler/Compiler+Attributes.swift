import SwiftReader
import Transcript

/// Attributes: Swift's own, the registry's (wrappers, builders, macros), the program's; any
/// other is swiftc's `unknown attribute`, or, when a framework owns the name, a construct the
/// program cannot run without.
extension Compiler {
  /// The attributes Swift defines (The Swift Programming Language, "Attributes"), and those
  /// of Objective-C interoperation and Interface Builder, which change nothing a run prints.
  static let languageAttributes: Set<String> = [
    "available", "backDeployed", "discardableResult", "dynamicCallable", "dynamicMemberLookup", "frozen",
    "GKInspectable", "inlinable", "main", "nonobjc", "NSCopying", "NSManaged", "objc",
    "objcMembers", "preconcurrency", "propertyWrapper", "requires_stored_property_inits", "resultBuilder",
    "testable", "unchecked", "usableFromInline", "warn_unqualified_access",
    "IBAction", "IBDesignable", "IBInspectable", "IBOutlet", "IBSegueAction", "autoclosure", "escaping",
    "Sendable", "MainActor", "globalActor", "convention", "inline", "freestanding", "attached",
    "retroactive", "isolated", "concurrent", "nonexhaustive", "specialize", "safe", "unsafe", "exclusivity",
    "differentiable", "derivative", "noDerivative", "transpose", "TaskLocal", "sendable", "execution",
  ]

  /// Checks the attributes written on a declaration.
  func checkAttributes(_ attributes: [Attribute]) {
    for attribute in attributes {
      let name = attribute.name
      if Compiler.languageAttributes.contains(name) || name.hasPrefix("_") { continue }
      if program.configuration.platform.entryPointAttributes.contains(name) { continue }
      if registry.type(named: name) != nil { continue }
      if case .user? = namedType(name, arguments: [], in: context.selfType) { continue }
      // swiftc points at the name, after the `@`.
      let start = attribute.range.start
      let location = SourceLocation(file: start.file, line: start.line, column: start.column + 1)
      if program.configuration.platform.isFrameworkName(name) {
        program.addNotModelled(.error("lesson-runner does not model '@\(name)'", at: location))
      } else {
        error("unknown attribute '\(name)'", at: location)
      }
    }
  }
}
