import SwiftInterpreter
/// A view of the program placed in a window (or the window's root, which has no view type).
final class ViewNode: GraphNode {
  let type: UserType?
  weak var window: Window?
  /// What the body produced last time.
  var body: ViewContent?
  /// The program's views inside the body, by their place in it, in the order they were met.
  var children: [(path: ContentPath, node: ViewNode)] = []
  /// Values set by `.environment(…)` above this view.
  var environment: [String: Value]
  /// How many of the program's views hold this one (0 for the window's root).
  var depth = 0
  /// For a `ViewModifier`'s node: the content it was applied to, handed to `body(content:)`.
  var modifierContent: ViewContent?
  /// Its last body must be walked again (a push or a pop), though the body need not run.
  var needsRewalk = false
  /// A window's root: the window's navigation stack.
  var navigation: NavigationState?

  init(type: UserType?, window: Window?, environment: [String: Value]) {
    self.type = type
    self.window = window
    self.environment = environment
    super.init(name: type.map { "'\($0.name)'" } ?? "the window's content")
  }

  func child(at path: ContentPath) -> ViewNode? {
    children.first { $0.path == path }?.node
  }

  /// The child at the place `path` then `last`, as the renderer finds it.
  func child(at path: RenderPath, _ last: String) -> ViewNode? {
    children.first { $0.path.equals(path.components, then: last) }?.node
  }

  /// This node and every node below it, parents first.
  var subtree: [ViewNode] {
    var nodes: [ViewNode] = []
    appendSubtree(to: &nodes)
    return nodes
  }

  /// One array for the whole walk (a phase change asks each window for its nodes).
  private func appendSubtree(to nodes: inout [ViewNode]) {
    nodes.append(self)
    for child in children { child.node.appendSubtree(to: &nodes) }
  }
}
