import SwiftInterpreter
import Transcript

/// A window's navigation stack: the views pushed on its `NavigationStack`, in order.
///
/// Rules: a tap on a `NavigationLink` pushes its destination (Apple, NavigationLink: "a view
/// that controls a navigation presentation"); a link with a value pushes the view the
/// matching `navigationDestination(for:)` makes for it (Apple, View.navigationDestination(for:
/// destination:)). Pushed views appear (their `onAppear` and `task` run); `back` pops the top one,
/// which disappears (its `onDisappear` runs and its task is cancelled: Apple, View.task(priority:_:)
/// "SwiftUI will automatically cancel the task at some point after the view disappears").
final class NavigationState {
  enum Entry {
    /// `NavigationLink(destination:)`: the destination as the link's body made it.
    case content(ViewContent)
    /// `NavigationLink(value:)`: the value, shown by the matching destination.
    case value(Value)
  }

  var pushed: [Entry] = []
  /// `NavigationStack(path: $path)`: the bound array the pushed views follow (Apple,
  /// NavigationStack: "the stack appends the value to the path" when a link is tapped).
  var path: BindingValue?
  /// The environment key that carries a path binding from the initializer to the stack.
  static let pathKey = "NavigationStack.path"
  /// The node whose body holds the `NavigationStack`: its content is walked again on a push.
  weak var owner: ViewNode?
  /// The stack's place in the owner's body.
  var place = ContentPath.root
  /// `navigationDestination(for:)` closures by the name of the type they present.
  var destinations: [String: FunctionValue] = [:]
  /// What each pushed entry showed at the last walk (the screen reads it; it runs no code).
  var shown: [ViewContent] = []
  /// Views pushed by `navigationDestination(isPresented:)`, in the order they were pushed: on top
  /// of the entries above (see `PresentedDestinations`).
  var presented: [PresentedDestination] = []
}

extension Window {
  /// The window's navigation state (made when a `NavigationStack` is first shown in it).
  var navigation: NavigationState {
    if let state = root.navigation { return state }
    let state = NavigationState()
    root.navigation = state
    return state
  }
}

extension AppProcess {
  /// A `NavigationLink` was tapped in a window: its destination is pushed.
  func push(_ entry: NavigationState.Entry, in window: Window, at location: SourceLocation?) throws {
    let navigation = window.navigation
    guard let owner = navigation.owner else {
      throw InterpreterError.unsupported(
        "lesson-runner does not model following a 'NavigationLink' outside a 'NavigationStack'", at: location)
    }
    if case .value(let value) = entry, navigation.destinations[TypeNames.describe(value)] == nil {
      throw InterpreterError.unsupported(
        "lesson-runner does not model following a 'NavigationLink' to a '\(TypeNames.describe(value))' that no 'navigationDestination(for:)' presents",
        at: location)
    }
    if !navigation.presented.isEmpty {
      throw InterpreterError.unsupported(
        "lesson-runner does not model a 'NavigationLink' pushed above a 'navigationDestination(isPresented:)'", at: location)
    }
    try checkCovering(navigation, from: navigation.pushed.count, in: owner, at: location)
    if let path = navigation.path {
      guard case .value(let value) = entry else {
        throw InterpreterError.unsupported(
          "lesson-runner does not model a 'NavigationLink' with a destination view in a 'NavigationStack(path:)'", at: location)
      }
      // The link appends its value to the path; the stack follows the path (see `pathEntries`).
      try setPath(path, to: try pathElements(path) + [value])
      return rewalk(owner)
    }
    navigation.pushed.append(entry)
    rewalk(owner)
  }

  /// A push covers the stack's top (the root when nothing is pushed): whether SwiftUI calls
  /// `onAppear`/`onDisappear` for a covered view (and again when it is uncovered) is not in
  /// Apple's documentation, so a covered view that has them is not modelled, rather than silence.
  /// (Apple, NavigationStack: the root "is always present", a pushed view "covers the list", and
  /// "navigating back … reveals the list again"; onDisappear runs once a view "disappears from the
  /// interface": whether covered is gone, the pages do not say. Were it so, the order would be the
  /// update's: the pushed view's onAppear, then the covered view's onDisappear.)
  func checkCovering(_ navigation: NavigationState, from count: Int, in owner: ViewNode, at location: SourceLocation? = nil) throws {
    let covered = navigation.place.appending(count == 0 ? "0" : "pushed \(count - 1)")
    if let acting = appearsOrDisappears(under: covered, in: owner) { throw coveredError(at: location ?? acting) }
  }

