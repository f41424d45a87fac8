import SwiftReader
import Transcript

/// Turns a program's syntax into code: Swift closures over numbered slots, with names,
/// members and overloads resolved once, here, instead of every time the code runs.
///
/// Two passes: declarations first (every type, member and function is known, with its
/// signature), then bodies. What the compiler cannot resolve is a diagnostic worded as
/// swiftc words it (`cannot find 'x' in scope`), or, for an API of Apple's the registry does
/// not hold, `lesson-runner does not model 'X'`.
final class Compiler {
  let program: Program
  var registry: Registry { program.registry }
  /// The function being compiled, innermost; `topLevel` outside any function.
  var context: FunctionContext
  /// The context of declarations outside any function (property types, global initializers).
  let topLevel: FunctionContext
  private var nextJumpID = 0
  /// Members of types, waiting for pass 2: each type with the declarations of its body and extensions.
  var typeMembers: [(type: UserType, members: [Decl], isExtension: Bool)] = []
  /// Members of extensions of registry types and protocols.
  var nativeExtensionMembers: [(typeName: String, members: [Decl], selfType: SwiftType)] = []
  /// Work of pass 2, in order.
  var bodies: [() -> Void] = []
  /// The statements of `main.swift`.
  var scriptStatements: [Stmt] = []
  var scriptFile: String?
  /// Raw values written for enum cases, evaluated once every case is declared.
  var pendingRawValues: [(type: UserType, index: Int, expression: Expr)] = []
  /// Classes whose layout (superclass properties first) is done.
  var laidOut: Set<ObjectIdentifier> = []
  /// Whether the statements being compiled are `main.swift`'s own top level.
  var compilingScriptTopLevel = false
  /// The captures of the closure compiled last, read by the code that makes it.
  var lastClosureCaptures: [VariableReference] = [], lastClosureCaptureNames: [String] = []
  /// How many `await`s enclose the expression being compiled: calls under one may suspend.
  var awaitDepth = 0
  /// Set while the target of `a?.b = x` is compiled: a nil met at its `?` stops the assignment
  /// (`OptionalChainStop`) so that the assignment's value is `nil` (it is `Void?`).
  var assigningThroughChain = false
  /// Where the `)` of the call being compiled stood: swiftc puts "missing argument" there.
  var closingParenthesis: SourceLocation?
  /// `main.swift`'s top-level variables: globals set as their declarations run.
  var scriptGlobals: [String: GlobalVariable] = [:]
  /// What the isolation and access checks note and learn (`Compiler+MainActorGlobals`, `+AccessControl`).
  var isolatedUses: [SourceLocation: IsolationNote] = [:]
  var nonisolatedScriptGlobals: Set<String> = []
  var scriptGlobalAnnotations: [(GlobalVariable, TypeSyntax, isConstructed: Bool)] = []
  var localFunctionCodes: Set<ObjectIdentifier> = []
  var attributedExtensionNames: Set<String>?
  var nonisolatedActorMembers: [ObjectIdentifier: Set<String>] = [:]
  var memberAccessTables: [ObjectIdentifier: [String: MemberAccess]] = [:]
  /// Names declared by `async let`: reading one awaits its child task.
  var asyncLetNames: Set<String> = []
  /// Names whose type mentions `Never`, found in one walk for every check that needs them.
  var neverNames = ReturnPaths.standardNever
  /// Where the call being compiled begins (its callee's first character): swiftc puts a
  /// missing `try` there.
  var callStart: SourceLocation?
  /// The parentheses of the call being compiled, where swiftc places label errors.
  var callParentheses: CallParentheses?
  /// Each type's conformances (``allConformances(of:)``) once worked out, from the end of pass
  /// 1b, when no inheritance changes any more (nil before): `hasMember` asks for them at nearly
  /// every member a body names. A local type's declaration, which sets its own, empties it.
  var knownConformances: [ObjectIdentifier: (type: UserType, conformances: [ProtocolRef])]?
  /// `nativeHasMember`'s answers, from pass 2 on, when the program's extensions of registry
  /// types are all declared (nil before); a local type's declaration, which declares members
  /// again, empties it.
  var knownNativeMembers: [NativeMemberKey: Bool]?
  /// Key and element types to be checked `Hashable` once every declaration is known
  /// (``checkPendingHashables()``).
  var pendingHashableChecks: [(type: SwiftType, container: String?, location: SourceLocation)] = []

