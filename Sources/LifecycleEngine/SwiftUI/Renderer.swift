import SwiftInterpreter
import Transcript

/// Reads what a window shows: each `Text`'s text and each `Button`'s label, in tree order.
struct Renderer {
  /// `unowned(unsafe)`: made for one update inside a call of the process, which outlives it;
  /// a checked reference to the process (also weakly referenced) took the runtime's slow path.
  unowned(unsafe) let process: AppProcess

  struct Button {
    var label: String
    var action: FunctionValue?
    /// A UIKit button's actions: closures and target–selector pairs.
    var uikitActions: [UIKitObject.ButtonAction] = []
    /// A UIKit button as its action methods receive it (`@objc func tapped(_ sender: UIButton)`).
    var sender: Value?
    /// False under `.disabled(true)`: a tap on it does nothing (see `SwiftUIControls`).
    var isEnabled = true
  }

  /// What a walk found besides the items and buttons in tree order.
  struct Extras {
    /// A presented sheet covers what it was presented over: the screen and the taps are its.
    var front: (items: [ScreenItem], buttons: [Button])?
    /// The `.refreshable` action of the content on the screen, and the view that declared it.
    var refresh: (action: FunctionValue, node: ViewNode)?
  }

  /// What a walk found: the window's items and buttons, and what is in front of them.
  struct Collected {
    var items: [ScreenItem] = []
    var buttons: [Button] = []
    var front = Extras()
  }

  func items(of window: Window) -> [ScreenItem] {
    let found = collected(window)
    return found.front.front?.items ?? found.items
  }

  func buttons(of window: Window) -> [Button] {
    let found = collected(window)
    return found.front.front?.buttons ?? found.buttons
  }

  /// The refresh action a pull on the window's screen runs (Apple, View.refreshable(action:)).
  func refreshAction(of window: Window) -> (action: FunctionValue, node: ViewNode)? {
    collected(window).front.refresh
  }

  private func collected(_ window: Window) -> Collected {
    var found = Collected()
    collect(window.root, into: &found.items, buttons: &found.buttons, front: &found.front)
    return found
  }

  private func collect(
    _ node: ViewNode, into items: inout [ScreenItem], buttons: inout [Button],
    front: inout Extras
  ) {
    if let window = node.window, node === window.root, window.uikit != nil,
      let alert = process.visibleUIKitController(of: window)?.native(as: UIKitObject.self), alert.kind == "UIAlertController"
    {
      // An alert in front: its title, message and actions (see `UIKitAlerts`).
      let screen = process.alertScreen(alert)
      items += screen.texts.map { .text($0) }
      for (label, action) in screen.buttons {
        items.append(.button(label))
        buttons.append(Button(label: label, action: action))
      }
      return
    }
    if let window = node.window, node === window.root, let root = uikitRoot(of: window) {
      // A UIKit view controller's view: its labels and buttons, in subview order.
      walkUIKit(root, into: &items, buttons: &buttons)
      barButtons(of: window, into: &items, buttons: &buttons)
      if let tabs = process.tabBar(of: window) {
        // The tab bar under the shown child's view (see `AppProcess.tabButtons`).
        for (label, action) in process.tabButtons(of: tabs) {
          items.append(.button(label))
          buttons.append(Button(label: label, action: action))
        }
      }
      return
    }
    guard let body = node.body else { return }
    var path = RenderPath()
    walk(body, at: &path, in: node, into: &items, buttons: &buttons, front: &front)
  }

  /// The root view of a UIKit window whose root view controller is UIKit's, not a hosting controller.
  private func uikitRoot(of window: Window) -> Value? {
    guard window.uikit != nil, let controller = process.visibleUIKitController(of: window) else { return nil }
    switch controller {
    case .object(let viewController): return (viewController.nativeBase as? UIKitObject)?.properties["view"]
    default: return nil
    }
  }

  /// The navigation bar's items of the controller on top of a navigation controller, after its
  /// view (see `UIKitBarButtons`).
  private func barButtons(of window: Window, into items: inout [ScreenItem], buttons: inout [Button]) {
    guard let shown = process.visibleUIKitController(of: window), let controller = process.controllerBase(shown),
      controller.property("navigationController").unwrapped != nil
    else { return }
    for item in UIKitBarButtons.items(of: controller) {
      guard let title = item.property("title").unwrapped?.asString else { continue }
      items.append(.button(title))
      var button = Button(label: title, action: nil, uikitActions: item.actions, sender: .native(item))
      if case .bool(false)? = item.properties["isEnabled"] { button.isEnabled = false }
      buttons.append(button)
    }
  }

  private func walkUIKit(_ value: Value, into items: inout [ScreenItem], buttons: inout [Button]) {
    let view: UIKitObject
    switch value.unwrapped ?? value {
    case .native(let native):
      guard let object = native as? UIKitObject else { return }
      view = object
    case .object(let object):
      guard let base = object.nativeBase as? UIKitObject else { return }
      view = base
    default: return
    }
    switch view.kind {
    case "UILabel":
      if case .string(let text)? = view.property("text").unwrapped { items.append(.text(text)) }
    case "UIButton":
      let title = view.property("title").unwrapped?.asString ?? ""
      items.append(.button(title))
      buttons.append(Button(
        label: title, action: nil, uikitActions: view.actions, sender: view.owner.map { .object($0) } ?? .native(view)))
    default:
      break
    }
    for subview in view.subviews { walkUIKit(subview, into: &items, buttons: &buttons) }
  }

