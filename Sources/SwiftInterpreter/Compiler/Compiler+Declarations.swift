import SwiftReader
import Transcript

/// Pass 1c: the members of every type, with their signatures; bodies wait for pass 2.
extension Compiler {
  func declareMembers() {
    for (type, members, isExtension) in typeMembers {
      for member in members { declareMember(member, of: type, isExtension: isExtension) }
    }
    for (key, members, selfType) in nativeExtensionMembers {
      let table = program.extensions[key] ?? MemberTable()
      program.extensions[key] = table
      for member in members { declareExtensionMember(member, in: table, selfType: selfType) }
    }
    for type in program.allTypes { finishLayout(of: type) }
    for type in program.allTypes where !type.isProtocol { bindAssociatedTypes(of: type) }
  }

  // MARK: - Members of the program's types

  private func declareMember(_ member: Decl, of type: UserType, isExtension: Bool) {
    let selfType = type.asType
    switch member.kind {
    case .variable(let variable):
      declareVariable(variable, of: type, isExtension: isExtension, location: member.range.start)
    case .function(let function):
      let isStatic = isStaticDeclaration(function.modifiers)
      let code = functionShell(function, kind: .method, owner: type)
      code.closingBrace = Compiler.closingBrace(of: member)
      code.isStatic = isStatic
      code.isMutating = function.modifiers.contains { $0.name == "mutating" }
      code.isOverride = function.modifiers.contains { $0.name == "override" }
      if type.isProtocol && function.body == nil {
        type.requirements.insert(function.name)
        if isStatic { type.staticRequirements.insert(function.name) }
        return
      }
      if isStatic {
        type.members.staticMethods[function.name, default: []].append(code)
      } else {
        type.members.methods[function.name, default: []].append(code)
      }
      bodies.append { [self] in compileFunction(code, function, selfType: selfType) }
    case .initializer(let initializer):
      if type.isProtocol && initializer.body == nil { return }
      let code = initializerShell(initializer, owner: type)
      code.isFromExtension = isExtension
      type.members.initializers.append(code)
      bodies.append { [self] in compileInitializer(code, initializer, selfType: selfType) }
    case .subscriptDecl(let function):
      if type.isProtocol && function.body == nil { return }
      declareSubscript(function, in: type.members, selfType: selfType, owner: type)
    case .enumCase(let declaration):
      for element in declaration.elements { declareCase(element, of: type) }
    case .deinitializer(let body):
      let code = FunctionCode(name: "deinit", kind: .method, location: member.range.start, isAsync: false, isThrowing: false)
      code.owner = type
      type.deinitializer = code
      bodies.append { [self] in compileBody(code, body, parameters: [], selfType: selfType) }
    case .macroExpansion, .associatedType, .importDecl, .typeAlias, .type, .extensionDecl, .topLevelCode, .conditional,
      .operatorDeclaration:
      break
    }
  }

  private func declareVariable(_ variable: VariableDecl, of type: UserType, isExtension: Bool, location: SourceLocation) {
    checkAttributes(variable.attributes)
    let isStatic = isStaticDeclaration(variable.modifiers)
    let selfType = type.asType
    for binding in variable.bindings {
      guard case .identifier(let name) = binding.pattern.kind else {
        error("unsupported construct 'pattern binding in a type'", at: binding.range.start)
        continue
      }
      let declared = binding.type.map { resolveType($0, in: selfType) }
      if type.isProtocol && binding.initializer == nil && binding.accessors.map(isRequirementOnly) ?? true {
        type.requirements.insert(name)
        if isStatic { type.staticRequirements.insert(name) }
        if let declared, !isStatic { type.requirementTypes[name] = declared }
        continue
      }
      if let accessors = binding.accessors, accessors.getterBody != nil {
        let property = computedProperty(name, declared ?? .unknown, accessors, owner: type, selfType: selfType,
          location: binding.range.start, isStatic: isStatic, attributes: variable.attributes)
        if isStatic { type.members.staticComputed[name] = property } else { type.members.computed[name] = property }
        continue
      }
      if !isStatic, type.isClass, variable.modifiers.contains(where: { $0.name == "override" }),
        let accessors = binding.accessors, accessors.observers.willSet != nil || accessors.observers.didSet != nil
      {
        let (willSet, didSet) = accessors.observers
        bodies.append { [self] in overrideObservers(name, willSet: willSet, didSet: didSet, of: type, at: binding.range.start) }
        continue
      }
      if isStatic {
        let global = makeGlobal(
          "\(type.name).\(name)", type: declared ?? .unknown, at: binding.range.start,
          isConstant: variable.isLet, isScript: false)
        type.members.staticStored[name] = global
        bodies.append { [self] in
          if let initializer = binding.initializer {
            let code = compileDetached(initializer, expected: declared, selfType: .metatype(selfType), name: name)
            global.initializer = code
            if declared == nil { global.type = code.type }
          } else if declared?.isOptional == true {
            global.initializer = ExprCode(type: global.type, run: { _ in .none }, location: binding.range.start)
          }
        }
        continue
      }
      if isExtension {
        error("extensions must not contain stored properties", at: binding.range.start)
        continue
      }
      let property = StoredProperty(
        name: name, typeSyntax: binding.type, type: declared ?? .unknown, isConstant: variable.isLet,
        attributes: variable.attributes, initializer: binding.initializer,
        wrapper: wrapperAttribute(variable.attributes, in: selfType),
        isLazy: variable.modifiers.contains { $0.name == "lazy" }, location: binding.range.start,
        declaringType: type)
      property.isWeak = variable.modifiers.contains { $0.name == "weak" }
      property.isUnowned = variable.modifiers.contains { $0.name == "unowned" }
      if property.wrapper == nil, declared == nil, binding.initializer == nil {
        error("type annotation missing in pattern", at: binding.range.start)
      }
      if let wrapper = property.wrapper {
        // Known before any body is compiled: a call to the memberwise initializer written
        // above this type's declaration asks which wrapped properties it takes.
        property.wrapperType = resolveType(
          TypeSyntax(.named(wrapper.name, genericArguments: []), range: wrapper.range), in: selfType)
      }
      type.appendStored(property)
      bodies.append { [self] in compileStoredProperty(property, of: type, accessors: binding.accessors) }
    }
  }

