import HarnessTestSupport
import Testing

/// Modifiers that take views (issue 8, section 2): overlays, backgrounds, toolbars and insets put
/// their views in the graph; context menus and swipe actions never show theirs.
@Suite("SwiftUI overlays, backgrounds, toolbars and insets")
struct SwiftUISecondaryContentTests {
  static let decorated = EngineHarness.app("""
    struct Badge: View {
        let name: String
        var body: some View {
            Text(name)
                .onAppear { print("\\(name) appeared") }
                .onDisappear { print("\\(name) disappeared") }
        }
    }
    struct ContentView: View {
        @State private var count = 0
        var body: some View {
            NavigationStack {
                VStack {
                    Text("Count \\(count)")
                        .overlay { if count < 2 { Badge(name: "overlay") } }
                        .background(Badge(name: "background view"))
                        .background(Color.yellow)
                        .background(.white.opacity(0.85), in: Capsule())
                }
                .background { Text("behind").task { print("background task") } }
                .safeAreaInset(edge: .bottom) { Button("Reset") { count = 0; print("reset") } }
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Add") { count += 1; print("count \\(count)") }
                    }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Twice") { count += 2; print("count \\(count)") }
                    }
                }
            }
        }
    }
    """)

  @Test("an overlay's and a background's views appear at launch; their task runs")
  func secondaryViewsAppear() throws {
    let consoles = try EngineHarness.consoles(Self.decorated)
    #expect(consoles.count == 1)
    #expect(consoles[0].sorted() == ["background task", "background view appeared", "overlay appeared"])
  }

  @Test("secondary views are shown after the content they decorate; a colour or a material only draws")
  func secondaryViewsShown() throws {
    let transcript = try EngineHarness.run(Self.decorated, events: ["launch"])
    #expect(
      transcript.events[0].screen.front?.items.map(\.description)
        == ["Count 0", "overlay", "background view", "behind", "[Reset]", "[Add]", "[Twice]"])
  }

  @Test("a toolbar's ToolbarItem and ToolbarItemGroup buttons and a safe-area inset's button can be tapped")
  func secondaryButtonsTapped() throws {
    let consoles = try EngineHarness.consoles(
      Self.decorated, events: ["launch", "tap \"Add\"", "tap \"Twice\"", "tap \"Reset\""])
    #expect(consoles.dropFirst() == [["count 1"], ["count 3", "overlay disappeared"], ["reset", "overlay appeared"]])
  }

  @Test("a toolbar whose content is plain views shows them and they can be tapped")
  func toolbarOfViews() throws {
    let app = EngineHarness.app("""
      struct ContentView: View {
          var body: some View {
              NavigationStack {
                  Text("list").toolbar { Button("Add") { print("added") } }
              }
          }
      }
      """)
    let transcript = try EngineHarness.run(app, events: ["launch", "tap \"Add\""])
    #expect(transcript.events[0].screen.front?.items.map(\.description) == ["list", "[Add]"])
    #expect(EngineHarness.consoles(transcript) == [[], ["added"]])
  }

  @Test("a toolbar outside a navigation container is refused where it is written, not silently dropped")
  func toolbarOutsideNavigation() throws {
    let app = EngineHarness.app("""
      struct ContentView: View {
          var body: some View {
              Text("list").toolbar { Button("Add") { print("added") } }
          }
      }
      """)
    let transcript = try EngineHarness.run(app, events: ["launch"])
    let failure = transcript.failure.map { "\($0)" } ?? ""
    #expect(failure.contains("does not model '.toolbar outside a NavigationStack'"))
    #expect(failure.hasPrefix("App.swift:12:22:"))
  }

  static let menus = EngineHarness.app("""
    struct ContentView: View {
        var body: some View {
            List {
                Text("Milk")
                    .contextMenu { Button("Delete") { print("deleted") }.onAppear { print("menu appeared") } }
                    .swipeActions { Button("Archive") { print("archived") } }
            }
        }
    }
    """)

  @Test("contextMenu and swipeActions buttons are never shown: nothing appears and they cannot be tapped")
  func hiddenMenus() throws {
    for label in ["Delete", "Archive"] {
      let transcript = try EngineHarness.run(Self.menus, events: ["launch", "tap \"\(label)\""])
      #expect(transcript.events[0].screen.front?.items.map(\.description) == ["Milk"])
      #expect(transcript.events[0].console.isEmpty)
      #expect(transcript.failure.map { "\($0)" }?.contains("no button labelled '\(label)'") == true)
    }
  }

  @Test("a mask of drawing views draws; a mask holding a view that acts is refused")
  func maskContent() throws {
    let drawing = EngineHarness.app("""
      struct ContentView: View {
          var body: some View { Text("masked").mask { Circle() } }
      }
      """)
    let drawn = try EngineHarness.run(drawing, events: ["launch"])
    #expect(drawn.failure == nil)
    #expect(drawn.events[0].screen.front?.items.map(\.description) == ["masked"])
    let acting = EngineHarness.app("""
      struct ContentView: View {
          var body: some View { Text("masked").mask { Circle().onAppear { print("mask appeared") } } }
      }
      """)
    let refused = try EngineHarness.run(acting, events: ["launch"])
    #expect(refused.failure.map { "\($0)" }?.contains("does not model '.mask with views that act'") == true)
  }
}
