import SwiftInterpreter
import Transcript

/// Which tab of a `TabView` shows, and what a tap on a tab's label does.
///
/// Rules: the TabView shows the tab whose `.tag` equals its selection (its own selection, the
/// first tab at first, without a binding) (Apple, TabView: "tab views … present their
/// children one at a time"; View.tag(_:)); a tap on a tab's label selects it, writing the
/// binding. The tabs not shown keep their views and state; their `onAppear`, `onDisappear` and
/// `task` act as if their content had left the hierarchy, and act again when it is shown (the
/// engine's choice: Apple's TabView page does not say whether they are called). Within the switch,
/// the shown tab's `onAppear` runs before the hidden one's `onDisappear`, as in any update
/// (`AppProcess.updateGraph`).
enum TabSelection {
  /// The environment key that marks content inside a tab that is not shown.
  static let hiddenKey = "lesson-runner: a tab not shown"
}

extension AppProcess {
  /// The index of the tab that shows.
  func selectedTab(_ spec: TabViewSpec, at path: ContentPath, in node: ViewNode) -> Int {
    if let binding = spec.selection, let value = try? binding.get() {
      return spec.tabs.firstIndex { tab in
        tab.tag.map { (try? interpreter.equal($0, value, at: nil)) ?? false } ?? false
      } ?? 0
    }
    return node.modifiers[path.appending("tab selection")]?.tabSelection ?? 0
  }

  /// The action of a tap on a tab's label: the selection becomes that tab.
  func selectTab(_ index: Int, of spec: TabViewSpec, at path: ContentPath, in node: ViewNode) -> FunctionValue? {
    let made = interpreter.builtinFunction("TabView") { [weak self, weak node] _, _, _ in
      guard let self, let node else { return .void }
      if let binding = spec.selection {
        if let tag = spec.tabs[index].tag { try binding.set(tag) }
      } else {
        node.modifiers[path.appending("tab selection"), default: ModifierState()].tabSelection = index
        node.modifiers[path.appending("tab selection")]?.seen = true
      }
      // The TabView's content is walked again with the new selection (its body need not run).
      self.rewalk(node)
      return .void
    }
    guard case .function(let function) = made else { return nil }
    return function
  }
}
