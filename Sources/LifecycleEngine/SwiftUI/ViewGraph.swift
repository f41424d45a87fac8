import SwiftInterpreter
import Transcript

/// Brings a window's views up to date: runs the bodies that must run, matches the
/// content to the existing views by place, and queues the actions of modifiers.
///
/// Rules (each named where it is applied):
/// - A view's body runs when the view is new, when its inputs (non-wrapper
///   properties) differ from last time, or when something its body read changed.
///   A view created again with equal inputs keeps its old body (lesson 6, step 6:
///   `ContentView.init` prints, `ContentView.body` does not).
/// - Actions are queued innermost first: a view's content, then its own
///   modifiers in source order, then the views around it (observed in SwiftUI:
///   benigumo.com, 2024-03-28). A `.task` starts after all of them, as its own job.
struct ViewGraph {
  /// `unowned(unsafe)`: made for one update inside a call of the process, which outlives it;
  /// a checked reference to the process (also weakly referenced) took the runtime's slow path.
  unowned(unsafe) let process: AppProcess
  /// Views nested deeper than this are a body that holds itself: real hierarchies stay far below.
  static let depthLimit = 256

  /// Updates a window: its root content (when stale) and every view that must run its body.
  func render(_ window: Window) throws {
    if !process.environmentsEqual(window.root.environment, window.group.environment) {
      window.root.environment = window.group.environment
      window.rootContentIsStale = true
    }
    if window.rootContentIsStale {
      window.rootContentIsStale = false
      let made = process.openContent(window); defer { process.recorder.close(made) }
      // What the content closure reads of the App (or scene) that declares it is that node's:
      // a change runs its body again, which remakes the windows' content (`readsOwner`).
      let previous = process.currentReader
      if window.group.readsOwner, let owner = window.group.owner { process.currentReader = owner }
      let content: ViewContent
      do {
        defer { process.currentReader = previous }
        content = try process.windowContent(window)
      }
      try reconcile(window.root, with: content)
    } else {
      try refresh(window.root)
    }
  }

  /// Updates a view given the value its parent's body made now (nil: the parent did not run).
  private func update(_ node: ViewNode, newValue: StructValue?) throws {
    if let newValue { try process.offer(newValue, to: node) }
    if node.isDirty || node.body == nil {
      let body = process.openBody(node); defer { process.recorder.close(body) }
      let content = try process.evaluateBody(of: node)
      try reconcile(node, with: content)
    } else {
      try refresh(node)
    }
  }

  private func refresh(_ node: ViewNode) throws {
    if node.needsRewalk, let body = node.body { return try reconcile(node, with: body) }
    for child in node.children { try update(child.node, newValue: nil) }
  }

  private func reconcile(_ node: ViewNode, with content: ViewContent) throws {
    node.body = content
    node.isDirty = false
    node.needsRewalk = false
    // In place, by index: a lookup by key would hash each path again. Walked by index, not over
    // `indices` (which holds the dictionary: each write then copied it whole).
    ModifierState.markUnseen(&node.modifiers)
    var seenChildren: [(path: ContentPath, node: ViewNode)] = []
    try walk(content, at: .root, environment: node.environment, in: node, children: &seenChildren)
    let removed = node.children.filter { old in !seenChildren.contains { $0.node === old.node } }
    node.children = seenChildren
    for child in removed { process.tearDown(child.node) }
    for (path, state) in ModifierState.inPlaceOrder(node.modifiers, where: { !$0.seen }) {
      process.modifierRemoved(state, of: node)
      node.modifiers[path] = nil
    }
  }