  private func isRequirementOnly(_ accessors: AccessorBlock) -> Bool {
    guard case .accessors(let list) = accessors else { return false }
    return list.allSatisfy { $0.body == nil }
  }

  /// The attribute of a property wrapper: one the registry marks as such, or a type of the
  /// program declared `@propertyWrapper`.
  func wrapperAttribute(_ attributes: [Attribute], in outer: SwiftType) -> Attribute? {
    attributes.first { attribute in
      if let native = registry.type(named: attribute.name), native.isPropertyWrapper { return true }
      if case .user(let type, _)? = namedType(attribute.name, arguments: [], in: outer) {
        return type.hasAttribute("propertyWrapper")
      }
      return false
    }
  }

  func computedProperty(
    _ name: String, _ type: SwiftType, _ accessors: AccessorBlock, owner: UserType?, selfType: SwiftType?,
    location: SourceLocation, isStatic: Bool, attributes: [Attribute] = []
  ) -> ComputedProperty {
    let getter = FunctionCode(name: name, kind: .getter, location: location, isAsync: accessors.isAsyncGetter, isThrowing: accessors.isThrowingGetter)
    getter.owner = owner
    getter.returnType = type
    getter.isStatic = isStatic
    getter.builder = builderForGetter(name, type: type, owner: owner, attributes: attributes)
    var setter: FunctionCode?
    if let set = accessors.setterAccessor {
      let code = FunctionCode(name: name, kind: .setter, location: set.range.start, isAsync: false, isThrowing: false)
      code.owner = owner
      code.isStatic = isStatic
      code.isMutating = !(owner?.isClass ?? false)
      code.parameters = [ParameterCode(
        label: nil, name: set.parameterName ?? "newValue", type: type, storage: .slot(0), defaultValue: nil,
        isVariadic: false, isInout: false, builder: nil, takesClosure: false, closureArity: nil, isAutoclosure: false)]
      setter = code
      bodies.append { [self] in
        compileBody(code, set.body ?? [], parameters: code.parameters, selfType: isStatic ? selfType.map { .metatype($0) } : selfType)
      }
    }
    bodies.append { [self] in
      compileBody(getter, accessors.getterBody ?? [], parameters: [], selfType: isStatic ? selfType.map { .metatype($0) } : selfType)
    }
    return ComputedProperty(name: name, type: type, getter: getter, setter: setter, location: location)
  }

  /// A getter's builder: written as an attribute (`@ListBuilder var items`), or implied by
  /// the protocol requirement it implements (a protocol's `body` built by the protocol's builder).
  func builderForGetter(_ name: String, type: SwiftType, owner: UserType?, attributes: [Attribute]) -> String? {
    if let builder = builderName(attributes.map(\.name)) { return builder }
    guard let owner else { return nil }
    for conformance in owner.conformances {
      if case .native(let proto) = conformance, let requirement = proto.requirements[name] {
        return requirement.builder
      }
    }
    return nil
  }

