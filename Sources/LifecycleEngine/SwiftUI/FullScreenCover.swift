import SwiftInterpreter
import Transcript

/// A `fullScreenCover` covers the whole window: whether SwiftUI calls `onAppear`/`onDisappear`
/// for the views it covers (and again when it ends) is not in Apple's SwiftUI documentation
/// (UIKit's full-screen style removes the presenter's views, "UIModalPresentationStyle.fullScreen",
/// but SwiftUI does not say how its views hear that). So a cover over views that have either is
/// not modelled, rather than printed without them; a sheet leaves the views under it in place
/// (the presenter stays, as UIKit's page sheet does) and hears nothing.
extension AppProcess {
  /// A cover just presented at `place` in `presenter`: refused when a covered view appears or
  /// disappears.
  func checkFullScreenCover(at place: ContentPath, in presenter: ViewNode, location: SourceLocation?) throws {
    guard let window = presenter.window else { return }
    func acts(_ state: ModifierState) -> Bool { state.hasAppearAction || state.disappearAction != nil }
    var covered: [ViewNode] = []
    for node in window.root.subtree where node !== presenter {
      if !isInside(node, place, of: presenter) { covered.append(node) }
    }
    let presenterActs = presenter.modifiers.contains { path, state in !path.hasPrefix(place) && acts(state) }
    if presenterActs || covered.contains(where: { $0.modifiers.values.contains(where: acts) }) {
      throw InterpreterError.unsupported(
        "lesson-runner does not model 'onAppear' or 'onDisappear' of a view covered by a 'fullScreenCover'", at: location)
    }
  }

  /// Whether a node is the cover's content (or inside it): a child of the presenter under the place.
  private func isInside(_ node: ViewNode, _ place: ContentPath, of presenter: ViewNode) -> Bool {
    presenter.children.contains { path, child in path.hasPrefix(place) && child.subtree.contains { $0 === node } }
  }
}
