import SwiftInterpreter
import Transcript

/// A view pushed by `navigationDestination(isPresented:destination:)`: where the modifier is, its
/// binding, and what its destination closure made the last time the body holding it ran.
///
/// Rules (Apple, View.navigationDestination(isPresented:destination:): "Associates a destination
/// view with a binding that can be used to push the view onto a NavigationStack … When the
/// binding is true, the stack pushes the destination view; if the person taps the back button
/// the stack sets the binding to false"): the destination is pushed on top of the stack's other
/// entries while the binding is true; the program setting it to false pops it; `back` pops it and
/// writes `false`. Its views appear and disappear like any pushed view's (see `NavigationState`).
struct PresentedDestination {
  weak var node: ViewNode?
  var place: ContentPath
  var binding: BindingValue
  var content: ViewContent
}

extension AppProcess {
  /// The modifier was walked: the destination is pushed (binding true) or popped (false).
  func presentDestination(binding: BindingValue, content: ViewContent?, at place: ContentPath, in node: ViewNode) throws {
    guard let window = node.window else { return }
    let navigation = window.navigation
    let index = navigation.presented.firstIndex { $0.node === node && $0.place == place }
    var toggled = false
    if let content {
      guard let owner = navigation.owner else {
        throw InterpreterError.unsupported(
          "lesson-runner does not model 'navigationDestination(isPresented:)' outside a 'NavigationStack'", at: nil)
      }
      if let index {
        navigation.presented[index].content = content
        navigation.presented[index].binding = binding
      } else {
        try checkCovering(navigation, from: navigation.shown.count, in: owner)
        navigation.presented.append(PresentedDestination(node: node, place: place, binding: binding, content: content))
        toggled = true
      }
    } else if let index {
      navigation.presented.remove(at: index)
      toggled = true
    }
    // The stack shows it: its owner walks its content again (a body that held the modifier
    // elsewhere made new content; a push or pop changed what the stack shows).
    if let owner = navigation.owner, toggled || owner !== node { rewalk(owner) }
  }

  /// What the presented destinations show, on top of the stack's pushed entries; those whose
  /// modifier is gone (its view left) are dropped.
  func presentedContents(of navigation: NavigationState) -> [ViewContent] {
    navigation.presented.removeAll { entry in
      guard let node = entry.node else { return true }
      return node.modifiers[entry.place] == nil
    }
    return navigation.presented.map(\.content)
  }

  /// `back` with a presented destination on top: it is popped and its binding set to false.
  func popPresented(_ navigation: NavigationState) throws -> Bool {
    guard let top = navigation.presented.popLast() else { return false }
    try top.binding.set(.bool(false))
    if let owner = navigation.owner { rewalk(owner) }
    return true
  }
}
