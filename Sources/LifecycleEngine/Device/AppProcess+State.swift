import SwiftInterpreter
import Transcript

/// Property wrappers, dependencies and bodies: where SwiftUI's data flow is modelled.
extension AppProcess {
  /// Reads a wrapped property, noting the read as a dependency of the body that is running.
  ///
  /// Inside a deprecated one-parameter `onChange` action an `@Environment` property reads as
  /// the view's previous body saw it: "the old closure ran before the view was updated, so
  /// reading the property inside it gave the old value" (lesson 6, question 7, whose property
  /// is `@Environment(\.scenePhase)`; other wrappers read their storage, which is live).
  func read(_ cell: WrapperCell, at location: SourceLocation?) throws -> Value {
    if readsAsPreviousBody, case .environment = cell.kind, let old = cell.previousBodyRead { return old }
    let value = try readCurrent(cell, at: location)
    if currentReader != nil { cell.noteBodyRead(value, evaluation: bodyEvaluations) }
    return value
  }

  private func readCurrent(_ cell: WrapperCell, at location: SourceLocation?) throws -> Value {
    switch cell.attachment {
    case nil:
      if cell.hasLeft {
        if let box = cell.departingBox { return box.value }
        throw leftHierarchy(cell, at: location)
      }
      if case .delegateAdaptor = cell.kind, let delegate { return delegate }
      if case .stateObject = cell.kind, let make = cell.makeInitial {
        // Read before SwiftUI installed it (in the App's `init`): made now, once.
        cell.initial = try Self.makingInitial(of: cell.property, interpreter) { try interpreter.call(make, [], at: location) }
        cell.makeInitial = nil
      }
      // `@AppStorage` read before SwiftUI installed it (an App's `init`, a class): it reflects
      // UserDefaults wherever it is read (Apple, AppStorage).
      if case .appStorage(let key) = cell.kind { return try storedDefault(key, cell, at: location) }
      // `@Published`: the views subscribed to its object run again when it changes, whatever
      // they read (see `ObjectSubscriptions`).
      return cell.initial
    case .box(let box)?:
      if let reader = currentReader { box.readerNodes[ObjectIdentifier(reader)] = WeakNode(node: reader) }
      return box.value
    case .binding(let binding)?:
      return try binding.get()
    case .node(let weak)?:
      guard let node = weak.node else { throw leftHierarchy(cell, at: location) }
      return try readThroughNode(cell, node, at: location)
    }
  }

  private func readThroughNode(_ cell: WrapperCell, _ node: GraphNode, at location: SourceLocation?) throws -> Value {
    switch cell.kind {
    case .environment(let key):
      return try environmentValue(key, for: node, at: location)
    case .environmentObject:
      let key = cell.objectKey ?? ""
      if (node as? ViewNode)?.environment[key] == nil, (node as? SceneNode)?.environment[key] == nil {
        let typeName = String(key.dropLast(5))
        throw InterpreterError.crash(
          "Fatal error: No ObservableObject of type \(typeName) found. A View.environmentObject(_:) for \(typeName) may be missing as an ancestor of this view.",
          at: location)
      }
      return try environmentValue(key, for: node, at: location)
    case .sceneStorage(let key):
      guard let session = (node as? ViewNode)?.window?.session else { return cell.initial }
      noteRead("scene storage \(key)", by: node)
      return session.live[key] ?? cell.initial
    case .appStorage(let key):
      noteRead("app storage \(key)", by: node)
      return try storedDefault(key, cell, at: location)
    case .delegateAdaptor:
      return delegate ?? .none
    default:
      return cell.initial
    }
  }

  /// What UserDefaults holds for an `@AppStorage` key: the value set, the registered default,
  /// or the property's own default.
  private func storedDefault(_ key: String, _ cell: WrapperCell, at location: SourceLocation?) throws -> Value {
    if let stored = device.defaults[key] { return stored }
    return try FoundationDefaults.registered(key, for: cell.initial, in: self, at: location) ?? cell.initial
  }

  /// A value of the environment as a node sees it.
  func environmentValue(_ key: String, for node: GraphNode, at location: SourceLocation?) throws -> Value {
    noteRead(key, by: node)
    let set = (node as? ViewNode)?.environment ?? (node as? SceneNode)?.environment
    if let set, !set.isEmpty, let value = set[key] { return value }
    if key.hasSuffix(".self") {
      let typeName = String(key.dropLast(5))
      throw InterpreterError.crash(
        "Fatal error: No Observable object of type \(typeName) found. A View.environment(_:) for \(typeName) may be missing as an ancestor of this view.",
        at: location)
    }
    guard let property = environmentValues?.properties[key] else {
      throw InterpreterError.notModelled("EnvironmentValues.\(key)", at: location)
    }
    let reader = EnvironmentReader(process: self, node: node, location: location)
    return try property.get(NativeAccess(interpreter: interpreter, receiver: .native(reader), location: location))
  }