  init(program: Program) {
    self.program = program
    let code = FunctionCode(
      name: "main", kind: .topLevel, location: SourceLocation(file: "main.swift", line: 1, column: 1),
      isAsync: false, isThrowing: false)
    topLevel = FunctionContext(parent: nil, code: code, selfType: nil, capturedNames: [], isAsync: false, genericNames: [])
    context = topLevel
  }

  func compileProgram() {
    declareFiles()
    checkRedeclarations()
    resolveInheritance()
    declareMembers()
    checkGlobalSharedState()
    checkOverrides()
    checkConformances()
    neverNames = ReturnPaths.standardNever.union(neverDeclaredNames())
    checkMissingReturns(never: neverNames)
    checkInitializers(never: neverNames)
    assignRawValues()
    knownNativeMembers = [:]
    typeAnnotatedScriptGlobals()
    for body in bodies { body() }
    bodies = []
    compileScript()
    reportIsolatedUses()
    checkPendingHashables()
    checkEntryPoints()
  }

  func newJumpID() -> Int {
    nextJumpID += 1
    return nextJumpID
  }

  // MARK: - Diagnostics

  func error(_ message: String, at location: SourceLocation) {
    // A use of a type declared where the engine refuses to declare it (see
    // `declareExtensionTypes`) is that refusal, not swiftc's "cannot find".
    let refused = unmodelledTypeNames.contains {
      message == "cannot find type '\($0)' in scope" || message == "cannot find '\($0)' in scope"
    }
    if refused { return }
    program.addDiagnostic(.error(message, at: location))
  }

  func warning(_ message: String, at location: SourceLocation) {
    program.addDiagnostic(.warning(message, at: location))
  }

  /// Code that stops the run with an error where it stands; compiling goes on.
  func failing(_ error: InterpreterError, type: SwiftType = .unknown, at location: SourceLocation) -> ExprCode {
    ExprCode(type: type, run: { _ in throw error }, location: location)
  }

  // MARK: - Pass 1: declarations

  private func declareFiles() {
    let scriptFileName = scriptFileName
    for file in program.files {
      for decl in active(file.declarations) {
        declareTopLevel(decl, file: file.name, isScript: file.name == scriptFileName)
      }
    }
  }

  private func declareTopLevel(_ decl: Decl, file: String, isScript: Bool) {
    switch decl.kind {
    case .type(let type):
      let declared = declareType(type, outer: nil)
      program.types[type.name] = declared
    case .extensionDecl(let ext):
      pendingExtensions.append(ext)
    case .function(let function):
      let code = functionShell(function, kind: .function, owner: nil)
      code.closingBrace = Compiler.closingBrace(of: decl)
      program.functions[function.name, default: []].append(code)
      bodies.append { [self] in compileFunction(code, function, selfType: nil) }
    case .variable(let variable) where !isScript:
      refuseLazyGlobal(variable)
      declareGlobals(variable, isScript: false)
    case .variable(let variable):
      refuseLazyGlobal(variable)
      declareScriptGlobals(variable)
      scriptStatements.append(Stmt(.declaration(decl), range: decl.range, id: decl.id))
      scriptFile = file
    case .typeAlias(let name, let type, let generics):
      program.typeAliases[name] = type
      program.typeAliasParameters[name] = generics
    case .topLevelCode(let statement):
      if isScript {
        scriptStatements.append(statement)
        scriptFile = file
      } else {
        program.strayTopLevelCode.append((file, statement))
      }
    case .importDecl(let path):
      checkImport(path, at: decl.range.start)
    case .macroExpansion(let name, _, let closures):
      // A platform's checked macro: never run, but type-checked as swiftc does.
      if let builder = program.configuration.platform.checkedMacros[name] {
        for trailing in closures {
          bodies.append { [self] in
            let code = FunctionCode(name: name, kind: .closure, location: trailing.range.start, isAsync: false, isThrowing: false)
            code.builder = builder.flatMap { registry.type(named: $0) != nil ? $0 : nil }
            context = topLevel
            compileBody(code, trailing.closure.body, parameters: [], selfType: nil)
            context = topLevel
          }
        }
      }
    case .initializer, .deinitializer, .enumCase, .associatedType, .subscriptDecl, .conditional,
      .operatorDeclaration:
      break
    }
  }

