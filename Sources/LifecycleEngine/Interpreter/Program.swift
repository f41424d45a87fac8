import SwiftReader
import Transcript

/// The declarations of a whole program, indexed for the interpreter.
///
/// Built once from the read files; extensions are merged into the types they
/// extend, so lookups never depend on which file declared a member.
final class Program {
  let files: [SourceFile]
  private(set) var types: [String: TypeInfo] = [:]
  private(set) var functions: [String: [FunctionDecl]] = [:]
  private(set) var globals: [String: StaticStoredProperty] = [:]
  /// Members added to protocols and engine types: `extension View { … }`, `extension Int { … }`.
  private(set) var engineTypeExtensions: [String: MemberSet] = [:]
  /// Conformances added by extensions of engine types: `extension ScenePhase: CustomStringConvertible`.
  private(set) var engineTypeConformances: [String: [String]] = [:]
  /// Types marked `@main`, in source order.
  private(set) var mainTypes: [(type: TypeInfo, attribute: Attribute)] = []
  /// Statements at the top level of `main.swift` (or of any file, which does not build).
  private(set) var topLevelCode: [(file: String, statement: Stmt)] = []

  init(files: [SourceFile]) {
    self.files = files
    var extensions: [(ExtensionDecl, Decl)] = []
    for file in files {
      for decl in file.declarations {
        switch decl.kind {
        case .type(let type): register(type, decl: decl, outer: nil)
        case .extensionDecl(let ext): extensions.append((ext, decl))
        case .function(let function): functions[function.name, default: []].append(function)
        case .variable(let variable):
          for binding in variable.bindings {
            guard case .identifier(let name) = binding.pattern.kind else { continue }
            globals[name] = StaticStoredProperty(
              name: name, type: binding.type, initializer: binding.initializer,
              location: binding.range.start)
          }
        case .topLevelCode(let statement): topLevelCode.append((file.name, statement))
        default: break
        }
      }
    }
    for (ext, decl) in extensions { apply(ext, decl: decl) }
    var done: Set<ObjectIdentifier> = []
    for type in allTypes where type.isClass { inherit(into: type, done: &done) }
  }

  /// Gives a subclass what it inherits: its superclass's stored properties first (an instance
  /// holds them all), the methods and computed properties it does not override, and the
  /// superclass's initializers when it declares no designated one of its own.
  private func inherit(into type: TypeInfo, done: inout Set<ObjectIdentifier>) {
    guard done.insert(ObjectIdentifier(type)).inserted,
      let name = type.inheritance.first, let parent = self.type(named: name), parent.isClass, parent !== type
    else { return }
    inherit(into: parent, done: &done)
    type.superclass = parent
    let own = Set(type.storedProperties.map(\.name))
    type.storedProperties = parent.storedProperties.filter { !own.contains($0.name) } + type.storedProperties
    for (name, methods) in parent.members.methods { type.members.methods[name, default: []] += methods }
    for (name, property) in parent.members.computed where type.members.computed[name] == nil {
      type.members.computed[name] = property
    }
    let designated = type.members.initializers.filter { !$0.modifiers.contains { $0.name == "convenience" } }
    if designated.isEmpty { type.members.initializers += parent.members.initializers }
  }

  /// A type by name, including nested types written `Outer.Inner`.
  func type(named name: String) -> TypeInfo? {
    let parts = name.split(separator: ".").map(String.init)
    guard var current = types[parts[0]] else { return nil }
    for part in parts.dropFirst() {
      guard let nested = current.nestedTypes[part] else { return nil }
      current = nested
    }
    return current
  }

  /// Whether a type conforms to a protocol, directly or through protocols the program declares.
  func conforms(_ type: TypeInfo, to protocolName: String) -> Bool {
    var seen: Set<String> = []
    var pending = type.inheritance
    while let name = pending.popLast() {
      if name == protocolName { return true }
      guard seen.insert(name).inserted else { continue }
      if let declared = self.type(named: name) { pending += declared.inheritance }
    }
    return false
  }