  private func noteRead(_ key: String, by node: GraphNode) {
    guard node === currentReader else { return }
    node.environmentReads.insert(key)
  }

  /// Writes a wrapped property: the storage changes, and every body that read it will run again.
  func write(_ cell: WrapperCell, _ value: Value, at location: SourceLocation?) throws {
    try interpreter.charge(.wrapperWrite, at: location)
    switch cell.attachment {
    case nil:
      // `@State` set before SwiftUI installed it (in an `init`): its storage is made once,
      // from the initial value, so the write is lost (Apple, State.init(wrappedValue:)).
      if case .state = cell.kind { return }
      if case .appStorage(let key) = cell.kind {
        device.defaults[key] = value
        return invalidateReaders(of: "app storage \(key)", in: windows)
      }
      // `@Published` publishes in its `willSet`: subscribers get the new value first.
      if case .published = cell.kind, !cell.subscribers.isEmpty { try publish(value, of: cell, at: location) }
      cell.initial = value
      if case .published = cell.kind, let owner = cell.owner { objectWillChange(owner) }
    case .box(let box)?:
      let changed = !((try? interpreter.equal(box.value, value, at: location)) ?? false)
      box.value = value
      if changed {
        for weak in box.readerNodes.values { if let node = weak.node { invalidate(node) } }
      }
    case .binding(let binding)?:
      try binding.set(value)
    case .node(let weak)?:
      guard let node = weak.node else { throw leftHierarchy(cell, at: location) }
      switch cell.kind {
      case .sceneStorage(let key):
        guard let window = (node as? ViewNode)?.window else { return }
        window.session.live[key] = value
        invalidateReaders(of: "scene storage \(key)", in: [window])
      case .appStorage(let key):
        device.defaults[key] = value
        invalidateReaders(of: "app storage \(key)", in: windows)
      default:
        throw InterpreterError.unsupported("cannot assign to property: '\(cell.property)' is a get-only property", at: location)
      }
    }
  }

  /// A copy of a view kept after the view left (a closure that outlived it) reads its
  /// environment or storage: what SwiftUI gives then is not documented.
  private func leftHierarchy(_ cell: WrapperCell, at location: SourceLocation?) -> InterpreterError {
    InterpreterError.unsupported(
      "lesson-runner does not model reading '@\(cell.kind.typeName)' property '\(cell.property)' of a view that has left the hierarchy",
      at: location)
  }

  /// Marks the views of some windows that read a key (app storage, user defaults, scene storage).
  func invalidateReaders(of key: String, in windows: [Window]) {
    for window in windows {
      for node in window.root.subtree where node.environmentReads.contains(key) { invalidate(node) }
    }
  }

  /// `$property`: a binding for `@State`, `@SceneStorage`, `@AppStorage`; a binding to the
  /// object of `@StateObject`/`@ObservedObject`/`@Bindable` (`$model.volume`).
  func projectedValue(of cell: WrapperCell, at location: SourceLocation?) throws -> Value {
    switch cell.kind {
    case .stateObject, .observedObject, .bindable, .environmentObject:
      let object = try read(cell, at: location)
      return .native(BindingValue(get: { object }, set: { _ in }))
    default:
      return .native(BindingValue(
        get: { [unowned self] in try self.read(cell, at: location) },
        set: { [unowned self] in try self.write(cell, $0, at: location) }))
    }
  }

  // MARK: - Bodies

  /// Runs a view's body (or a window root's content) with its reads recorded as dependencies.
  func evaluateBody(of node: ViewNode) throws -> ViewContent {
    guard let structure = node.value else { return node.body ?? .empty }
    let value = try evaluateRecording(node) {
      if let content = node.modifierContent {
        // A `ViewModifier`'s node: `body(content:)` with the content it was applied to.
        var modifier = Value.structure(structure)
        let argument = Content.viewValue(content, "_ViewModifier_Content")
        return try interpreter.callMethod(&modifier, "body", arguments: [("content", argument)], at: structure.type.location)
      }
      return try interpreter.getMember(.structure(structure), "body", at: structure.type.location)
    }
    return try Content.view(value, interpreter, at: structure.type.location)
  }

  /// Runs the body of the App or of a scene of the program.
  func evaluateBody(of node: SceneNode) throws -> SceneContent {
    guard let structure = node.value else { return .group([]) }
    let value = try evaluateRecording(node) {
      try interpreter.getMember(.structure(structure), "body", at: node.type.location)
    }
    return try Content.scene(value, interpreter, at: node.type.location)
  }

