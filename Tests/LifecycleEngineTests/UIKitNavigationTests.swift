import HarnessTestSupport
import Testing

/// View controllers coming and going in a UIKit app: pushes, pops, sheets, children, and the
/// appearance callbacks each sends.
@Suite("UIKit view controllers")
struct UIKitNavigationTests {
  /// A scene whose root is a navigation controller over `First`; `First` pushes `Second` and
  /// presents `Sheet`; every controller prints its appearance callbacks.
  static func app(root: String = "UINavigationController(rootViewController: First())") -> [String: String] {
    EngineHarness.sceneApp(root: root, """
      class Traced: UIViewController {
          var name: String { "?" }
          override func viewDidLoad() { super.viewDidLoad(); print("\\(name) \\(#function)") }
          override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); print("\\(name) \\(#function)") }
          override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); print("\\(name) \\(#function)") }
          override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); print("\\(name) \\(#function)") }
          override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); print("\\(name) \\(#function)") }
      }

      final class First: Traced {
          override var name: String { "first" }
          override func viewDidLoad() {
              super.viewDidLoad()
              let label = UILabel()
              label.text = "First"
              let push = UIButton(type: .system)
              push.setTitle("Next", for: .normal)
              push.addTarget(self, action: #selector(next), for: .touchUpInside)
              let sheet = UIButton(type: .system)
              sheet.setTitle("Sheet", for: .normal)
              sheet.addTarget(self, action: #selector(showSheet), for: .touchUpInside)
              view.addSubview(UIStackView(arrangedSubviews: [label, push, sheet]))
          }
          @objc func next() { navigationController?.pushViewController(Second(), animated: true) }
          @objc func showSheet() { present(Sheet(), animated: true) { print("presented") } }
      }

      final class Second: Traced {
          override var name: String { "second" }
          override func viewDidLoad() {
              super.viewDidLoad()
              let label = UILabel()
              label.text = "Second"
              view.addSubview(label)
          }
      }

      final class Parent: Traced {
          override var name: String { "parent" }
          override func viewDidLoad() {
              super.viewDidLoad()
              let child = Child()
              addChild(child)
              view.addSubview(child.view)
              child.didMove(toParent: self)
              print("children: \\(children.count)")
          }
      }

      final class Child: Traced {
          override var name: String { "child" }
          override func willMove(toParent parent: UIViewController?) { print("child will move") }
      }

      final class Sheet: Traced {
          override var name: String { "sheet" }
          override func viewDidLoad() {
              super.viewDidLoad()
              let close = UIButton(type: .system)
              close.setTitle("Close", for: .normal)
              close.addTarget(self, action: #selector(close(_:)), for: .touchUpInside)
              view.addSubview(close)
          }
          @objc func close(_ sender: UIButton) { dismiss(animated: true) { print("dismissed") } }
      }
      """)
  }

  @Test("a navigation controller's top controller loads and appears with the scene")
  func launch() throws {
    let consoles = try EngineHarness.consoles(Self.app())
    #expect(consoles[0] == ["first viewDidLoad()", "first viewWillAppear(_:)", "first viewDidAppear(_:)"])
  }

  @Test("a push: the coming view loads, the leaving one will disappear, the coming one will appear, then both did")
  func push() throws {
    let transcript = try EngineHarness.run(Self.app(), events: ["launch", "tap \"Next\""])
    #expect(EngineHarness.consoles(transcript)[1] == [
      "second viewDidLoad()", "first viewWillDisappear(_:)", "second viewWillAppear(_:)",
      "first viewDidDisappear(_:)", "second viewDidAppear(_:)",
    ])
    #expect(transcript.events[1].screen.front?.items.map(\.description) == ["Second"])
  }

  @Test("Back pops: the top will disappear, the one below will appear, then both did; the screen is the first again")
  func back() throws {
    let transcript = try EngineHarness.run(Self.app(), events: ["launch", "tap \"Next\"", "back"])
    #expect(EngineHarness.consoles(transcript)[2] == [
      "second viewWillDisappear(_:)", "first viewWillAppear(_:)", "second viewDidDisappear(_:)", "first viewDidAppear(_:)",
    ])
    #expect(transcript.events[2].screen.front?.items.map(\.description) == ["First", "[Next]", "[Sheet]"])
  }

  @Test("Back with nothing to go back to is an event that cannot happen")
  func backAtRoot() throws {
    let consoles = try EngineHarness.consoles(Self.app(), events: ["launch", "back"])
    #expect(consoles.last?.first?.contains("shows no Back button") == true)
  }

  @Test("a sheet appears over the presenting controller, which hears nothing; dismissing it likewise")
  func sheet() throws {
    let transcript = try EngineHarness.run(Self.app(root: "First()"), events: ["launch", "tap \"Sheet\"", "tap \"Close\""])
    let consoles = EngineHarness.consoles(transcript)
    #expect(consoles[1] == ["sheet viewDidLoad()", "sheet viewWillAppear(_:)", "sheet viewDidAppear(_:)", "presented"])
    #expect(transcript.events[1].screen.front?.items.map(\.description) == ["[Close]"])
    #expect(consoles[2] == ["sheet viewWillDisappear(_:)", "sheet viewDidDisappear(_:)", "dismissed"])
  }

  @Test("a parent forwards its appearance to its children, after its own")
  func children() throws {
    let consoles = try EngineHarness.consoles(Self.app(root: "Parent()"))
    #expect(consoles[0] == [
      "parent viewDidLoad()", "child will move", "child viewDidLoad()", "children: 1",
      "parent viewWillAppear(_:)", "child viewWillAppear(_:)", "parent viewDidAppear(_:)", "child viewDidAppear(_:)",
    ])
  }

  @Test("going to the background sends no disappearance to the controllers")
  func homeIsNotDisappearing() throws {
    let consoles = try EngineHarness.consoles(Self.app(), events: ["launch", "home", "return"])
    #expect(consoles[1] == [])
    #expect(consoles[2] == [])
  }
}
