import SwiftInterpreter
import Transcript

/// `UITabBarController`: its children, the one shown, and a tap on a tab.
///
/// Rules (Apple, UITabBarController: "The tab bar interface displays tabs at the bottom of the
/// window for selecting between the different modes and for displaying the views for that
/// mode"; selectedIndex, viewControllers): only the selected child is on the screen, and the
/// appearance callbacks reach only it; the screen lists its view, then each tab's title (its
/// `tabBarItem`'s, else its `title`), tappable. A tap on another tab (or setting `selectedIndex`)
/// swaps the shown child with the order of a push (the coming view loads, the leaving one's
/// `viewWillDisappear`, the coming one's `viewWillAppear`, then their `did` callbacks): Apple
/// documents no order across the two, so the engine uses its navigation rule.
extension AppProcess {
  /// The selected index of a tab bar controller (0 until one is chosen).
  func selectedTabIndex(of tabs: UIKitObject) -> Int {
    if case .int(let index) = tabs.properties["selectedIndex"] ?? .void, tabs.children.indices.contains(index) { return index }
    return 0
  }

  /// The child a tab bar controller shows.
  func selectedTabChild(of tabs: UIKitObject) -> Value? {
    tabs.children.isEmpty ? nil : tabs.children[selectedTabIndex(of: tabs)]
  }

  /// Shows another tab: the children swap with a transition, as on a push.
  func selectTab(_ index: Int, of tabs: UIKitObject, at location: SourceLocation?) throws {
    guard tabs.children.indices.contains(index) else {
      throw InterpreterError.unsupported("lesson-runner does not model selecting tab \(index) of \(tabs.children.count)", at: location)
    }
    let current = selectedTabIndex(of: tabs)
    guard index != current || tabs.properties["selectedIndex"] == nil else { return }
    tabs.properties["selectedIndex"] = .int(index)
    guard index != current, isShown(tabs) else { return }
    let leaving = tabs.children[current], coming = tabs.children[index]
    if let base = controllerBase(coming) { _ = try loadedView(of: base) }
    try sendAppearance(.viewWillDisappear, to: leaving, animated: false)
    try sendAppearance(.viewWillAppear, to: coming, animated: false)
    markUIKitScreensStale()
    afterTransition { [unowned self] in
      try self.sendAppearance(.viewDidDisappear, to: leaving, animated: false)
      try self.sendAppearance(.viewDidAppear, to: coming, animated: false)
    }
  }

  /// The tab bar a window shows under its content: the outermost tab bar controller on the way
  /// to what the window shows, when no presentation covers it.
  func tabBar(of window: Window) -> UIKitObject? {
    guard var controller = uikitWindowObject(of: window)?.property("rootViewController").unwrapped else { return nil }
    var steps = 0
    while let base = controllerBase(controller), steps < 1_000 {
      steps += 1
      if base.property("presentedViewController").unwrapped != nil { return nil }
      if base.kind == "UITabBarController" { return base }
      guard base.kind == "UINavigationController", let top = base.children.last else { return nil }
      controller = top
    }
    return nil
  }

  /// The tabs' titles and what a tap on each does.
  func tabButtons(of tabs: UIKitObject) -> [(label: String, action: FunctionValue)] {
    tabs.children.enumerated().compactMap { index, child in
      guard let base = controllerBase(child) else { return nil }
      let item = base.property("tabBarItem").unwrapped?.native(as: UIKitObject.self)
      let title = item?.property("title").unwrapped?.asString ?? base.property("title").unwrapped?.asString ?? ""
      let made = interpreter.builtinFunction("UITabBarController") { [weak self, weak tabs] _, _, location in
        guard let self, let tabs else { return .void }
        try self.selectTab(index, of: tabs, at: location)
        return .void
      }
      guard case .function(let action) = made else { return nil }
      return (title, action)
    }
  }
}