  /// Walks content at `path` (the place `ViewGraph` gave it), which is the same on return.
  private func walk(
    _ content: ViewContent, at path: inout RenderPath, in node: ViewNode, into items: inout [ScreenItem],
    buttons: inout [Button], front: inout Extras
  ) {
    switch content {
    case .empty, .leaf:
      break
    case .text(let text):
      items.append(.text(text))
    case .button(let label, let action):
      var labelItems: [ScreenItem] = []
      var nested: [Button] = []
      path.push("label"); defer { path.pop() }
      walk(label, at: &path, in: node, into: &labelItems, buttons: &nested, front: &front)
      let text = labelItems.map(\.label).joined(separator: " ")
      items.append(.button(text))
      buttons.append(Button(label: text, action: action))
    case .container(_, let children):
      for (index, child) in children.enumerated() {
        path.push(String(index))
        walk(child, at: &path, in: node, into: &items, buttons: &buttons, front: &front)
        path.pop()
      }
    case .forEach(let elements):
      for element in elements {
        let id = (try? process.interpreter.reflect(element.id, at: nil)) ?? "?"
        path.push("id \(id)")
        walk(element.content, at: &path, in: node, into: &items, buttons: &buttons, front: &front)
        path.pop()
      }
    case .conditional(let branch, let inner):
      path.push("branch \(branch)"); defer { path.pop() }
      walk(inner, at: &path, in: node, into: &items, buttons: &buttons, front: &front)
    case .user(let structure):
      if let child = node.child(at: path, "view \(structure.type.name)") {
        collect(child, into: &items, buttons: &buttons, front: &front)
      }
    case .tabView(let spec):
      // The selected tab's content, then the tab bar: each tab's label, tappable.
      let place = path.contentPath
      let selected = process.selectedTab(spec, at: place, in: node)
      if spec.tabs.indices.contains(selected) {
        path.push("tab \(selected)")
        walk(spec.tabs[selected].content, at: &path, in: node, into: &items, buttons: &buttons, front: &front)
        path.pop()
      }
      for (index, tab) in spec.tabs.enumerated() {
        items.append(.button(tab.label))
        buttons.append(Button(label: tab.label, action: process.selectTab(index, of: spec, at: place, in: node)))
      }
    case .navigationStack(let root):
      // The top of the stack is what shows; with nothing pushed, the root.
      let shown = node.window?.navigation.shown ?? []
      path.push(shown.isEmpty ? "0" : "pushed \(shown.count - 1)"); defer { path.pop() }
      walk(shown.last ?? root, at: &path, in: node, into: &items, buttons: &buttons, front: &front)
    case .customModifier(let structure, _):
      if let child = node.child(at: path, "modifier \(structure.type.name)") {
        collect(child, into: &items, buttons: &buttons, front: &front)
      }
    case .modified(let inner, let modifier):
      if case .visual("hidden") = modifier { return }
      if case .identity(let id) = modifier {
        path.push("id \((try? process.interpreter.reflect(id, at: nil)) ?? "?")")
      } else {
        path.push("m")
      }
      if case .tapGesture(let action) = modifier {
        // Tappable by the text it shows; it still draws as that text.
        var shown: [ScreenItem] = []
        walk(inner, at: &path, in: node, into: &shown, buttons: &buttons, front: &front)
        path.pop()
        items += shown
        buttons.append(Button(label: shown.map(\.label).joined(separator: " "), action: action))
        return
      }
      let firstInside = buttons.count
      walk(inner, at: &path, in: node, into: &items, buttons: &buttons, front: &front)
      path.pop()
      if case .environment(SwiftUIControls.isEnabledKey, .bool(false)) = modifier {
        for index in firstInside..<buttons.count { buttons[index].isEnabled = false }
      }
      if case .secondary(let secondary) = modifier {
        // Shown after the content it decorates (a toolbar's items too, whatever their placement).
        path.push(secondary.kind.rawValue)
        walk(secondary.content, at: &path, in: node, into: &items, buttons: &buttons, front: &front)
        path.pop()
      }
      if case .refreshable(let action) = modifier, front.front == nil { front.refresh = (action, node) }
      if case .presentation(let spec) = modifier, let sheet = spec.content {
        // A sheet shown over this content: what it shows is in front (a sheet inside it, further).
        var sheetItems: [ScreenItem] = []
        var sheetButtons: [Button] = []
        var inner = Extras()
        path.push(spec.kind)
        walk(sheet, at: &path, in: node, into: &sheetItems, buttons: &sheetButtons, front: &inner)
        path.pop()
        front.front = inner.front ?? (sheetItems, sheetButtons)
        front.refresh = inner.refresh
      }
    }
  }
}
