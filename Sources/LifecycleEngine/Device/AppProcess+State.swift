import SwiftReader
import Transcript

/// Property wrappers, dependencies and bodies: where SwiftUI's data flow is modelled.
extension AppProcess {
  /// Reads a wrapped property, noting the read as a dependency of the body that is running.
  func read(_ cell: WrapperCell, at location: SourceLocation?) throws -> Value {
    switch cell.attachment {
    case nil:
      if case .delegateAdaptor = cell.kind, let delegate { return delegate }
      if case .published = cell.kind, let reader = currentReader {
        // `@Published` in an `ObservableObject`: a body that reads it runs again when it changes.
        observers[ObserverKey(object: ObjectIdentifier(cell), property: cell.property), default: []]
          .append(WeakNode(node: reader))
      }
      return cell.initial
    case .box(let box)?:
      if let reader = currentReader { box.readerNodes[ObjectIdentifier(reader)] = WeakNode(node: reader) }
      return box.value
    case .binding(let binding)?:
      return try binding.get()
    case .node(let node)?:
      return try readThroughNode(cell, node, at: location)
    }
  }

  private func readThroughNode(_ cell: WrapperCell, _ node: GraphNode, at location: SourceLocation?) throws -> Value {
    switch cell.kind {
    case .environment(let key):
      return try environmentValue(key, for: node, fallback: cell.initial, at: location)
    case .sceneStorage(let key):
      guard let session = (node as? ViewNode)?.window?.session else { return cell.initial }
      noteRead("scene storage \(key)", by: node)
      return session.live[key] ?? cell.initial
    case .appStorage(let key):
      noteRead("app storage \(key)", by: node)
      return device.defaults[key] ?? cell.initial
    case .delegateAdaptor:
      return delegate ?? .null
    case .observedObject, .published, .bindable:
      return cell.initial
    default:
      return cell.initial
    }
  }

  /// A value of the environment as a node sees it.
  func environmentValue(_ key: String, for node: GraphNode, fallback: Value, at location: SourceLocation?) throws -> Value {
    noteRead(key, by: node)
    let viewNode = node as? ViewNode
    if let value = viewNode?.environment[key] { return value }
    switch key {
    case "scenePhase":
      let phase: ScenePhase
      if let sceneNode = node as? SceneNode {
        phase = sceneNode === appNode ? appPhase : self.phase(of: sceneNode)
      } else {
        phase = viewNode?.window?.phase ?? .background
      }
      if node === currentReader { node.phaseSeen = phase.rawValue }
      return phase.value
    case "openWindow":
      return .native(.environmentAction(EnvironmentAction(kind: .openWindow, window: viewNode?.window)))
    case "dismissWindow":
      return .native(.environmentAction(EnvironmentAction(kind: .dismissWindow, window: viewNode?.window)))
    case "dismiss":
      return .native(.environmentAction(EnvironmentAction(kind: .dismiss, window: viewNode?.window)))
    case "supportsMultipleWindows":
      return .bool(device.configuration.device.supportsMultipleWindows)
    default:
      if let value = Builtins.environmentDefault(key) { return value }
      if key.hasSuffix(".self") {
        let typeName = String(key.dropLast(5))
        if let object = viewNode?.environment["\(typeName).self"] { return object }
        throw RuntimeError(
          "no Observable object of type \(typeName) found. A View.environment(_:) for \(typeName) may be missing as an ancestor of this view",
          at: location)
      }
      return fallback
    }
  }

  private func noteRead(_ key: String, by node: GraphNode) {
    guard node === currentReader else { return }
    node.environmentReads.insert(key)
  }

  /// Writes a wrapped property: the storage changes, and every body that read it will run again.
  func write(_ cell: WrapperCell, _ value: Value, at location: SourceLocation?) throws {
    switch cell.attachment {
    case nil:
      cell.initial = value
      if case .published = cell.kind {
        let key = ObserverKey(object: ObjectIdentifier(cell), property: cell.property)
        for weak in observers.removeValue(forKey: key) ?? [] { if let node = weak.node { invalidate(node) } }
      }
    case .box(let box)?:
      let changed = !box.value.isEqual(to: value)
      box.value = value
      if changed {
        for weak in box.readerNodes.values { if let node = weak.node { invalidate(node) } }
      }
    case .binding(let binding)?:
      try binding.set(value)
    case .node(let node)?:
      switch cell.kind {
      case .sceneStorage(let key):
        guard let window = (node as? ViewNode)?.window else { return }
        window.session.live[key] = value
        invalidateReaders(of: "scene storage \(key)", in: [window])
      case .appStorage(let key):
        device.defaults[key] = value
        invalidateReaders(of: "app storage \(key)", in: windows)
      default:
        throw RuntimeError("cannot assign to property: '\(cell.property)' is a get-only property", at: location)
      }
    }
  }