  private func evaluateRecording<T>(_ node: GraphNode, _ body: () throws -> T) throws -> T {
    try interpreter.charge(.body)
    let previous = currentReader
    currentReader = node
    bodyEvaluations += 1
    // Kept allocated: a node reads the same keys on each body.
    node.environmentReads.removeAll(keepingCapacity: true)
    node.phaseSeen = nil
    defer { currentReader = previous }
    let result = try body()
    subscribeToObjects(node)
    return result
  }

  /// Gives a node the instance its parent's body just made: with the same inputs it is
  /// dropped and the node keeps its body; otherwise the node takes it and must run its body.
  func offer(_ newValue: StructValue, to node: GraphNode) throws {
    if let old = node.value, inputsEqual(old, newValue) { return noteKept(node) }
    if node.value != nil { noteInvalidated(node, rule: "new-inputs-run-body", cause: nil) }
    try node.attach(newValue, interpreter: interpreter)
    node.isDirty = true
  }

  /// Whether a view's (or scene's) new instance has the same inputs as its current one:
  /// stored properties other than property wrappers, objects by identity, bindings by value.
  func inputsEqual(_ old: StructValue, _ new: StructValue) -> Bool {
    guard old.type === new.type else { return false }
    for (a, b) in zip(old.fields, new.fields) {
      switch (a, b) {
      case (.native(let x as WrapperCell), .native(let y as WrapperCell)):
        if case .observedObject = x.kind, !interpreter.identical(x.initial, y.initial) { return false }
      case (.native(let x as BindingValue), .native(let y as BindingValue)):
        guard let first = try? x.get(), let second = try? y.get(),
          (try? interpreter.equal(first, second, at: nil)) == true
        else { return false }
      case (.function, .function):
        return false
      default:
        if !((try? interpreter.equal(a, b, at: nil)) ?? false) { return false }
      }
    }
    return true
  }

  /// Whether an environment value that a view read differs in its new environment.
  func environmentChanged(_ node: ViewNode, to environment: [String: Value]) -> Bool {
    node.environmentReads.contains { key in
      switch (node.environment[key], environment[key]) {
      case (nil, nil): return false
      case (let a?, let b?): return !((try? interpreter.equal(a, b, at: nil)) ?? interpreter.identical(a, b))
      default: return true
      }
    }
  }

  func environmentsEqual(_ a: [String: Value], _ b: [String: Value]) -> Bool {
    a.count == b.count && a.allSatisfy { key, value in
      b[key].map { (try? interpreter.equal($0, value, at: nil)) ?? interpreter.identical($0, value) } ?? false
    }
  }

  /// A view leaves the hierarchy: `onDisappear` for it and everything below, tasks cancelled.
  func tearDown(_ node: ViewNode) {
    for child in node.children { tearDown(child.node) }
    detachStateObjects(of: node)
    for (_, state) in ModifierState.inPlaceOrder(node.modifiers) { modifierRemoved(state, of: node) }
    node.modifiers = [:]
    node.children = []
  }

  /// A view that leaves frees its `@StateObject`s (Apple, StateObject: the object lives as long
  /// as the view's identity), even while a copy of the view value is still held elsewhere (the
  /// destination of a `NavigationLink` in the body below it): the cell lets go of the box.
  private func detachStateObjects(of node: ViewNode) {
    guard let value = node.value else { return }
    for (property, field) in zip(value.type.storedProperties, value.fields) {
      guard case .native(let native) = field, let cell = native as? WrapperCell, case .stateObject = cell.kind,
        case .box(let box)? = cell.attachment, box === node.boxes[property.name]
      else { continue }
      cell.attachment = nil
      cell.hasLeft = true
      keepDeparting(cell, box)
      cell.forgetBodyReads()
      node.boxes[property.name] = nil
    }
  }

  func modifierRemoved(_ state: ModifierState, of node: GraphNode) {
    if let action = state.disappearAction {
      if heldDisappearances != nil {
        heldDisappearances?.append((action, "onDisappear in \(node.name)"))
      } else {
        enqueueAction(action, [], cause: "onDisappear in \(node.name)", rule: "on-disappear-when-removed")
      }
    }
    if let task = state.task { interpreter.cancel(task); noteTask(task, .cancelled) }
    if let subscription = state.subscription { notifications.unsubscribe(subscription) }
    if let published = state.publishedSubscription { published.source.cell.subscribers.removeAll { $0.id == published.id } }
    if let timer = state.timer { timers.stop(timer, in: self) }
  }
}
