import SwiftInterpreter
import Transcript

/// Brings the App and the program's scenes up to date, queueing their `onChange` actions.
///
/// Rule: scene-level actions are queued innermost first, so a scene of the program hears
/// a change before the App that contains it (lesson 54, step 4: the scene's line before the
/// App's), and both run before UIKit's notifications and the views (question 3).
struct SceneGraph {
  /// `unowned(unsafe)`: made for one update inside a call of the process, which outlives it;
  /// a checked reference to the process (also weakly referenced) took the runtime's slow path.
  unowned(unsafe) let process: AppProcess

  func update(_ node: SceneNode, newValue: StructValue?) throws {
    if let newValue { try process.offer(newValue, to: node) }
    if node.isDirty || node.body == nil {
      let body = process.openBody(node); defer { process.recorder.close(body) }
      let content = try process.evaluateBody(of: node)
      try reconcile(node, with: content)
    } else {
      for child in node.children { try update(child.node, newValue: nil) }
    }
  }

  private func reconcile(_ node: SceneNode, with content: SceneContent) throws {
    node.body = content
    node.isDirty = false
    var children: [(path: ContentPath, node: SceneNode)] = []
    try walk(content, at: node.place, environment: node.environment, in: node, children: &children)
    node.children = children
  }

  private func walk(
    _ content: SceneContent, at path: ContentPath, environment: [String: Value], in node: SceneNode,
    children: inout [(path: ContentPath, node: SceneNode)]
  ) throws {
    switch content {
    case .windowGroup(let spec):
      let readsOwner = spec.content.code?.usesSelf ?? true
      if let group = process.windowGroups.first(where: { $0.place == path }) {
        group.spec = spec
        group.readsOwner = readsOwner
        group.owner = node
        group.environment = environment
        if readsOwner { process.markRootContentStale(of: group) }
      } else {
        let group = WindowGroupState(place: path, spec: spec, readsOwner: readsOwner, owner: node)
        group.environment = environment
        process.windowGroups.append(group)
      }
    case .custom(let structure):
      let childPath = path.appending("scene \(structure.type.name)")
      try checkDepth(childPath, structure)
      let child =
        node.children.first { $0.path == childPath && $0.node.type === structure.type }?.node
        ?? SceneNode(type: structure.type, place: childPath)
      children.append((childPath, child))
      process.noteCreated(structure.type, lane: .scene(structure.type.name))
      child.environment = environment
      try update(child, newValue: structure)
    case .group(let items):
      for (index, item) in items.enumerated() {
        try walk(item, at: path.appending(String(index)), environment: environment, in: node, children: &children)
      }
    case .modified(let inner, let modifier):
      var innerEnvironment = environment
      if case .environment(let key, let value) = modifier { innerEnvironment[key] = value }
      try walk(inner, at: path.appending("m"), environment: innerEnvironment, in: node, children: &children)
      try act(modifier, at: path, in: node)
    case .other:
      break
    }
  }

  /// Scenes nested as deep as views may be: a scene whose body holds itself (`onChange`
  /// written without its dot makes `self.onChange(…)`, a scene holding the scene) recurses
  /// until the stack is gone, as SwiftUI does.
  static let depthLimit = ViewGraph.depthLimit

  private func checkDepth(_ path: ContentPath, _ structure: StructValue) throws {
    guard path.count > Self.depthLimit,
      path.components.lazy.filter({ $0.hasPrefix("scene ") }).count > Self.depthLimit
    else { return }
    throw InterpreterError.crash(
      "stack overflow: '\(structure.type.name)' holds itself without end (scenes nested more than \(Self.depthLimit) deep)",
      at: structure.type.location)
  }

  private func act(_ modifier: SceneModifier, at path: ContentPath, in node: SceneNode) throws {
    // A drawing or environment modifier has nothing to remember (as in `ViewGraph.act`).
    if case .environment = modifier { return }
    if case .visual = modifier { return }
    var state = node.modifiers[path] ?? ModifierState()
    switch modifier {
    case .onChange(let value, let action, let initial):
      try process.compare(value, for: action, initial: initial, in: &state, cause: "onChange in \(node.name)")
    case .backgroundTask(let identifier, let action):
      process.backgroundTaskHandlers[identifier] = action
    case .environment, .visual:
      break
    }
    state.seen = true
    node.modifiers[path] = state
  }
}