  private func declareSubscript(_ function: FunctionDecl, in table: MemberTable, selfType: SwiftType?, owner: UserType?) {
    let isStatic = isStaticDeclaration(function.modifiers)
    let getter = FunctionCode(name: subscriptName(function), kind: .getter, location: function.nameRange.start,
      isAsync: false, isThrowing: function.isThrowing)
    getter.owner = owner
    // `subscript<Indices: Sequence>(indices: Indices)`: its placeholders, as a generic function's.
    getter.genericParameters = function.genericParameters.map(\.name)
    let saved = context
    if !getter.genericParameters.isEmpty {
      context = FunctionContext(parent: nil, code: getter, selfType: selfType, capturedNames: [], isAsync: false,
        genericNames: Set(getter.genericParameters).union(saved.genericNames))
      context.typeScope = saved.typeScope
    }
    let returnType = function.returnType.map { resolveType($0, in: selfType) } ?? .void
    getter.returnType = returnType
    getter.parameters = parameterShells(function.parameters, in: selfType, subscriptLabels: true)
    context = saved
    var setter: FunctionCode?
    if let set = function.setter {
      let code = FunctionCode(name: subscriptName(function), kind: .setter, location: set.range.start, isAsync: false, isThrowing: false)
      code.owner = owner
      code.genericParameters = getter.genericParameters
      code.isMutating = !(owner?.isClass ?? false)
      code.parameters = getter.parameters + [ParameterCode(
        label: nil, name: set.parameterName ?? "newValue", type: returnType, storage: .slot(0), defaultValue: nil,
        isVariadic: false, isInout: false, builder: nil, takesClosure: false, closureArity: nil, isAutoclosure: false)]
      setter = code
      bodies.append { [self] in
        compileBody(code, set.body ?? [], parameters: code.parameters, selfType: selfType,
          defaults: function.parameters.map(\.defaultValue) + [nil])
      }
    }
    let getterBody = function.body.map { AccessorBlock.subscriptGetter($0) } ?? []
    // `subscript(key: String, default d: Int = 0)`: a call may leave the defaulted ones out.
    bodies.append { [self] in
      compileBody(getter, getterBody, parameters: getter.parameters, selfType: selfType,
        defaults: function.parameters.map(\.defaultValue))
    }
    let member = SubscriptMember(getter: getter, setter: setter, labels: getter.parameters.map(\.label))
    if isStatic { table.staticSubscripts.append(member) } else { table.subscripts.append(member) }
  }

  private func subscriptName(_ function: FunctionDecl) -> String {
    "subscript(" + function.parameters.map { ($0.label == $0.name ? "_" : ($0.label ?? "_")) + ":" }.joined() + ")"
  }

  private func declareCase(_ element: EnumCaseElement, of type: UserType) {
    let payload = element.associatedValues ?? []
    let enumCase = EnumCase(
      name: element.name, index: type.cases.count, labels: payload.map(\.label),
      payloadTypes: payload.map { resolveType($0.type, in: type.asType) }, defaults: payload.map(\.defaultValue),
      rawValue: nil, location: element.nameRange.start)
    type.appendCase(enumCase)
    if let raw = element.rawValue { pendingRawValues.append((type, enumCase.index, raw)) }
  }

  // MARK: - Extensions of registry types and protocols

  private func declareExtensionMember(_ member: Decl, in table: MemberTable, selfType: SwiftType) {
    // Signatures name the extended type's placeholders (`Element`).
    let savedScope = context.typeScope
    context.typeScope = selfType
    defer { context.typeScope = savedScope }
    switch member.kind {
    case .function(let function):
      let code = functionShell(function, kind: .method, owner: nil)
      code.closingBrace = Compiler.closingBrace(of: member)
      let isStatic = isStaticDeclaration(function.modifiers)
      code.isStatic = isStatic
      code.isMutating = function.modifiers.contains { $0.name == "mutating" }
      if isStatic { table.staticMethods[function.name, default: []].append(code) }
      else { table.methods[function.name, default: []].append(code) }
      bodies.append { [self] in compileFunction(code, function, selfType: selfType) }
    case .variable(let variable):
      let isStatic = isStaticDeclaration(variable.modifiers)
      for binding in variable.bindings {
        guard case .identifier(let name) = binding.pattern.kind else { continue }
        let declared = binding.type.map { resolveType($0, in: selfType) } ?? .unknown
        if let accessors = binding.accessors, accessors.getterBody != nil {
          let property = computedProperty(name, declared, accessors, owner: nil, selfType: selfType,
            location: binding.range.start, isStatic: isStatic, attributes: variable.attributes)
          if isStatic { table.staticComputed[name] = property } else { table.computed[name] = property }
        } else if isStatic {
          let global = makeGlobal("\(selfType.name).\(name)", type: declared, at: binding.range.start,
            isConstant: variable.isLet, isScript: false)
          table.staticStored[name] = global
          bodies.append { [self] in
            if let initializer = binding.initializer {
              let code = compileDetached(initializer, expected: declared.isUnknown ? nil : declared,
                selfType: .metatype(selfType), name: name)
              global.initializer = code
              if declared.isUnknown { global.type = code.type }
            }
          }
        } else {
          error("extensions must not contain stored properties", at: binding.range.start)
        }
      }
    case .initializer(let initializer):
      let code = initializerShell(initializer, owner: nil)
      table.initializers.append(code)
      bodies.append { [self] in compileInitializer(code, initializer, selfType: selfType) }
    case .subscriptDecl(let function):
      declareSubscript(function, in: table, selfType: selfType, owner: nil)
    default:
      break
    }
  }