  private func walk(
    _ content: ViewContent, at path: ContentPath, environment: [String: Value], in node: ViewNode,
    children: inout [(path: ContentPath, node: ViewNode)]
  ) throws {
    switch content {
    case .empty, .text, .leaf:
      break
    case .button(let label, _):
      try walk(label, at: path.appending("label"), environment: environment, in: node, children: &children)
    case .container(let name, let items):
      var inner = environment
      if name == "NavigationSplitView" { inner[SecondaryContent.navigationBarKey] = .bool(true) }
      if LazyRows.isLong(name, items) { inner[LazyRows.key] = .bool(true) }
      for (index, item) in items.enumerated() {
        try walk(item, at: path.appending(String(index)), environment: inner, in: node, children: &children)
      }
    case .forEach(let items):
      for item in items {
        let id = (try? process.interpreter.reflect(item.id, at: nil)) ?? "?"
        try walk(item.content, at: path.appending("id \(id)"), environment: environment, in: node, children: &children)
      }
    case .conditional(let branch, let inner):
      try walk(inner, at: path.appending("branch \(branch)"), environment: environment, in: node, children: &children)
    case .user(let structure):
      let childPath = path.appending("view \(structure.type.name)")
      let child = try childNode(for: structure, at: childPath, environment: environment, in: node)
      children.append((childPath, child))
      try update(child, newValue: structure)
    case .tabView(let spec):
      let selected = process.selectedTab(spec, at: path, in: node)
      let selectionPath = path.appending("tab selection")
      if node.modifiers[selectionPath] != nil { node.modifiers[selectionPath]?.seen = true }
      for (index, tab) in spec.tabs.enumerated() {
        var tabEnvironment = environment
        if index != selected { tabEnvironment[TabSelection.hiddenKey] = .bool(true) }
        try walk(tab.content, at: path.appending("tab \(index)"), environment: tabEnvironment, in: node, children: &children)
      }
    case .navigationStack(let root):
      var environment = environment
      let pathBinding = environment.removeValue(forKey: NavigationState.pathKey)?.native(as: BindingValue.self)
      environment[SecondaryContent.navigationBarKey] = .bool(true)
      try walk(root, at: path.appending("0"), environment: environment, in: node, children: &children)
      guard let window = node.window else { break }
      let navigation = window.navigation
      navigation.owner = node
      navigation.place = path
      navigation.path = pathBinding
      let before = navigation.pushed.count
      if let pathBinding {
        navigation.pushed = try process.pathEntries(pathBinding, readBy: node)
        if navigation.pushed.count > before { try process.checkCovering(navigation, from: before, in: node) }
      }
      navigation.shown = try navigation.pushed.map { try process.destination(of: $0, in: window) }
        + process.presentedContents(of: navigation)
      for (index, content) in navigation.shown.enumerated() {
        var pushedEnvironment = environment
        pushedEnvironment["dismiss"] = .native(EnvironmentActionValue(kind: .dismiss, window: window, stackIndex: index))
        try walk(content, at: path.appending("pushed \(index)"), environment: pushedEnvironment, in: node, children: &children)
      }
      if pathBinding != nil, navigation.pushed.count > before + 1 {
        // Views pushed at once under the new top are covered as soon as they are placed.
        try process.checkPushedAtOnce(navigation, from: before, in: node)
      }
    case .customModifier(let structure, let inner):
      // Its content came from the parent's body, which just ran: the modifier's body runs again.
      let childPath = path.appending("modifier \(structure.type.name)")
      let child = try childNode(for: structure, at: childPath, environment: environment, in: node)
      child.modifierContent = inner
      child.isDirty = true
      children.append((childPath, child))
      process.noteCreated(structure.type, lane: process.lane(of: child))
      try update(child, newValue: structure)
    case .modified(let inner, let modifier):
      var innerEnvironment = environment
      var innerPath = path.appending("m")
      switch modifier {
      case .environment(let key, let value): innerEnvironment[key] = value
      case .identity(let id): innerPath = path.appending("id \((try? process.interpreter.reflect(id, at: nil)) ?? "?")")
      default: break
      }
      try walk(inner, at: innerPath, environment: innerEnvironment, in: node, children: &children)
      if case .presentation(let spec) = modifier, let content = spec.content {
        // The sheet's content: views of the presenting view's node, at a place of their own;
        // `dismiss` read inside it ends the sheet.
        var sheetEnvironment = environment
        // The action keeps only what ends the sheet: the content would hold the sheet's own
        // views (and their state objects) alive after it ends, through this environment.
        var ending = spec
        ending.content = nil
        sheetEnvironment["dismiss"] = .native(EnvironmentActionValue(kind: .dismiss, window: node.window, presentation: ending))
        sheetEnvironment[SecondaryContent.navigationBarKey] = nil
        try walk(content, at: path.appending(spec.kind), environment: sheetEnvironment, in: node, children: &children)
      }
      if case .secondary(let secondary) = modifier {
        try walkSecondary(secondary, at: path, environment: environment, in: node, children: &children)
      }
      if environment[LazyRows.key] != nil, let refusal = LazyRows.refusal(modifier) { throw refusal }
      try act(modifier, at: path, in: node, hidden: environment[TabSelection.hiddenKey] != nil)
    }
  }

  /// An overlay's, a background's, a toolbar's or an inset's views: after the content they
  /// decorate, at a place of their own (see `SecondaryContent` for the order and its source).
  private func walkSecondary(
    _ secondary: SecondaryContent, at path: ContentPath, environment: [String: Value], in node: ViewNode,
    children: inout [(path: ContentPath, node: ViewNode)]
  ) throws {
    if secondary.needsNavigationBar, environment[SecondaryContent.navigationBarKey] == nil {
      throw InterpreterError.notModelled(".toolbar outside a NavigationStack", at: secondary.location)
    }
    try walk(secondary.content, at: path.appending(secondary.kind.rawValue), environment: environment, in: node, children: &children)
  }

