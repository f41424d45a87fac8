import SwiftInterpreter
import Transcript

/// A place in the app's graph that owns state and reads values: the App, a scene of the
/// program's, or a view of the program's (or a window's root).
///
/// It keeps what its last body read, so that a change marks exactly the nodes that must run
/// their body again, as SwiftUI's dependency tracking does.
class GraphNode {
  /// The program's struct for this node (the App, a scene, a view), with its wrappers attached.
  var value: StructValue?
  /// `@State` storage by property name: created once, kept while the node lives.
  var boxes: [String: StateBox] = [:]
  /// Must run its body again before the next render.
  var isDirty = true
  /// The happening that made it dirty (see ``Recorder``).
  var dirtyCause: Int?
  /// The environment keys its body read (`scenePhase`, `openWindow` …).
  var environmentReads: Set<String> = []
  /// The phase its body saw, when it read `scenePhase`.
  var phaseSeen: String?
  /// State of each acting modifier in the node's last body, by the modifier's place.
  var modifiers: [ContentPath: ModifierState] = [:]
  /// Describes the node in the transcript: `'ContentView'`.
  let name: String

  init(name: String) {
    self.name = name
  }

  /// Attaches the wrappers of a struct value to this node's storage.
  ///
  /// `@State` and `@StateObject` get this node's box for the property (made once: a
  /// `@StateObject`'s object is made here, the first time, and never again for this node).
  func attach(_ structure: StructValue, interpreter: Interpreter) throws {
    for (property, field) in zip(structure.type.storedProperties, structure.fields) {
      guard case .native(let native) = field, let cell = native as? WrapperCell else { continue }
      cell.property = property.name
      switch cell.kind {
      case .state, .stateObject, .namespace, .focusState:
        let box: StateBox
        if let existing = boxes[property.name] {
          box = existing
        } else {
          if case .stateObject = cell.kind, cell.makeInitial == nil, cell.attachment != nil || cell.hasLeft {
            // Its object was made for another identity and its `@autoclosure` is gone (see below).
            throw InterpreterError.unsupported(
              "lesson-runner does not model a '@StateObject' set in an 'init' whose view value is shown again under a new identity",
              at: property.location)
          }
          var initial = cell.initial
          // `@FocusState var field: Field?` starts nil, `@FocusState var on: Bool` false (Apple,
          // FocusState.init(): "binds to a Boolean"; init() where Value == T?: "binds to an optional type").
          if case .focusState = cell.kind, property.type.isOptional { initial = .none }
          if let make = cell.makeInitial { initial = try AppProcess.makingInitial(of: property.name, interpreter) { try interpreter.call(make, [], at: property.location) } }
          box = StateBox(initial)
        }
        boxes[property.name] = box
        cell.attachment = .box(box)
        cell.hasLeft = false
        // An `@autoclosure` that holds nothing (`= Model()`) is kept: the same view value shown
        // again under a new identity (a `NavigationLink(destination:)` tapped twice) makes a new
        // object (Apple, StateObject: "SwiftUI creates a new instance of the model object only
        // once during the lifetime of the container"); the box, not the cell, holds the object,
        // and the node's teardown detaches it, so its deinit runs when its view leaves. One
        // written in an `init` (`_model = StateObject(wrappedValue: Model())`) holds that init's
        // `self`, the view that holds the cell: kept, the cycle would keep the object alive, so
        // it is dropped (such a view is made anew, with a new cell, whenever it is shown again).
        if let make = cell.makeInitial, !make.capturesNothing { cell.makeInitial = nil }
      case .environmentObject:
        cell.objectKey = "\(property.type.name).self"
        cell.attachment = .node(WeakNode(node: self))
      case .observedObject, .published, .bindable, .binding:
        break
      default:
        cell.attachment = .node(WeakNode(node: self))
      }
    }
    value = structure
  }
}

/// The place of a piece of content inside a body: child positions, branches, `ForEach` ids.
///
/// A path is its last component linked to the path before it: a walk makes one path per piece
/// of content on every body, and appending shares the parent instead of copying its components.
struct ContentPath: Hashable {
  private final class Link: Sendable {
    let parent: Link?
    let component: String
    let count: Int
    /// The components' hash, worked out as the path is made: paths are looked up in each
    /// node's modifiers and children on every body, and would hash every component each time.
    let digest: Int

    init(parent: Link?, component: String) {
      self.parent = parent
      self.component = component
      count = (parent?.count ?? 0) + 1
      // FNV-1a over the component's bytes, from the parent's digest: a `Hasher` per path (its
      // seeding and finalising) cost more than the short components it hashed. A digest only
      // orders lookups (`hash(into:)` feeds it to the dictionary's own hasher); equality
      // still compares the components.
      var digest = 0xcbf2_9ce4_8422_2325 ^ UInt64(UInt(bitPattern: parent?.digest ?? 0))
      for byte in component.utf8 { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3 }
      self.digest = Int(truncatingIfNeeded: digest)
    }

