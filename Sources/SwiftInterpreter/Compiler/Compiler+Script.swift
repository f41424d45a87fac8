import SwiftReader
import Transcript

/// `main.swift`'s statements, and the checks of entry points swiftc makes.
extension Compiler {
  /// The file whose statements are the program's top level: `main.swift`, or a lone file.
  var scriptFileName: String? {
    program.files.contains { $0.name == "main.swift" } ? "main.swift"
      : (program.files.count == 1 && program.configuration.singleFileIsMain ? program.files[0].name : nil)
  }

  func compileScript() {
    guard let file = scriptFile ?? program.files.first(where: { $0.name == "main.swift" })?.name else { return }
    let location = scriptStatements.first?.range.start ?? SourceLocation(file: file, line: 1, column: 1)
    let code = FunctionCode(name: "main", kind: .topLevel, location: location,
      isAsync: Compiler.topLevelAwaits(flattened(scriptStatements)), isThrowing: true)
    compilingScriptTopLevel = true
    context = topLevel
    compileBody(code, scriptStatements, parameters: [], selfType: nil)
    compilingScriptTopLevel = false
    context = topLevel
    program.topLevelCode = code
  }

  /// Whether top-level code awaits outside closures and functions: then it is an async
  /// context run as the main actor's task (SE-0343).
  static func topLevelAwaits(_ statements: [Stmt]) -> Bool {
    statements.contains { statement in
      if case .declaration(let decl) = statement.kind {
        guard case .variable = decl.kind else { return false }
      }
      return [statement].containsAwaitOutsideClosures
    }
  }

  /// Declares `main.swift`'s top-level variables as globals before any body is compiled, so
  /// that functions may use them.
  func declareScriptGlobals(_ variable: VariableDecl) {
    for binding in variable.bindings {
      var names: [String] = []
      Compiler.boundNames(binding.pattern, into: &names)
      noteScriptGlobalIsolation(variable, names: names)
      for name in names where scriptGlobals[name] == nil {
        let global = makeGlobal(name, type: .unknown, at: binding.range.start, isConstant: variable.isLet, isScript: true)
        global.hasInitialValue = binding.initializer != nil
        if case .identifier = binding.pattern.kind, let annotation = binding.type ?? Compiler.constructedType(binding.initializer) {
          scriptGlobalAnnotations.append((global, annotation, binding.type == nil))
        }
        scriptGlobals[name] = global
      }
    }
  }

  /// Gives the top-level variables written with a type that type before any body is compiled:
  /// a function reading one knows what it is (the statements declaring them come last).
  func typeAnnotatedScriptGlobals() {
    for (global, annotation, isConstructed) in scriptGlobalAnnotations where global.type.isUnknown {
      let type = resolveType(annotation, in: nil, reportUnknown: false)
      if isConstructed {
        // Only a program's plain type whose initializers all give a value (not `init?`, not
        // generic, whose arguments come from the call) is known from the call alone.
        guard case .user(let user, _) = type, !user.isProtocol, user.genericParameters.isEmpty,
          !user.members.initializers.contains(where: \.isFailable)
        else { continue }
      }
      global.type = type
    }
    scriptGlobalAnnotations = []
  }

  /// `Item(…)`: the type a value made by a plain name's initializer has, as written.
  static func constructedType(_ initializer: Expr?) -> TypeSyntax? {
    guard case .call(let callee, _, _, _)? = initializer?.kind, case .identifier(let name) = callee.kind,
      name.first?.isUppercase == true
    else { return nil }
    return TypeSyntax(.named(name, genericArguments: []), range: callee.range)
  }

  /// `lazy var` at the top level of a file: swiftc refuses it, since a global is already
  /// initialised on first use.
  func refuseLazyGlobal(_ variable: VariableDecl) {
    guard let lazy = variable.modifiers.first(where: { $0.name == "lazy" }) else { return }
    error("'lazy' cannot be used on an already-lazy global", at: lazy.range.start)
  }

  static func boundNames(_ pattern: Pattern, into names: inout [String]) {
    names += boundIdentifiers(pattern).map(\.name)
  }

  /// One `@main` type, and none beside top-level code (SE-0281), worded as swiftc words it.
  func checkEntryPoints() {
    let mains = program.mainTypes
    if mains.count > 1 {
      for main in mains {
        error("'main' attribute can only apply to one type in a module", at: main.attribute.range.start)
      }
    }
    // "A main.swift file is always considered to be an entry point, even if it has no top-level code."
    if program.files.contains(where: { $0.name == "main.swift" }) {
      for main in mains {
        error("'main' attribute cannot be used in a module that contains top-level code", at: main.attribute.range.start)
      }
    }
    for (_, statement) in program.strayTopLevelCode {
      error("expressions are not allowed at the top level", at: statement.range.start)
    }
  }
}