  /// The node for a view (or `ViewModifier`) of the program at a place: the one already there
  /// when its type is the same, else a new one.
  private func childNode(
    for structure: StructValue, at childPath: ContentPath, environment: [String: Value], in node: ViewNode
  ) throws -> ViewNode {
    let child: ViewNode
    if let existing = node.child(at: childPath), existing.type === structure.type {
      child = existing
      if process.environmentChanged(child, to: environment) { child.isDirty = true }
      if (existing.environment[TabSelection.hiddenKey] == nil) != (environment[TabSelection.hiddenKey] == nil) {
        child.needsRewalk = true
      }
      child.environment = environment
    } else {
      guard node.depth < Self.depthLimit else {
        // A body that holds its own view (`padding()` written without a dot) recurses
        // until the stack is gone; SwiftUI crashes with EXC_BAD_ACCESS.
        throw InterpreterError.crash(
          "stack overflow: '\(structure.type.name)' holds itself without end (views nested more than \(Self.depthLimit) deep)",
          at: structure.type.location)
      }
      child = ViewNode(type: structure.type, window: node.window, environment: environment)
      child.depth = node.depth + 1
    }
    return child
  }

  /// What an acting modifier does when its content is (still) there.
  private func act(_ modifier: ViewModifier, at path: ContentPath, in node: ViewNode, hidden: Bool) throws {
    if hidden {
      // In a tab not shown: as if the content had left (see `TabSelection`).
      switch modifier {
      case .onAppear, .onDisappear, .task: return
      default: break
      }
    }
    switch modifier {
    case .environment, .identity, .visual, .tapGesture, .refreshable, .tabItem, .tag, .secondary:
      // Nothing to remember: no state kept, so a branch that leaves has none to remove (a
      // state per drawing modifier was stored, then sorted and removed, on every change).
      return
    default: break
    }
    // One lookup: each hashes the path and compares it component by component.
    let existing = node.modifiers[path]
    let isNew = existing == nil
    var state = existing ?? ModifierState()
    state.seen = true
    switch modifier {
    case .onAppear(let action):
      state.hasAppearAction = true
      state.appearanceLocation = state.appearanceLocation ?? action.location
      if isNew { process.enqueueAction(action, [], cause: "onAppear in \(node.name)", rule: "on-appear-once-when-placed") }
    case .onDisappear(let action):
      state.disappearAction = action
      state.appearanceLocation = state.appearanceLocation ?? action.location
    case .onChange(let value, let action, let initial):
      try process.compare(value, for: action, initial: initial, in: &state, cause: "onChange in \(node.name)")
    case .task(let action, let id):
      let restart = !isNew && id != nil && !(state.taskID.map { (try? process.interpreter.equal($0, id!, at: nil)) ?? false } ?? false)
      if restart, let task = state.task { process.cancel(task) }
      if isNew || restart {
        state.task = process.startTask(action, cause: "task in \(node.name)", owner: node)
        state.taskID = id
      }
    case .onReceive(.notification(let name), let action):
      if let subscription = state.subscription {
        process.notifications.update(subscription, action: action)
      } else {
        state.subscription = process.notifications.subscribe(
          name, action: action, cause: "onReceive in \(node.name)", window: node.window)
      }
    case .onReceive(.timer(let seconds), let action):
      if let timer = state.timer {
        process.timers.update(timer, action: action)
      } else {
        state.timer = process.timers.start(every: seconds, action: action, cause: "onReceive in \(node.name)", in: process)
      }
    case .onReceive(.published(let source), let action):
      try process.receive(source, action: action, in: &state, cause: "onReceive in \(node.name)")
    case .navigationDestination(let typeName, let make):
      node.window?.navigation.destinations[typeName] = make
    case .presentedDestination(let binding, let content):
      try process.presentDestination(binding: binding, content: content, at: path, in: node)
    case .presentation(let spec):
      // Its content's views appear and disappear with it (the walk above); when it ends,
      // `onDismiss` runs (Apple, View.sheet(isPresented:onDismiss:content:)).
      if !state.isPresenting, spec.content != nil, spec.kind == "fullScreenCover" {
        try process.checkFullScreenCover(at: path.appending(spec.kind), in: node, location: spec.location)
      }
      if state.isPresenting, spec.content == nil, let onDismiss = spec.onDismiss {
        process.enqueueAction(onDismiss, [], cause: "onDismiss in \(node.name)")
      }
      state.isPresenting = spec.content != nil
    case .externalEvent(let handler):
      state.externalEvent = handler
    case .environment, .identity, .visual, .tapGesture, .refreshable, .tabItem, .tag, .secondary:
      return
    }
    node.modifiers[path] = state
  }
}
