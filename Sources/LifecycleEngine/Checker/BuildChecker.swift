import SwiftReader
import Transcript

/// What the Swift compiler says about a program before it runs, worded as swiftc words it.
///
/// Only the checks lessons make claims about are done: entry points (`@main`,
/// `main.swift`), calls to the program's initializers with missing or extra
/// arguments, and the deprecated one-parameter `onChange(of:perform:)`.
struct BuildChecker {
  let files: [SourceFile]
  private let program: Program

  init(files: [SourceFile]) {
    self.files = files
    self.program = Program(files: files)
  }

  func diagnostics() -> [Diagnostic] {
    var found = entryPoints()
    for file in files {
      SyntaxWalker.visit(file) { expr in
        if let diagnostic = deprecatedOnChange(expr) { found.append(diagnostic) }
        if let diagnostic = initializerCall(expr) { found.append(diagnostic) }
        return true
      }
    }
    return found.sorted { ($0.location?.file ?? "", $0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.location?.file ?? "", $1.location?.line ?? 0, $1.location?.column ?? 0) }
  }

  /// One `@main` type, and no top-level code beside it (SE-0281).
  private func entryPoints() -> [Diagnostic] {
    var found: [Diagnostic] = []
    let mains = program.mainTypes
    if mains.count > 1 {
      for main in mains {
        found.append(.error("'main' attribute can only apply to one type in a module", at: main.attribute.range.start))
      }
    }
    // "A main.swift file is always considered to be an entry point, even if it has no top-level code."
    if files.contains(where: { $0.name == "main.swift" }) {
      for main in mains {
        found.append(.error("'main' attribute cannot be used in a module that contains top-level code", at: main.attribute.range.start))
      }
    }
    for (file, statement) in program.topLevelCode where file != "main.swift" {
      found.append(.error("expressions are not allowed at the top level", at: statement.range.start))
    }
    return found
  }

  /// `.onChange(of:) { new in … }`: the form with one parameter, deprecated since iOS 17.
  private func deprecatedOnChange(_ expr: Expr) -> Diagnostic? {
    guard case .call(let callee, let arguments, let trailing, _) = expr.kind,
      case .member(_, "onChange", let nameRange) = callee.kind
    else { return nil }
    let closures = trailing.map(\.closure) + arguments.compactMap {
      if case .closure(let closure) = $0.value.kind { return closure }
      return nil
    }
    let usesPerform = arguments.contains { $0.label == "perform" }
    guard usesPerform || closures.contains(where: { $0.parameters?.count == 1 }) else { return nil }
    return .warning(
      "'onChange(of:perform:)' was deprecated in iOS 17.0: Use `onChange` with a two or zero parameter action closure instead.",
      at: nameRange.start)
  }

  /// `Type(arguments)` that no initializer of the program's type accepts.
  private func initializerCall(_ expr: Expr) -> Diagnostic? {
    guard case .call(let callee, let arguments, let trailing, let rightParen) = expr.kind,
      case .identifier(let name) = callee.kind, let type = program.type(named: name), !type.isProtocol
    else { return nil }
    let given: [(label: String?, isClosure: Bool, location: SourceLocation)] =
      arguments.map { ($0.label, false, $0.range.start) } + trailing.map { ($0.label, true, $0.range.start) }
    let candidates = initializers(of: type)
    guard !candidates.isEmpty, !candidates.contains(where: { accepts($0, given) }) else { return nil }
    guard candidates.count == 1, let only = candidates.first else {
      return .error("no exact matches in call to initializer", at: callee.range.start)
    }
    let labels = Set(given.compactMap(\.label))
    if let extra = given.first(where: { argument in
      argument.label.map { label in !only.contains { $0.label == label } } ?? false
    }) {
      return .error("extra argument '\(extra.label!)' in call", at: extra.location)
    }
    let unlabelledGiven = given.filter { $0.label == nil }.count
    var unlabelledLeft = unlabelledGiven
    let missing = only.filter { parameter in
      guard !parameter.hasDefault else { return false }
      if let label = parameter.label { return !labels.contains(label) }
      if unlabelledLeft > 0 { unlabelledLeft -= 1; return false }
      return true
    }
    if missing.count == 1 {
      return .error("missing argument for parameter '\(missing[0].label ?? missing[0].name)' in call", at: rightParen)
    }
    if missing.count > 1 {
      let names = missing.map { "'\($0.label ?? $0.name)'" }.joined(separator: ", ")
      return .error("missing arguments for parameters \(names) in call", at: rightParen)
    }
    return nil
  }

  private struct ParameterShape {
    var label: String?
    var name: String
    var hasDefault: Bool
    var takesClosure: Bool
  }

  /// The initializers a call can use: those declared, or the memberwise one of a struct.
  private func initializers(of type: TypeInfo) -> [[ParameterShape]] {
    let declared = type.members.initializers.map { initializer in
      initializer.parameters.map {
        ParameterShape(label: $0.label, name: $0.name, hasDefault: $0.defaultValue != nil || $0.isVariadic, takesClosure: $0.isFunctionTyped)
      }
    }
    if !declared.isEmpty || type.kind != .structType { return declared }
    return [type.storedProperties.filter(\.isMemberwiseParameter).map {
      ParameterShape(label: $0.name, name: $0.name, hasDefault: $0.hasDefault, takesClosure: $0.type.map { if case .function = $0.kind { true } else { false } } ?? false)
    }]
  }

  private func accepts(_ parameters: [ParameterShape], _ given: [(label: String?, isClosure: Bool, location: SourceLocation)]) -> Bool {
    var index = 0
    for parameter in parameters {
      if index < given.count, given[index].label == parameter.label || (given[index].isClosure && given[index].label == nil && parameter.takesClosure) {
        index += 1
      } else if !parameter.hasDefault {
        return false
      }
    }
    return index == given.count
  }
}