  var pendingExtensions: [ExtensionDecl] = []
  /// Types declared in extensions of standard types (`extension Int { enum Kind {…} }`), by the
  /// extended type's key, then by name.
  var extensionNestedTypes: [String: [String: UserType]] = [:]
  /// Names of types declared in extensions of generic library types, refused as not modelled.
  var unmodelledTypeNames: Set<String> = []

  private func checkImport(_ path: String, at location: SourceLocation) {
    let module = String(path.split(separator: ".").first ?? "")
    let conditions = program.configuration.conditions
    guard !conditions.importableModules.contains(module), !registry.modules.contains(module) else { return }
    error("no such module '\(module)'", at: location)
  }

  /// Declares a type and its nested types; members wait for pass 1c.
  func declareType(_ decl: TypeDecl, outer: UserType?, module: String? = nil) -> UserType {
    let kind: UserType.Kind = switch decl.kind {
    case .structType: .structure
    case .classType: .classType
    case .enumType: .enumeration
    case .actorType: .actor
    case .protocolType: .protocolType
    }
    let type = UserType(
      name: decl.name, kind: kind, location: decl.nameRange.start,
      module: module ?? outer?.module ?? program.configuration.moduleName, outer: outer, attributes: decl.attributes,
      genericParameters: decl.genericParameters)
    type.inheritanceSyntax = decl.inheritance
    program.allTypes.append(type)
    outer?.addNested(type)
    checkAttributes(decl.attributes)
    for attribute in decl.attributes where program.configuration.platform.entryPointAttributes.contains(attribute.name) {
      program.mainTypes.append((type, attribute))
    }
    var members: [Decl] = []
    for member in active(decl.members) {
      if case .type(let nested) = member.kind {
        _ = declareType(nested, outer: type)
      } else if case .typeAlias(let name, let aliased, let generics) = member.kind {
        type.typeAliases[name] = aliased
        type.typeAliasParameters[name] = generics
      } else if case .associatedType(let name) = member.kind {
        type.associatedTypeNames.insert(name)
      } else {
        members.append(member)
      }
    }
    typeMembers.append((type, members, false))
    return type
  }

  private func declareGlobals(_ variable: VariableDecl, isScript: Bool) {
    for binding in variable.bindings {
      guard case .identifier(let name) = binding.pattern.kind else {
        error("unsupported construct 'global pattern binding'", at: binding.range.start)
        continue
      }
      let global = makeGlobal(name, type: .unknown, at: binding.range.start, isConstant: variable.isLet, isScript: isScript)
      program.globalsByName[name] = global
      bodies.append { [self] in
        let declared = binding.type.map { resolveType($0, in: nil) }
        global.type = declared ?? .unknown
        if let initializer = binding.initializer {
          let code = compileDetached(initializer, expected: declared, selfType: nil, name: name)
          global.initializer = code
          if declared == nil { global.type = code.type }
        } else if declared?.isOptional == true {
          global.initializer = ExprCode(type: global.type, run: { _ in .none }, location: binding.range.start)
        }
      }
    }
  }

  func makeGlobal(_ name: String, type: SwiftType, at location: SourceLocation, isConstant: Bool, isScript: Bool)
    -> GlobalVariable
  {
    let global = GlobalVariable(
      name: name, type: type, location: location, isConstant: isConstant, isScriptVariable: isScript,
      index: program.globals.count)
    program.globals.append(global)
    return global
  }

  // MARK: - Pass 1b: inheritance

  private func resolveInheritance() {
    for ext in pendingExtensions { attachExtension(ext) }
    for type in program.allTypes {
      var conformances: [ProtocolRef] = []
      // `struct B: Widget` with `typealias Widget = P & Q` adopts both protocols.
      let inheritance = type.inheritanceSyntax.flatMap { compositionParts($0, in: type.outer) }
      for (index, syntax) in inheritance.enumerated() {
        let resolved = resolveType(syntax, in: type.outer.map { $0.asType })
        if index == 0, type.isClass, resolved.isUnknown, program.configuration.platform.isFrameworkName(syntax.writtenName) {
          type.unmodelledSuperclass = (syntax.writtenName, syntax.range.start)
        }
        switch resolved {
        case .user(let parent, _) where parent.isProtocol:
          conformances.append(.user(parent))
        case .user(let parent, _) where parent.isClass && type.isClass:
          type.superclass = parent
        case .native(let native, _) where native.isProtocol:
          conformances.append(.native(native))
        case .native(let native, _) where native.isClass && type.isClass:
          type.nativeSuperclass = native
        case .int, .string, .double, .character, .number, .bool:
          if type.isEnum { type.rawType = resolved }
        case .unknown where index > 0 || !type.isClass:
          if type.unmodelledConformance == nil, program.configuration.platform.isFrameworkName(syntax.writtenName) {
            type.unmodelledConformance = (syntax.writtenName, syntax.range.start)
          }
        default:
          break
        }
      }
      type.conformances = conformances
    }
    // Inherited conformances: protocols' own parents, and a class's superclass's.
    for type in program.allTypes { type.conformances = allConformances(of: type) }
    knownConformances = [:]
  }