  /// Marks the views of some windows that read a key (app storage, user defaults, scene storage).
  func invalidateReaders(of key: String, in windows: [Window]) {
    for window in windows {
      for node in window.root.subtree where node.environmentReads.contains(key) { invalidate(node) }
    }
  }

  /// `$property`: a binding for `@State`, `@SceneStorage`, `@AppStorage`; a binding's own self.
  func projectedValue(of cell: WrapperCell, at location: SourceLocation) throws -> Value {
    switch cell.kind {
    case .binding:
      if case .binding(let binding)? = cell.attachment { return .native(.binding(binding)) }
      return cell.initial
    default:
      return .native(.binding(BindingValue(
        get: { [unowned self] in try self.read(cell, at: location) },
        set: { [unowned self] in try self.write(cell, $0, at: location) })))
    }
  }

  // MARK: - @Observable

  func observationRead(_ object: Object, property: String) {
    guard let reader = currentReader, object.type.hasAttribute("Observable") else { return }
    observers[ObserverKey(object: ObjectIdentifier(object), property: property), default: []]
      .append(WeakNode(node: reader))
  }

  func observationWrite(_ object: Object, property: String) {
    let key = ObserverKey(object: ObjectIdentifier(object), property: property)
    guard let readers = observers[key] else { return }
    observers[key] = nil
    for weak in readers { if let node = weak.node { invalidate(node) } }
  }

  // MARK: - Bodies

  /// Runs a view's body (or a window root's content) with its reads recorded as dependencies.
  func evaluateBody(of node: ViewNode) throws -> ViewContent {
    guard let structure = node.value, let type = node.type else { return node.body ?? .empty }
    let value = try evaluateRecording(node) {
      try interpreter.member(of: .structure(structure), "body", Context(scope: Scope(parent: nil), declaration: .global), at: type.location)
    }
    switch value {
    case .view(let content): return content
    case .structure(let inner): return .user(inner)
    default: return .empty
    }
  }

  /// Runs the body of the App or of a scene of the program.
  func evaluateBody(of node: SceneNode) throws -> SceneContent {
    guard let structure = node.value else { return .group([]) }
    let value = try evaluateRecording(node) {
      try interpreter.member(of: .structure(structure), "body", Context(scope: Scope(parent: nil), declaration: .global), at: node.type.location)
    }
    switch value {
    case .scene(let content): return content
    case .structure(let inner): return .custom(inner)
    default: return .group([])
    }
  }

  private func evaluateRecording<T>(_ node: GraphNode, _ body: () throws -> T) throws -> T {
    let previous = currentReader
    currentReader = node
    node.environmentReads = []
    node.phaseSeen = nil
    defer { currentReader = previous }
    return try body()
  }

  /// Gives a node the instance its parent's body just made: with the same inputs it is
  /// dropped and the node keeps its body; otherwise the node takes it and must run its body.
  func offer(_ newValue: StructValue, to node: GraphNode) {
    if let old = node.value, inputsEqual(old, newValue) { return }
    node.attach(newValue)
    node.isDirty = true
  }

  /// Whether a view's (or scene's) new instance has the same inputs as its current one:
  /// stored properties other than property wrappers, objects by identity.
  func inputsEqual(_ old: StructValue, _ new: StructValue) -> Bool {
    guard old.type === new.type else { return false }
    for (a, b) in zip(old.fields, new.fields) {
      switch (a, b) {
      case (.native(.wrapper(let x)), .native(.wrapper(let y))):
        if case .binding = x.kind, !(x.initial.isEqual(to: y.initial)) { return false }
      case (.function, .function):
        return false
      default:
        if !a.isEqual(to: b) { return false }
      }
    }
    return true
  }

  /// Whether an environment value that a view read differs in its new environment.
  func environmentChanged(_ node: ViewNode, to environment: [String: Value]) -> Bool {
    node.environmentReads.contains { key in
      let old = node.environment[key], new = environment[key]
      switch (old, new) {
      case (nil, nil): return false
      case (let a?, let b?): return !a.isEqual(to: b)
      default: return true
      }
    }
  }

  func environmentsEqual(_ a: [String: Value], _ b: [String: Value]) -> Bool {
    a.count == b.count && a.allSatisfy { key, value in b[key].map { $0.isEqual(to: value) } ?? false }
  }

  /// A view leaves the hierarchy: `onDisappear` for it and everything below, tasks cancelled.
  func tearDown(_ node: ViewNode) {
    for child in node.children { tearDown(child.node) }
    for state in node.modifiers.values { modifierRemoved(state, of: node) }
    node.modifiers = [:]
    node.children = []
  }

  func modifierRemoved(_ state: ModifierState, of node: GraphNode) {
    if let action = state.disappearAction {
      enqueueAction(action, [], cause: "onDisappear in \(node.name)")
    }
    if let task = state.task { cancel(task) }
    if let subscription = state.subscription { notifications.unsubscribe(subscription) }
    if let timer = state.timer { timers.stop(timer, in: self) }
  }
}
