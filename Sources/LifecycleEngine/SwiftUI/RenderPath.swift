/// A place inside a body as the renderer walks it: the components of a ``ContentPath`` on a
/// stack, pushed and popped as the walk goes in and out.
///
/// The renderer reads every window's screen after each event and needs a place only to find the
/// program's views (``ViewNode/child(at:_:)``) and a tab view's selection: one array for the
/// whole walk costs nothing per piece of content, where a ``ContentPath`` per piece was made,
/// hashed and freed each time.
struct RenderPath {
  private(set) var components: [String] = []

  init() {
    components.reserveCapacity(16)
  }

  mutating func push(_ component: String) { components.append(component) }

  mutating func pop() { components.removeLast() }

  /// The same place as a path, for what keeps or looks places up by path (a tab's selection).
  var contentPath: ContentPath { ContentPath(components: components) }
}