  private func register(_ decl: TypeDecl, decl node: Decl, outer: TypeInfo?) {
    let info = TypeInfo(
      name: decl.name, kind: decl.kind, location: decl.nameRange.start,
      attributes: decl.attributes, inheritance: decl.inheritance.map(\.name))
    info.outer = outer
    if let outer { outer.nestedTypes[decl.name] = info } else { types[decl.name] = info }
    if let main = decl.attributes.first(where: { $0.name == "main" }) {
      mainTypes.append((info, main))
    }
    for member in decl.members { add(member, to: info) }
  }

  private func add(_ member: Decl, to info: TypeInfo) {
    switch member.kind {
    case .type(let nested): register(nested, decl: member, outer: info)
    case .enumCase(let cases): info.enumCases += cases.elements
    case .variable(let variable): addVariable(variable, to: info, members: &info.members)
    default: info.members.add(member)
    }
  }

  private func addVariable(_ variable: VariableDecl, to info: TypeInfo?, members: inout MemberSet) {
    let isStatic = variable.modifiers.contains { $0.name == "static" || $0.name == "class" }
    for binding in variable.bindings {
      guard case .identifier(let name) = binding.pattern.kind else { continue }
      let observers = binding.accessors?.observers
      if let getter = binding.accessors?.getter {
        let property = ComputedProperty(
          name: name, type: binding.type, getter: getter, setter: binding.accessors?.setter,
          attributes: variable.attributes, location: binding.range.start)
        if isStatic { members.staticComputed[name] = property } else { members.computed[name] = property }
      } else if isStatic {
        members.staticStored[name] = StaticStoredProperty(
          name: name, type: binding.type, initializer: binding.initializer,
          location: binding.range.start)
      } else if let info {
        info.storedProperties.append(
          StoredProperty(
            name: name, type: binding.type, initializer: binding.initializer,
            isConstant: variable.isLet, attributes: variable.attributes,
            wrapper: PropertyWrapperKind.from(variable.attributes),
            didSet: observers?.didSet, willSet: observers?.willSet, location: binding.range.start))
      }
    }
  }

  private func apply(_ ext: ExtensionDecl, decl: Decl) {
    let name = ext.extendedType.name
    if let info = type(named: name) {
      info.inheritance += ext.inheritance.map(\.name)
      for member in ext.members { add(member, to: info) }
      return
    }
    var members = engineTypeExtensions[name] ?? MemberSet()
    for member in ext.members {
      if case .variable(let variable) = member.kind {
        addVariable(variable, to: nil, members: &members)
      } else {
        members.add(member)
      }
    }
    engineTypeExtensions[name] = members
    engineTypeConformances[name, default: []] += ext.inheritance.map(\.name)
  }
}

extension MemberSet {
  /// Adds a function, initializer or subscript declaration.
  mutating func add(_ decl: Decl) {
    switch decl.kind {
    case .function(let function):
      let isStatic = function.modifiers.contains { $0.name == "static" || $0.name == "class" }
      if isStatic {
        staticMethods[function.name, default: []].append(function)
      } else {
        methods[function.name, default: []].append(function)
      }
    case .initializer(let initializer): initializers.append(initializer)
    case .subscriptDecl(let function): subscripts.append(function)
    default: break
    }
  }
}

extension AccessorBlock {
  var getter: [Stmt]? {
    switch self {
    case .getter(let body): body
    case .accessors(let accessors):
      accessors.first { $0.kind == .get }?.body
    }
  }

  var setter: (parameter: String, body: [Stmt])? {
    guard case .accessors(let accessors) = self,
      let set = accessors.first(where: { $0.kind == .set }), let body = set.body
    else { return nil }
    return (set.parameterName ?? "newValue", body)
  }

  /// `willSet`/`didSet` of a stored property (a block with no getter).
  var observers: (willSet: Accessor?, didSet: Accessor?)? {
    guard case .accessors(let accessors) = self, !accessors.contains(where: { $0.kind == .get })
    else { return nil }
    return (accessors.first { $0.kind == .willSet }, accessors.first { $0.kind == .didSet })
  }
}
