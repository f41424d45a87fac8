import SwiftInterpreter

/// `ObservableObject`s and the views that subscribe to them.
///
/// Apple, ObservedObject: "A property wrapper type that subscribes to an observable object and
/// invalidates a view whenever the observable object changes"; StateObject and
/// EnvironmentObject say the same. So a change of any `@Published` property of the object runs
/// the body of every App, scene or view that holds it through one of those three wrappers,
/// whichever properties its body read; a view that holds the object in a plain property is not
/// subscribed, and does not run again (ObservableObject: the `objectWillChange` publisher
/// "emits the changed value before any of its @Published properties changes").
extension AppProcess {
  /// The key under which the nodes subscribed to an object wait (one-shot, as `observers` are:
  /// each body run subscribes again).
  static func subscriptionKey(_ object: ObjectValue) -> ObserverKey {
    ObserverKey(object: ObjectIdentifier(object), property: "objectWillChange")
  }

  /// After a body ran: subscribes the node to the objects its wrappers hold, and tells each
  /// object's `@Published` cells which object they belong to.
  func subscribeToObjects(_ node: GraphNode) {
    guard let structure = node.value else { return }
    for field in structure.fields {
      guard case .native(let native) = field, let cell = native as? WrapperCell else { continue }
      let held: Value?
      switch cell.kind {
      case .stateObject:
        if case .box(let box)? = cell.attachment { held = box.value } else { held = nil }
      case .observedObject:
        held = cell.initial
      case .environmentObject:
        held = cell.objectKey.flatMap { try? environmentValue($0, for: node, at: nil) }
      default:
        held = nil
      }
      guard case .object(let object)? = held?.unwrapped else { continue }
      for case .native(let inner) in object.fields {
        if let published = inner as? WrapperCell, case .published = published.kind { published.owner = object }
      }
      let key = Self.subscriptionKey(object)
      if observers[key]?.contains(where: { $0.node === node }) == true { continue }
      observers[key, default: []].append(WeakNode(node: node))
    }
  }

  /// The object changed (`objectWillChange`): every subscribed node runs its body again.
  func objectWillChange(_ object: ObjectValue) {
    for weak in observers.removeValue(forKey: Self.subscriptionKey(object)) ?? [] {
      if let node = weak.node { invalidate(node) }
    }
  }
}