  /// Every protocol a type conforms to: declared, through protocol inheritance, through its
  /// superclasses (of the program's and the registry's); worked out once a type after pass 1b.
  func allConformances(of type: UserType) -> [ProtocolRef] {
    guard knownConformances != nil else { return walkConformances(of: type) }
    if let known = knownConformances?[ObjectIdentifier(type)] { return known.conformances }
    let conformances = walkConformances(of: type)
    knownConformances?[ObjectIdentifier(type)] = (type, conformances)
    return conformances
  }

  private func walkConformances(of type: UserType) -> [ProtocolRef] {
    var result: [ProtocolRef] = []
    var seen: Set<String> = []
    var pending: [ProtocolRef] = []
    for ancestor in type.classChain { pending += ancestor.conformances }
    var native = type.classChain.last?.nativeSuperclass
    while let current = native {
      pending.append(.native(current))
      native = current.superclass.flatMap { registry.type(named: $0) }
    }
    if let extra = program.extensionConformances[type.name] {
      pending += extra.compactMap { name in registry.type(named: name).map { .native($0) } }
    }
    while !pending.isEmpty {
      let next = pending.removeFirst()
      guard seen.insert(next.name).inserted else { continue }
      result.append(next)
      switch next {
      case .user(let proto):
        pending += proto.conformances
      case .native(let proto):
        for name in proto.conformances {
          if let parent = registry.type(named: name) { pending.append(.native(parent)) }
        }
        if let superclass = proto.superclass, let parent = registry.type(named: superclass) {
          pending.append(.native(parent))
        }
      }
    }
    return result
  }

  private func attachExtension(_ ext: ExtensionDecl) {
    let extended = resolveType(ext.extendedType, in: nil, reportUnknown: false)
    switch extended {
    case .user(let type, _):
      type.inheritanceSyntax += ext.inheritance
      if type.isProtocol { type.extensionSelfConformances += ext.selfConformances }
      typeMembers.append((type, active(ext.members), true))
    case .unknown:
      let name = ext.extendedType.writtenName
      if program.configuration.platform.isFrameworkName(name) {
        // `extension DefaultStringInterpolation { … }`: a library type the registry lacks.
        program.addNotModelled(.error("lesson-runner does not model 'extension \(name)'", at: ext.extendedType.range.start))
      } else {
        error("cannot find type '\(name)' in scope", at: ext.extendedType.range.start)
      }
    default:
      let name = extensionKey(for: extended)
      let adopted = ext.inheritance.flatMap { compositionParts($0) }.map(\.writtenName)
      program.extensionConformances[name, default: []] += adopted
      if ext.isConstrained { program.constrainedExtensionConformances.formUnion(adopted.map { "\(name):\($0)" }) }
      let members = declareExtensionTypes(active(ext.members), of: extended, key: name)
      nativeExtensionMembers.append((name, members, Compiler.withPlaceholderElements(extended)))
    }
  }

  /// The key extensions of a non-program type are filed under: `Int`, `Array`, a host protocol.
  func extensionKey(for type: SwiftType) -> String {
    switch type {
    case .int: return "Int"
    case .double: return "Double"
    case .bool: return "Bool"
    case .string: return "String"
    case .character: return "Character"
    case .number(let kind): return kind.rawValue
    case .array: return "Array"
    case .dictionary: return "Dictionary"
    case .set: return "Set"
    case .optional: return "Optional"
    case .range(_, let isClosed): return isClosed ? "ClosedRange" : "Range"
    case .native(let native, _): return native.name
    default: return type.name
    }
  }
}