    /// Whether two chains hold the same components (shared parents compare at once).
    static func equal(_ a: Link?, _ b: Link?) -> Bool {
      var a = a, b = b
      while true {
        if a === b { return true }
        guard let left = a, let right = b, left.digest == right.digest, left.count == right.count,
          left.component == right.component
        else { return false }
        a = left.parent
        b = right.parent
      }
    }
  }

  private let link: Link?

  private init(link: Link?) { self.link = link }

  init(components: [String]) {
    var link: Link?
    for component in components { link = Link(parent: link, component: component) }
    self.link = link
  }

  static let root = ContentPath(link: nil)

  var components: [String] {
    var reversed: [String] = []
    var current = link
    while let step = current {
      reversed.append(step.component)
      current = step.parent
    }
    return reversed.reversed()
  }

  /// How many components the path has.
  var count: Int { link?.count ?? 0 }

  func appending(_ component: String) -> ContentPath {
    ContentPath(link: Link(parent: link, component: component))
  }

  static func == (lhs: ContentPath, rhs: ContentPath) -> Bool { Link.equal(lhs.link, rhs.link) }

  func hash(into hasher: inout Hasher) { hasher.combine(link?.digest ?? 0) }

  /// Whether the path is `components` followed by `last`, compared from the end without
  /// making a path (the renderer looks its views up on every screen it reads).
  func equals(_ components: [String], then last: String) -> Bool {
    guard count == components.count + 1, let link, link.component == last else { return false }
    var current = link.parent
    var index = components.count - 1
    while let step = current {
      if step.component != components[index] { return false }
      current = step.parent
      index -= 1
    }
    return true
  }

  func hasPrefix(_ other: ContentPath) -> Bool {
    guard count >= other.count else { return false }
    var current = link
    while let step = current, step.count > other.count { current = step.parent }
    return Link.equal(current, other.link)
  }
}

/// What an acting modifier remembers between bodies.
struct ModifierState {
  /// `onChange`: the value it last saw.
  var lastValue: Value?
  /// `onDisappear`: the action to run when the content goes away.
  var disappearAction: FunctionValue?
  /// `onAppear`: there is one at this place.
  var hasAppearAction = false
  /// Where the program wrote the `onAppear` or `onDisappear` action (for refusals that name it).
  var appearanceLocation: SourceLocation?
  /// `task`: the running task and the id it was started for.
  var task: InterpretedTask?
  var taskID: Value?
  /// `onReceive`: the subscription, so it can be ended.
  var subscription: Int?
  /// `onReceive($property)`: the `@Published` property's subscriber.
  var publishedSubscription: (source: PublishedSource, id: Int)?
  /// `onReceive` of a timer: the repeating timer, so it can be stopped.
  var timer: Int?
  /// A `TabView` without a binding: the index of the tab it shows.
  var tabSelection: Int?
  /// A sheet's: whether it was shown after the last body (its end runs `onDismiss`).
  var isPresenting = false
  /// `onOpenURL` / `onContinueUserActivity`: what a link or an activity delivered to the scene runs.
  var externalEvent: ExternalEventHandler?
  /// Seen in the current update.
  var seen = false
}

extension ModifierState {
  /// Marks every state not seen, in place: the dictionary is held by one reference while it
  /// changes, so no write copies it (iterating `indices` kept a second one).
  static func markUnseen(_ states: inout [ContentPath: ModifierState]) {
    var index = states.values.startIndex
    while index != states.values.endIndex {
      states.values[index].seen = false
      states.values.formIndex(after: &index)
    }
  }

  /// The states of a node's places in the order their content is written (a place before the
  /// places inside it, `2` before `10`): a dictionary's order changes from process to process
  /// (Swift seeds its hashing per process), and two `onDisappear` actions run in this order.
  static func inPlaceOrder(
    _ states: [ContentPath: ModifierState], where include: (ModifierState) -> Bool = { _ in true }
  ) -> [(path: ContentPath, state: ModifierState)] {
    var chosen: [(path: ContentPath, state: ModifierState)] = []
    for (path, state) in states where include(state) { chosen.append((path, state)) }
    if chosen.count > 1 { chosen.sort { ContentPath.precedes($0.path, $1.path) } }
    return chosen
  }
}

extension ContentPath {
  /// Tree order over the components: numbers by value, other components by their text.
  ///
  /// Read on the links, from the end: the first components that differ are the shallowest
  /// pair that differs at the depth both paths have (making each path's array of components
  /// cost more than the sort it served).
  static func precedes(_ a: ContentPath, _ b: ContentPath) -> Bool {
    var x = a.link, y = b.link
    while let step = x, step.count > b.count { x = step.parent }
    while let step = y, step.count > a.count { y = step.parent }
    var first: (String, String)?
    while let left = x, let right = y {
      if left === right { break }
      if left.component != right.component { first = (left.component, right.component) }
      x = left.parent
      y = right.parent
    }
    if let (m, n) = first {
      if let m = Int(m), let n = Int(n) { return m < n }
      return m < n
    }
    return a.count < b.count
  }
}
