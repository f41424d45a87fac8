import HarnessTestSupport
import Testing

/// Data-flow rules met while running tutorial apps (round six): which writes make a body run
/// again, and which observers run. One test per rule, named after the behaviour.
@Suite("Tutorial apps: which writes run bodies and observers")
struct TutorialDataFlowTests {
  @Test("@Observable: assigning an equal value again runs no body; a change in place always does")
  func observableEqualAssignmentNotifiesNoOne() throws {
    let app = EngineHarness.app("""
      import Observation
      @Observable class Shelf {
          var opened: String? = nil
          var count = 0
          var tags: [String] = []
      }
      struct ContentView: View {
          @State private var shelf = Shelf()
          var body: some View {
              let _ = print("body: \\(shelf.opened ?? "none") \\(shelf.count) \\(shelf.tags.count)")
              Button("Open") { shelf.opened = "Dune" }
              Button("Same count") { shelf.count = 0 }
              Button("Add nothing") { shelf.count += 0 }
              Button("Empty tags") { shelf.tags = [] }
          }
      }
      """)
    let events = ["launch", "tap \"Open\"", "tap \"Open\"", "tap \"Same count\"", "tap \"Add nothing\"", "tap \"Empty tags\""]
    #expect(try EngineHarness.consoles(app, events: events) == [
      ["body: none 0 0"], ["body: Dune 0 0"], [], [], ["body: Dune 0 0"], [],
    ])
  }

  @Test("@Observable: a property of a non-Equatable type notifies on every assignment; an object only when it is another")
  func observableOtherTypesNotify() throws {
    let app = EngineHarness.app("""
      import Observation
      struct Point { var x = 0 }
      final class Owner {}
      @Observable class Model {
          var point = Point()
          var owner = Owner()
      }
      struct ContentView: View {
          @State private var model = Model()
          var body: some View {
              let _ = print("body \\(model.point.x)")
              let _ = model.owner
              Button("Same point") { model.point = Point() }
              Button("Same owner") { model.owner = model.owner }
              Button("New owner") { model.owner = Owner() }
          }
      }
      """)
    let events = ["launch", "tap \"Same point\"", "tap \"Same owner\"", "tap \"New owner\""]
    #expect(try EngineHarness.consoles(app, events: events) == [["body 0"], ["body 0"], [], ["body 0"]])
  }

  @Test("a didSet on a @State property runs when the view's own code sets it")
  func stateDidSetRuns() throws {
    let app = EngineHarness.app("""
      struct ContentView: View {
          @State private var count = 0 {
              didSet { print("didSet \\(oldValue) -> \\(count)") }
          }
          var body: some View {
              Button("Add") { count += 1 }
              Button("Reset") { count = 0 }
          }
      }
      """)
    let events = ["launch", "tap \"Add\"", "tap \"Add\"", "tap \"Reset\""]
    #expect(try EngineHarness.consoles(app, events: events) == [
      [], ["didSet 0 -> 1"], ["didSet 1 -> 2"], ["didSet 2 -> 0"],
    ])
  }

  @Test("an @Published change runs every subscribed view's body, whatever it read; a view holding the object in a plain property does not run")
  func publishedChangeRunsSubscribers() throws {
    let app = EngineHarness.app("""
      import Combine
      final class Settings: ObservableObject {
          @Published var dark = false
          @Published var size = 14
      }
      struct ContentView: View {
          @StateObject private var settings = Settings()
          var body: some View {
              let _ = print("ContentView body")
              SizeView().environmentObject(settings)
              Plain(settings: settings)
              Button("Dark") { settings.dark.toggle() }
          }
      }
      struct SizeView: View {
          @EnvironmentObject var settings: Settings
          var body: some View {
              let _ = print("SizeView body \\(settings.size)")
              Button("Bigger") { settings.size += 2 }
          }
      }
      struct Plain: View {
          let settings: Settings
          var body: some View {
              let _ = print("Plain body \\(settings.dark)")
              Text("plain")
          }
      }
      """)
    let events = ["launch", "tap \"Dark\"", "tap \"Bigger\""]
    #expect(try EngineHarness.consoles(app, events: events) == [
      ["ContentView body", "SizeView body 14", "Plain body false"],
      ["ContentView body", "SizeView body 14"],
      ["ContentView body", "SizeView body 16"],
    ])
  }

  @Test("objectWillChange.send() runs the body of every view subscribed to the object")
  func objectWillChangeSendRunsSubscribers() throws {
    let app = EngineHarness.app("""
      import Combine
      final class Clock: ObservableObject {
          var seconds = 0 {
              willSet { objectWillChange.send() }
          }
      }
      struct ContentView: View {
          @ObservedObject var clock: Clock
          init() { clock = Clock() }
          var body: some View {
              let _ = print("body \\(clock.seconds)")
              Button("Tick") { clock.seconds += 1 }
          }
      }
      """)
    #expect(try EngineHarness.consoles(app, events: ["launch", "tap \"Tick\"", "tap \"Tick\""]) == [
      ["body 0"], ["body 1"], ["body 2"],
    ])
  }

  @Test("@AppStorage outside a view reflects UserDefaults: read in the App's init after a run, written by a class")
  func appStorageOutsideViews() throws {
    let files = EngineHarness.app("""
      final class Counter {
          @AppStorage("opens") var opens = 0
      }
      struct ContentView: View {
          @AppStorage("opens") private var opens = 0
          let counter = Counter()
          var body: some View {
              let _ = print("body \\(opens)")
              Button("Open") { counter.opens += 1; print("class reads \\(counter.opens)") }
          }
      }
      """, appBody: "WindowGroup { ContentView() }\n    }\n    init() {\n        print(\"init reads \\(Counter().opens)\")")
    let events = ["launch", "tap \"Open\"", "home", "stop", "run"]
    #expect(try EngineHarness.consoles(files, events: events) == [
      ["init reads 0", "body 0"], ["class reads 1", "body 1"], [], [], ["init reads 1", "body 1"],
    ])
  }

  @Test("a row of ForEach($items) changes its element in place through its binding: item.done.toggle()")
  func bindingRowMutatesInPlace() throws {
    let app = EngineHarness.app("""
      struct Item: Identifiable {
          let id: Int
          var done = false
      }
      struct ContentView: View {
          @State private var items = [Item(id: 1), Item(id: 2)]
          var body: some View {
              ForEach($items) { $item in
                  Button("Item \\(item.id)") {
                      item.done.toggle()
                      print("item \\(item.id) done: \\(item.done)")
                  }
              }
              Button("Show") { print(items.map(\\.done)) }
          }
      }
      """)
    let events = ["launch", "tap \"Item 2\"", "tap \"Show\""]
    #expect(try EngineHarness.consoles(app, events: events) == [[], ["item 2 done: true"], ["[false, true]"]])
  }

  @Test("@Observable: changing an object held in an observed array reads the array, it does not change it")
  func observableNestedObjectChange() throws {
    let app = EngineHarness.app("""
      import Observation
      @Observable class Player {
          var score = 0
      }
      @Observable class Game {
          var players = [Player(), Player()]
      }
      struct ContentView: View {
          @State private var game = Game()
          var body: some View {
              let _ = print("list of \\(game.players.count)")
              ForEach(0..<2) { index in Row(player: game.players[index], index: index) }
              Button("Score") { game.players[0].score += 1 }
              Button("Join") { game.players.append(Player()) }
          }
      }
      struct Row: View {
          let player: Player
          let index: Int
          var body: some View {
              let _ = print("row \\(index): \\(player.score)")
              Text("\\(player.score)")
          }
      }
      """)
    let events = ["launch", "tap \"Score\"", "tap \"Join\""]
    #expect(try EngineHarness.consoles(app, events: events) == [
      ["list of 2", "row 0: 0", "row 1: 0"], ["row 0: 1"], ["list of 3"],
    ])
  }

  @Test("an adapted delegate that is an ObservableObject is in the environment: @EnvironmentObject reads it")
  func adaptedDelegateInEnvironment() throws {
    let files = ["App.swift": """
      import SwiftUI
      import UIKit

      final class AppDelegate: NSObject, UIApplicationDelegate, ObservableObject {
          @Published var launches = 0
          func application(_ application: UIApplication,
                           didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
              launches += 1
              return true
          }
      }

      @main
      struct AdaptorApp: App {
          @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
          var body: some Scene {
              WindowGroup { ContentView() }
          }
      }

      struct ContentView: View {
          @EnvironmentObject var appDelegate: AppDelegate
          var body: some View {
              let _ = print("body sees \\(appDelegate.launches)")
              Button("Bump") { appDelegate.launches += 1 }
          }
      }
      """]
    #expect(try EngineHarness.consoles(files, events: ["launch", "tap \"Bump\""]) == [["body sees 1"], ["body sees 2"]])
  }

  @Test("a missing @EnvironmentObject stops the app with SwiftUI's words for an ObservableObject")
  func missingEnvironmentObjectCrash() throws {
    let app = EngineHarness.app("""
      import Combine
      final class Cart: ObservableObject {
          @Published var count = 0
      }
      struct ContentView: View {
          @EnvironmentObject var cart: Cart
          var body: some View { Text("\\(cart.count)") }
      }
      """)
    let consoles = try EngineHarness.consoles(app, events: ["launch"])
    #expect(consoles.last?.last?.contains(
      "Fatal error: No ObservableObject of type Cart found. A View.environmentObject(_:) for Cart may be missing as an ancestor of this view.") == true)
  }
}