  // MARK: - Shells

  func isStaticDeclaration(_ modifiers: [DeclModifier]) -> Bool {
    modifiers.contains { $0.name == "static" || $0.name == "class" }
  }

  /// The `#function` text of a function: `greet(name:)`, `viewDidLoad()`.
  func functionName(_ base: String, _ parameters: [Parameter]) -> String {
    // An operator's parameters have no argument labels: `+(_:_:)`.
    let isOperator = base.first.map { !($0.isLetter || $0 == "_") } ?? false
    return "\(base)(" + parameters.map { (isOperator ? "_" : $0.label ?? "_") + ":" }.joined() + ")"
  }

  func functionShell(_ function: FunctionDecl, kind: FunctionCode.Kind, owner: UserType?) -> FunctionCode {
    let code = FunctionCode(
      name: functionName(function.name, function.parameters), kind: kind, location: function.nameRange.start,
      isAsync: function.isAsync, isThrowing: function.isThrowing)
    code.owner = owner
    checkAttributes(function.attributes)
    code.attributes = function.attributes.map(\.name)
    code.isPostfixOperator = function.modifiers.contains { $0.name == "postfix" }
    code.builder = builderName(function.attributes.map(\.name))
    let outer = owner?.asType ?? context.selfType
    inGenericScope(code, function.genericParameters, outer: outer) {
      code.parameters = parameterShells(function.parameters, in: outer)
      code.returnType = function.returnType.map { resolveType($0, in: outer) } ?? .void
      code.thrownType = function.thrownType.map { resolveType($0, in: outer) }
    }
    return code
  }

  func parameterShells(_ parameters: [Parameter], in outer: SwiftType?, subscriptLabels: Bool = false) -> [ParameterCode] {
    parameters.map { parameter in
      var type = resolveType(parameter.type, in: outer)
      if parameter.isVariadic { type = .array(type) }
      let label = subscriptLabels ? (parameter.label == parameter.name ? nil : parameter.label) : parameter.label
      var shell = ParameterCode(
        label: label, name: parameter.name, type: type, storage: .slot(0), defaultValue: nil,
        isVariadic: parameter.isVariadic, isInout: parameter.isInout, builder: builderName(parameter.type.attributeNames),
        takesClosure: parameter.takesClosure, closureArity: parameter.type.functionShape?.parameters.count,
        isAutoclosure: parameter.type.attributeNames.contains("autoclosure"))
      shell.hasDefault = parameter.defaultValue != nil
      shell.isWrittenOptional = !parameter.isVariadic && Compiler.isWrittenOptional(parameter.type)
      // A closure given to a generic or `Any` parameter is stored as a value: it escapes.
      shell.isEscaping = parameter.type.escapesClosure || (parameter.type.functionShape == nil && !parameter.isInout
        && { if case .function = type { false } else { true } }())
      return shell
    }
  }
}

extension AccessorBlock {
  /// The getter's statements, if the block has a getter.
  var getterBody: [Stmt]? {
    switch self {
    case .getter(let body): return body
    case .accessors(let accessors): return accessors.first { $0.kind == .get }?.body
    }
  }

  var setterAccessor: Accessor? {
    guard case .accessors(let accessors) = self else { return nil }
    return accessors.first { $0.kind == .set && $0.body != nil }
  }

  var observers: (willSet: Accessor?, didSet: Accessor?) {
    guard case .accessors(let accessors) = self else { return (nil, nil) }
    return (accessors.first { $0.kind == .willSet }, accessors.first { $0.kind == .didSet })
  }

  var isAsyncGetter: Bool { false }
  var isThrowingGetter: Bool { false }

  static func subscriptGetter(_ body: [Stmt]) -> [Stmt] { body }
}