  /// Views a path pushed at once below its new top (`path = [a, b]`) are covered from the start.
  func checkPushedAtOnce(_ navigation: NavigationState, from count: Int, in owner: ViewNode) throws {
    for index in count..<(navigation.pushed.count - 1) {
      if let acting = appearsOrDisappears(under: navigation.place.appending("pushed \(index)"), in: owner) {
        throw coveredError(at: acting)
      }
    }
  }

  private func coveredError(at location: SourceLocation?) -> InterpreterError {
    InterpreterError.unsupported(
      "lesson-runner does not model 'onAppear' or 'onDisappear' of a view covered by a push on a 'NavigationStack'",
      at: location)
  }

  /// Where the first `onAppear` or `onDisappear` of content at a place of a node's body (or of
  /// any view inside it) is written, if it has one: a refusal triggered by a path's change has no
  /// tap to point at, so it points there.
  private func appearsOrDisappears(under place: ContentPath, in node: ViewNode) -> SourceLocation?? {
    func acting(_ node: ViewNode, under place: ContentPath) -> SourceLocation?? {
      for (path, state) in ModifierState.inPlaceOrder(node.modifiers)
      where path.hasPrefix(place) && (state.hasAppearAction || state.disappearAction != nil) {
        return .some(state.appearanceLocation)
      }
      return nil
    }
    if let found = acting(node, under: place) { return found }
    for (path, child) in node.children where path.hasPrefix(place) {
      for inner in child.subtree { if let found = acting(inner, under: .root) { return found } }
    }
    return nil
  }

  /// `back`: the top view of the window's navigation stack is popped.
  func navigateBack(in window: Window) throws -> Bool {
    let navigation = window.navigation
    if try popPresented(navigation) { return true }
    guard !navigation.pushed.isEmpty, let owner = navigation.owner else { return false }
    if let path = navigation.path {
      // Back removes the path's last value (Apple, NavigationStack: the path "reflects" the views on the stack).
      try setPath(path, to: Array(try pathElements(path).dropLast()))
      rewalk(owner)
      return true
    }
    navigation.pushed.removeLast()
    rewalk(owner)
    return true
  }

  /// The content a pushed entry shows.
  func destination(of entry: NavigationState.Entry, in window: Window) throws -> ViewContent {
    switch entry {
    case .content(let content):
      return content
    case .value(let value):
      guard let make = window.navigation.destinations[TypeNames.describe(value)] else { return .empty }
      let made = try withCause("navigationDestination") { try interpreter.call(make, [value], at: nil) }
      return try Content.view(made, interpreter, at: nil)
    }
  }

  /// Walks a node's last body again (without running it): what it shows has changed.
  func rewalk(_ node: ViewNode) {
    node.needsRewalk = true
    graphNeedsUpdate = true
  }

  /// The values of a stack's path, read as the owner's body reads (a change to the path makes it
  /// walk again), each shown by its `navigationDestination`.
  func pathEntries(_ path: BindingValue, readBy node: ViewNode) throws -> [NavigationState.Entry] {
    let previous = currentReader
    currentReader = node
    defer { currentReader = previous }
    return try pathElements(path).map { .value($0) }
  }

  /// Writes a stack's path back, as the kind it is: an array, or a `NavigationPath`.
  private func setPath(_ path: BindingValue, to elements: [Value]) throws {
    if try path.get().native(as: NavigationPathValue.self) != nil {
      return try path.set(.native(try NavigationPathValue(elements, interpreter: interpreter)))
    }
    try path.set(.array(ArrayValue(elements)))
  }

  private func pathElements(_ path: BindingValue) throws -> [Value] {
    let value = try path.get()
    if let erased = value.native(as: NavigationPathValue.self) { return erased.elements }
    guard case .array(let array) = value else {
      throw InterpreterError.unsupported(
        "lesson-runner does not model a 'NavigationStack' path of type '\(TypeNames.describe(value))'", at: nil)
    }
    return array.elements
  }
}
