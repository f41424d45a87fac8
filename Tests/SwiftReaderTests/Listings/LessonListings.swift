// The Swift listings of lessons 6 and 54, as the lessons print them (the formatted copy of
// each; the flattened one-line copies are left out). A flash card that elides code with `…`
// is split into its complete parts.

/// A listing from a lesson and the top-level shape the reader must find in it.
struct Listing: Sendable, CustomStringConvertible {
  let name: String
  /// One summary per top-level declaration: `import SwiftUI`, `struct TripsApp { init; var body }`.
  let shape: [String]
  let text: String

  init(_ name: String, shape: [String], _ text: String) {
    self.name = name
    self.shape = shape
    self.text = text
  }

  var description: String { name }
}

enum Lessons {
  /// Every formatted listing of lesson 6, copied verbatim from the lesson.
  static let lesson6: [Listing] = [
    Listing(
      "lesson 6, step 2: TripsApp.swift, as Xcode made it",
      shape: ["import SwiftUI", "struct TripsApp { var body }"],
      #"""
      import SwiftUI

      @main
      struct TripsApp: App {
          var body: some Scene {
              WindowGroup {
                  ContentView()
              }
          }
      }
      """#),
    Listing(
      "lesson 6, step 3: TripsApp.swift with an initializer",
      shape: ["import SwiftUI", "struct TripsApp { init; var body }"],
      #"""
      import SwiftUI

      @main
      struct TripsApp: App {
          init() {
              print("TripsApp.init")
          }

          var body: some Scene {
              WindowGroup {
                  ContentView()
              }
          }
      }
      """#),
    Listing(
      "lesson 6, step 3: ContentView announces itself",
      shape: ["struct ContentView { init; var body }"],
      #"""
      struct ContentView: View {
          init() {
              print("ContentView.init")
          }

          var body: some View {
              let _ = print("ContentView.body")
              ScrollView {
                  VStack {
                      ForEach(Trip.samples) { trip in
                          TripCard(trip: trip)
                      }
                  }
              }
              .onAppear {
                  print("ContentView appeared")
              }
          }
      }
      """#),
    Listing(
      "lesson 6, step 4: TripsApp reads the scene phase",
      shape: ["import SwiftUI", "struct TripsApp { var scenePhase; init; var body }"],
      #"""
      import SwiftUI

      @main
      struct TripsApp: App {
          @Environment(\.scenePhase) private var scenePhase

          init() {
              print("TripsApp.init")
          }

          var body: some Scene {
              WindowGroup {
                  ContentView()
              }
              .onChange(of: scenePhase) { old, new in
                  print("\(old) -> \(new)")
              }
          }
      }
      """#),
    Listing(
      "lesson 6, step 6: TripStore.swift",
      shape: ["class TripStore { var trips; func save }"],
      #"""
      @Observable
      final class TripStore {
          var trips = Trip.samples

          func save() {
              print("Saving \(trips.count) trips")       // a real save comes in Part 10
          }
      }
      """#),
    Listing(
      "lesson 6, step 6: TripsApp owns the store",
      shape: ["import SwiftUI", "struct TripsApp { var scenePhase; var store; init; var body }"],
      #"""
      import SwiftUI

      @main
      struct TripsApp: App {
          @Environment(\.scenePhase) private var scenePhase
          @State private var store = TripStore()

          init() {
              print("TripsApp.init")
          }

          var body: some Scene {
              WindowGroup {
                  ContentView(store: store)
              }
              .onChange(of: scenePhase) { old, new in
                  print("\(old) -> \(new)")
                  if new == .background {
                      store.save()
                  }
              }
          }
      }
      """#),
    Listing(
      "lesson 6, step 6: ContentView receives the store",
      shape: ["struct ContentView { let store; init; var body }"],
      #"""
      struct ContentView: View {
          let store: TripStore

          init(store: TripStore) {
              self.store = store
              print("ContentView.init")
          }

          var body: some View {
              let _ = print("ContentView.body")
              ScrollView {
                  VStack {
                      ForEach(store.trips) { trip in
                          TripCard(trip: trip)
                      }
                  }
              }
              .onAppear {
                  print("ContentView appeared")
              }
          }
      }
      """#),
    Listing(
      "lesson 6, step 6: the preview",
      shape: ["#Preview"],
      #"""
      #Preview {
          ContentView(store: TripStore())
      }
      """#),
    Listing(
      "lesson 6, step 7: TripsDelegate.swift",
      shape: ["import UIKit", "class TripsDelegate { func application }"],
      #"""
      import UIKit

      final class TripsDelegate: NSObject, UIApplicationDelegate {
          func application(_ application: UIApplication,
                           didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
              print("TripsDelegate: did finish launching")
              return true
          }
      }
      """#),
    Listing(
      "lesson 6, step 7: TripsApp with a delegate adaptor",
      shape: ["import SwiftUI", "struct TripsApp { var delegate; var scenePhase; var store; init; var body }"],
      #"""
      import SwiftUI

      @main
      struct TripsApp: App {
          @UIApplicationDelegateAdaptor private var delegate: TripsDelegate
          @Environment(\.scenePhase) private var scenePhase
          @State private var store = TripStore()

          init() {
              print("TripsApp.init")
          }

          var body: some Scene {
              WindowGroup {
                  ContentView(store: store)
              }
              .onChange(of: scenePhase) { old, new in
                  print("\(old) -> \(new)")
                  if new == .background {
                      store.save()
                  }
              }
          }
      }
      """#),
    Listing(
      "lesson 6, step 7: TripsApp without the delegate",
      shape: ["import SwiftUI", "struct TripsApp { var scenePhase; var store; init; var body }"],
      #"""
      import SwiftUI

      @main
      struct TripsApp: App {
          @Environment(\.scenePhase) private var scenePhase
          @State private var store = TripStore()

          init() {
              print("TripsApp.init")
          }

          var body: some Scene {
              WindowGroup {
                  ContentView(store: store)
              }
              .onChange(of: scenePhase) { old, new in
                  print("\(old) -> \(new)")
                  if new == .background {
                      store.save()
                  }
              }
          }
      }
      """#),
    Listing(
      "lesson 6, step 8: a second @main",
      shape: ["struct OtherApp { var body }"],
      #"""
      @main
      struct OtherApp: App {
          var body: some Scene {
              WindowGroup {
                  Text("Another way in")
              }
          }
      }
      """#),
    Listing(
      "lesson 6, step 9: TripsApp tidied",
      shape: ["import SwiftUI", "struct TripsApp { var scenePhase; var store; var body }"],
      #"""
      import SwiftUI

      @main
      struct TripsApp: App {
          @Environment(\.scenePhase) private var scenePhase
          @State private var store = TripStore()

          var body: some Scene {
              WindowGroup {
                  ContentView(store: store)
              }
              .onChange(of: scenePhase) { _, new in
                  if new == .background {
                      store.save()
                  }
              }
          }
      }
      """#),
    Listing(
      "lesson 6, step 9: ContentView tidied",
      shape: ["struct ContentView { let store; var body }"],
      #"""
      struct ContentView: View {
          let store: TripStore

          var body: some View {
              ScrollView {
                  VStack {
                      ForEach(store.trips) { trip in
                          TripCard(trip: trip)
                      }
                  }
              }
          }
      }
      """#),
    Listing(
      "lesson 6, flash card 1: the entry point",
      shape: ["import SwiftUI", "struct TripsApp { var body }"],
      #"""
      import SwiftUI

      @main
      struct TripsApp: App {
          var body: some Scene {
              WindowGroup {
                  ContentView()
              }
          }
      }
      """#),
    Listing(
      "lesson 6, flash card 2: code at launch",
      shape: ["import SwiftUI", "struct TripsApp { init; var body }"],
      #"""
      import SwiftUI

      @main
      struct TripsApp: App {
          init() {
              print("starting")
          }

          var body: some Scene {
              WindowGroup {
                  ContentView()
              }
          }
      }
      """#),
    Listing(
      "lesson 6, flash card 3: save in the background",
      shape: ["import SwiftUI", "struct TripsApp { var scenePhase; var body }"],
      #"""
      import SwiftUI

      @main
      struct TripsApp: App {
          @Environment(\.scenePhase) private var scenePhase

          var body: some Scene {
              WindowGroup {
                  ContentView()
              }
              .onChange(of: scenePhase) { old, new in
                  if new == .background {
                      print("save now")
                  }
              }
          }
      }
      """#),
    Listing(
      "lesson 6, flash card 4: pause when not active",
      shape: ["import SwiftUI", "struct ContentView { var scenePhase; var isRunning; var body }"],
      #"""
      import SwiftUI

      struct ContentView: View {
          @Environment(\.scenePhase) private var scenePhase
          @State private var isRunning = true

          var body: some View {
              Text(isRunning ? "Running" : "Paused")
                  .onChange(of: scenePhase) {
                      isRunning = (scenePhase == .active)
                  }
          }
      }
      """#),
    Listing(
      "lesson 6, flash card 5: one store for the app",
      shape: ["import SwiftUI", "struct TripsApp { var store; var body }"],
      #"""
      import SwiftUI

      @main
      struct TripsApp: App {
          @State private var store = TripStore()

          var body: some Scene {
              WindowGroup {
                  ContentView(store: store)
              }
          }
      }
      """#),
    Listing(
      "lesson 6, flash card 6: an app delegate",
      shape: ["import SwiftUI", "class TripsDelegate { func application }", "struct TripsApp { var delegate; var body }"],
      #"""
      import SwiftUI

      final class TripsDelegate: NSObject, UIApplicationDelegate {
          func application(_ application: UIApplication,
                           didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
              print("token:", deviceToken.count, "bytes")
          }
      }

      @main
      struct TripsApp: App {
          @UIApplicationDelegateAdaptor private var delegate: TripsDelegate

          var body: some Scene {
              WindowGroup {
                  ContentView()
              }
          }
      }
      """#),
    Listing(
      "lesson 6, flash card 7: onChange with old and new",
      shape: ["code Stepper"],
      #"""
      Stepper("\(nights) nights", value: $nights)
          .onChange(of: nights) { old, new in
              print("from \(old) to \(new)")
          }
      """#),
    Listing(
      "lesson 6, flash card 8: two @main types",
      shape: ["import SwiftUI", "struct TripsApp { var body }", "struct OtherApp { var body }"],
      #"""
      import SwiftUI

      @main
      struct TripsApp: App {
          var body: some Scene {
              WindowGroup { ContentView() }
          }
      }

      @main
      struct OtherApp: App {
          var body: some Scene {
              WindowGroup { ContentView() }
          }
      }
      """#),
    Listing(
      "lesson 6, question 1: the phases at launch",
      shape: ["import SwiftUI", "struct TripsApp { var scenePhase; var body }", "struct ContentView { var scenePhase; var body }"],
      #"""
      import SwiftUI

      @main
      struct TripsApp: App {
          @Environment(\.scenePhase) private var scenePhase

          var body: some Scene {
              WindowGroup {
                  ContentView()
              }
              .onChange(of: scenePhase) { old, new in
                  print("app:  \(old) -> \(new)")
              }
          }
      }

      struct ContentView: View {
          @Environment(\.scenePhase) private var scenePhase

          var body: some View {
              Text("Trips")
                  .onChange(of: scenePhase) { old, new in
                      print("view: \(old) -> \(new)")
                  }
          }
      }
      """#),
    Listing(
      "lesson 6, question 2: leaving and coming back",
      shape: ["import SwiftUI", "struct TripsApp { var scenePhase; var body }", "struct ContentView { var scenePhase; var body }"],
      #"""
      import SwiftUI

      @main
      struct TripsApp: App {
          @Environment(\.scenePhase) private var scenePhase

          var body: some Scene {
              WindowGroup {
                  ContentView()
              }
              .onChange(of: scenePhase) { old, new in
                  print("app:  \(old) -> \(new)")
              }
          }
      }

      struct ContentView: View {
          @Environment(\.scenePhase) private var scenePhase

          var body: some View {
              Text("Trips")
                  .onChange(of: scenePhase) { old, new in
                      print("view: \(old) -> \(new)")
                  }
          }
      }
      """#),
    Listing(
      "lesson 6, question 4: inactive without background",
      shape: ["import SwiftUI", "struct TripsApp { var scenePhase; var body }"],
      #"""
      import SwiftUI

      @main
      struct TripsApp: App {
          @Environment(\.scenePhase) private var scenePhase

          var body: some Scene {
              WindowGroup {
                  Text("Trips")
              }
              .onChange(of: scenePhase) { old, new in
                  print("\(old) -> \(new)")
              }
          }
      }
      """#),
    Listing(
      "lesson 6, question 5: main.swift",
      shape: ["import Foundation", "code print"],
      #"""
      // main.swift
      import Foundation

      print("starting")
      """#),
    Listing(
      "lesson 6, question 5: TripsApp.swift",
      shape: ["import SwiftUI", "struct TripsApp { var body }"],
      #"""
      // TripsApp.swift
      import SwiftUI

      @main
      struct TripsApp: App {
          var body: some Scene {
              WindowGroup {
                  Text("Trips")
              }
          }
      }
      """#),
    Listing(
      "lesson 6, question 6: @main on an enum",
      shape: ["import SwiftUI", "struct TripsApp { var body }", "struct TestingApp { var body }", "enum Launcher { func main }"],
      #"""
      import SwiftUI

      struct TripsApp: App {
          var body: some Scene {
              WindowGroup {
                  Text("Trips")
              }
          }
      }

      struct TestingApp: App {
          var body: some Scene {
              WindowGroup {
                  Text("Running tests")
              }
          }
      }

      @main
      enum Launcher {
          static func main() {
              if NSClassFromString("XCTestCase") != nil {
                  print("starting the stand-in app, for tests")
                  TestingApp.main()
              } else {
                  print("starting Trips")
                  TripsApp.main()
              }
          }
      }
      """#),
    Listing(
      "lesson 6, question 7: the old onChange",
      shape: ["import SwiftUI", "struct ContentView { var scenePhase; var body }"],
      #"""
      import SwiftUI

      struct ContentView: View {
          @Environment(\.scenePhase) private var scenePhase

          var body: some View {
              Text("Trips")
                  .onChange(of: scenePhase) { newPhase in
                      if newPhase == .background {
                          print("save")
                      }
                  }
          }
      }
      """#),
    Listing(
      "lesson 6, question 7: the new onChange",
      shape: ["import SwiftUI", "struct ContentView { var scenePhase; var body }"],
      #"""
      import SwiftUI

      struct ContentView: View {
          @Environment(\.scenePhase) private var scenePhase

          var body: some View {
              Text("Trips")
                  .onChange(of: scenePhase) { old, new in
                      if new == .background {
                          print("save")
                      }
                  }
          }
      }
      """#),
    Listing(
      "lesson 6, question 9: where the launch code went",
      shape: ["import SwiftUI", "class TripsDelegate { func application }", "struct TripsApp { var delegate; init; var body }"],
      #"""
      import SwiftUI

      final class TripsDelegate: NSObject, UIApplicationDelegate {
          func application(_ application: UIApplication,
                           didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
              print("2. the delegate hears that launching has finished")
              print("   UIApplication's delegate is", String(reflecting: type(of: application.delegate!)))
              return true
          }
      }

      @main
      struct TripsApp: App {
          @UIApplicationDelegateAdaptor private var delegate: TripsDelegate

          init() {
              print("1. the App struct is created")
          }

          var body: some Scene {
              WindowGroup {
                  Text("Trips")
                      .onAppear { print("3. the first view appears") }
              }
          }
      }
      """#),
  ]

  /// Every formatted listing of lesson 54, copied verbatim from the lesson.
  static let lesson54: [Listing] = [
    Listing(
      "lesson 54, step 1: the start of BurrowArt.swift",
      shape: ["import SwiftUI", "enum Mood { case awake, drowsy, asleep }"],
      #"""
      import SwiftUI

      /// How a bunny is: awake, drowsy or asleep. Her burrow follows it. `Sendable`: plain data.
      enum Mood: Sendable {
          case awake, drowsy, asleep
      }
      """#),
    Listing(
      "lesson 54, step 2: BurrowScene.swift",
      shape: ["import SwiftUI", "struct BurrowScene { var body }"],
      #"""
      import SwiftUI

      /// One kind of window: a burrow. The system never sees this type —
      /// it sees the WindowGroup that its body returns.
      struct BurrowScene: Scene {
          var body: some Scene {
              WindowGroup {
                  ContentView()
              }
          }
      }
      """#),
    Listing(
      "lesson 54, step 2: BurrowApp uses BurrowScene",
      shape: ["import SwiftUI", "struct BurrowApp { var body }"],
      #"""
      import SwiftUI

      @main
      struct BurrowApp: App {
          var body: some Scene {
              BurrowScene()
          }
      }
      """#),
    Listing(
      "lesson 54, step 3: Clover follows her scene",
      shape: ["struct ContentView { var phase; var carrots; var body }"],
      #"""
      struct ContentView: View {
          @Environment(\.scenePhase) private var phase
          @State private var carrots = 0

          var body: some View {
              ZStack {
                  BurrowArt(bunny: "Clover", mood: Mood(phase))
                  VStack(spacing: 12) {
                      Text("🥕 \(carrots)")
                          .font(.system(size: 34, weight: .bold, design: .rounded))
                          .foregroundStyle(.white)
                      Button("Give Clover a carrot") {
                          carrots += 1
                      }
                      .buttonStyle(.borderedProminent)
                      .tint(.orange)
                  }
                  .frame(maxHeight: .infinity, alignment: .bottom)
                  .padding(.bottom, 30)
              }
              .onChange(of: phase) { old, new in
                  print("Clover: \(old) → \(new)")
              }
          }
      }
      """#),
    Listing(
      "lesson 54, step 3: the Mood extension",
      shape: ["extension Mood { init }"],
      #"""
      extension Mood {
          /// A bunny is as awake as her scene.
          init(_ phase: ScenePhase) {
              switch phase {
              case .active: self = .awake
              case .inactive: self = .drowsy
              case .background: self = .asleep
              @unknown default: self = .awake
              }
          }
      }
      """#),
    Listing(
      "lesson 54, step 4: BurrowScene hears the phase",
      shape: ["import SwiftUI", "struct BurrowScene { var phase; var body }"],
      #"""
      import SwiftUI

      /// One kind of window: a burrow. The system never sees this type —
      /// it sees the WindowGroup that its body returns.
      struct BurrowScene: Scene {
          @Environment(\.scenePhase) private var phase

          var body: some Scene {
              WindowGroup {
                  ContentView()
              }
              .onChange(of: phase) { old, new in
                  print("BurrowScene: \(old) → \(new)")
              }
          }
      }
      """#),
    Listing(
      "lesson 54, step 4: BurrowApp hears the phase",
      shape: ["import SwiftUI", "struct BurrowApp { var phase; var body }"],
      #"""
      import SwiftUI

      @main
      struct BurrowApp: App {
          @Environment(\.scenePhase) private var phase

          var body: some Scene {
              BurrowScene()
                  .onChange(of: phase) { old, new in
                      print("The warren: \(old) → \(new)")
                  }
          }
      }
      """#),
    Listing(
      "lesson 54, step 5: heartbeats and naps",
      shape: ["struct ContentView { var phase; var carrots; var heartbeats; var asleepSince; var lastNap; var body }"],
      #"""
      struct ContentView: View {
          @Environment(\.scenePhase) private var phase
          @State private var carrots = 0
          @State private var heartbeats = 0
          @State private var asleepSince: Date?
          @State private var lastNap = ""

          var body: some View {
              ZStack {
                  BurrowArt(bunny: "Clover", mood: Mood(phase))
                  VStack(spacing: 12) {
                      if !lastNap.isEmpty {
                          Text(lastNap)
                              .font(.system(.headline, design: .rounded))
                              .padding(.horizontal, 14)
                              .padding(.vertical, 6)
                              .background(.white.opacity(0.85), in: Capsule())
                      }
                      Text("🥕 \(carrots)")
                          .font(.system(size: 34, weight: .bold, design: .rounded))
                          .foregroundStyle(.white)
                      Button("Give Clover a carrot") {
                          carrots += 1
                      }
                      .buttonStyle(.borderedProminent)
                      .tint(.orange)
                  }
                  .frame(maxHeight: .infinity, alignment: .bottom)
                  .padding(.bottom, 30)
              }
              .task {
                  while !Task.isCancelled {
                      try? await Task.sleep(for: .seconds(1))
                      heartbeats += 1
                  }
              }
              .onChange(of: phase) { old, new in
                  print("Clover: \(old) → \(new), \(heartbeats) heartbeats")
                  if new == .background {
                      asleepSince = .now
                  }
                  if new == .active, let asleepSince {
                      lastNap = "Clover slept \(Int(Date.now.timeIntervalSince(asleepSince))) seconds"
                      self.asleepSince = nil
                  }
              }
          }
      }
      """#),
    Listing(
      "lesson 54, step 6: carrots only while active",
      shape: ["struct ContentView { var phase; var carrots; var heartbeats; var asleepSince; var lastNap; var body }"],
      #"""
      struct ContentView: View {
          @Environment(\.scenePhase) private var phase
          @State private var carrots = 0
          @State private var heartbeats = 0
          @State private var asleepSince: Date?
          @State private var lastNap = ""

          var body: some View {
              ZStack {
                  BurrowArt(bunny: "Clover", mood: Mood(phase))
                  if phase == .active {
                      VStack(spacing: 12) {
                          if !lastNap.isEmpty {
                              Text(lastNap)
                                  .font(.system(.headline, design: .rounded))
                                  .padding(.horizontal, 14)
                                  .padding(.vertical, 6)
                                  .background(.white.opacity(0.85), in: Capsule())
                          }
                          Text("🥕 \(carrots)")
                              .font(.system(size: 34, weight: .bold, design: .rounded))
                              .foregroundStyle(.white)
                          Button("Give Clover a carrot") {
                              carrots += 1
                          }
                          .buttonStyle(.borderedProminent)
                          .tint(.orange)
                      }
                      .frame(maxHeight: .infinity, alignment: .bottom)
                      .padding(.bottom, 30)
                  }
              }
              .task {
                  while !Task.isCancelled {
                      try? await Task.sleep(for: .seconds(1))
                      heartbeats += 1
                  }
              }
              .onChange(of: phase) { old, new in
                  print("Clover: \(old) → \(new), \(heartbeats) heartbeats")
                  if new == .background {
                      asleepSince = .now
                  }
                  if new == .active, let asleepSince {
                      lastNap = "Clover slept \(Int(Date.now.timeIntervalSince(asleepSince))) seconds"
                      self.asleepSince = nil
                  }
              }
          }
      }
      """#),
    Listing(
      "lesson 54, step 7: Warren.swift",
      shape: ["import Foundation", "class Warren { var carrots; init; func save }"],
      #"""
      import Foundation

      /// What every burrow shares: the carrots. One warren for the whole app, however many burrows are open.
      /// `@MainActor`: the burrows read it.
      @MainActor
      @Observable
      final class Warren {
          var carrots: Int

          init() {
              carrots = UserDefaults.standard.integer(forKey: "carrots")
          }

          func save() {
              UserDefaults.standard.set(carrots, forKey: "carrots")
              print("Saved \(carrots) carrots")
          }
      }
      """#),
    Listing(
      "lesson 54, step 7: BurrowApp saves the warren",
      shape: ["import SwiftUI", "struct BurrowApp { var phase; var warren; var body }"],
      #"""
      import SwiftUI

      @main
      struct BurrowApp: App {
          @Environment(\.scenePhase) private var phase
          @State private var warren = Warren()

          var body: some Scene {
              BurrowScene(warren: warren)
                  .onChange(of: phase) { old, new in
                      print("The warren: \(old) → \(new)")
                      if new == .background {
                          warren.save()
                      }
                  }
          }
      }
      """#),
    Listing(
      "lesson 54, step 7: BurrowScene passes the warren on",
      shape: ["import SwiftUI", "struct BurrowScene { let warren; var phase; var body }"],
      #"""
      import SwiftUI

      /// One kind of window: a burrow. The system never sees this type —
      /// it sees the WindowGroup that its body returns.
      struct BurrowScene: Scene {
          let warren: Warren
          @Environment(\.scenePhase) private var phase

          var body: some Scene {
              WindowGroup {
                  ContentView(warren: warren)
              }
              .onChange(of: phase) { old, new in
                  print("BurrowScene: \(old) → \(new)")
              }
          }
      }
      """#),
    Listing(
      "lesson 54, step 7: ContentView uses the warren",
      shape: ["struct ContentView { let warren; var phase; var heartbeats; var asleepSince; var lastNap; var body }"],
      #"""
      struct ContentView: View {
          let warren: Warren
          @Environment(\.scenePhase) private var phase
          @State private var heartbeats = 0
          @State private var asleepSince: Date?
          @State private var lastNap = ""

          var body: some View {
              ZStack {
                  BurrowArt(bunny: "Clover", mood: Mood(phase))
                  if phase == .active {
                      VStack(spacing: 12) {
                          if !lastNap.isEmpty {
                              Text(lastNap)
                                  .font(.system(.headline, design: .rounded))
                                  .padding(.horizontal, 14)
                                  .padding(.vertical, 6)
                                  .background(.white.opacity(0.85), in: Capsule())
                          }
                          Text("🥕 \(warren.carrots)")
                              .font(.system(size: 34, weight: .bold, design: .rounded))
                              .foregroundStyle(.white)
                          Button("Give Clover a carrot") {
                              warren.carrots += 1
                          }
                          .buttonStyle(.borderedProminent)
                          .tint(.orange)
                      }
                      .frame(maxHeight: .infinity, alignment: .bottom)
                      .padding(.bottom, 30)
                  }
              }
              .task {
                  while !Task.isCancelled {
                      try? await Task.sleep(for: .seconds(1))
                      heartbeats += 1
                  }
              }
              .onChange(of: phase) { old, new in
                  print("Clover: \(old) → \(new), \(heartbeats) heartbeats")
                  if new == .background {
                      asleepSince = .now
                  }
                  if new == .active, let asleepSince {
                      lastNap = "Clover slept \(Int(Date.now.timeIntervalSince(asleepSince))) seconds"
                      self.asleepSince = nil
                  }
              }
          }
      }
      """#),
    Listing(
      "lesson 54, step 7: the preview",
      shape: ["#Preview"],
      #"""
      #Preview {
          ContentView(warren: Warren())
      }
      """#),
    Listing(
      "lesson 54, step 8: each burrow remembers its hat",
      shape: ["struct ContentView { let warren; var phase; var hat; var heartbeats; var asleepSince; var lastNap; var body }"],
      #"""
      struct ContentView: View {
          let warren: Warren
          @Environment(\.scenePhase) private var phase
          @SceneStorage("hat") private var hat = ""
          @State private var heartbeats = 0
          @State private var asleepSince: Date?
          @State private var lastNap = ""

          var body: some View {
              ZStack {
                  BurrowArt(bunny: "Clover", mood: Mood(phase), hat: hat)
                  if phase == .active {
                      VStack(spacing: 12) {
                          if !lastNap.isEmpty {
                              Text(lastNap)
                                  .font(.system(.headline, design: .rounded))
                                  .padding(.horizontal, 14)
                                  .padding(.vertical, 6)
                                  .background(.white.opacity(0.85), in: Capsule())
                          }
                          Text("🥕 \(warren.carrots)")
                              .font(.system(size: 34, weight: .bold, design: .rounded))
                              .foregroundStyle(.white)
                          Button("Give Clover a carrot") {
                              warren.carrots += 1
                          }
                          .buttonStyle(.borderedProminent)
                          .tint(.orange)
                          HStack {
                              ForEach(["🎀", "👑", "🎩"], id: \.self) { choice in
                                  Button(choice) {
                                      hat = choice
                                  }
                              }
                          }
                          .buttonStyle(.bordered)
                      }
                      .frame(maxHeight: .infinity, alignment: .bottom)
                      .padding(.bottom, 30)
                  }
              }
              .task {
                  while !Task.isCancelled {
                      try? await Task.sleep(for: .seconds(1))
                      heartbeats += 1
                  }
              }
              .onChange(of: phase) { old, new in
                  print("Clover: \(old) → \(new), \(heartbeats) heartbeats")
                  if new == .background {
                      asleepSince = .now
                  }
                  if new == .active, let asleepSince {
                      lastNap = "Clover slept \(Int(Date.now.timeIntervalSince(asleepSince))) seconds"
                      self.asleepSince = nil
                  }
              }
          }
      }
      """#),
    Listing(
      "lesson 54, step 9: a window for each bunny",
      shape: ["import SwiftUI", "struct BurrowScene { let warren; var phase; var body }"],
      #"""
      import SwiftUI

      /// One kind of window: a burrow, for whichever bunny it is opened for.
      /// The system never sees this type — it sees the WindowGroup that its body returns.
      struct BurrowScene: Scene {
          let warren: Warren
          @Environment(\.scenePhase) private var phase

          var body: some Scene {
              WindowGroup(for: String.self) { $bunny in
                  ContentView(bunny: bunny ?? "Clover", warren: warren)
              }
              .onChange(of: phase) { old, new in
                  print("BurrowScene: \(old) → \(new)")
              }
          }
      }
      """#),
    Listing(
      "lesson 54, step 9: ContentView for any bunny",
      shape: ["struct ContentView { let bunny; let warren; var phase; var openWindow; var hat; var heartbeats; var asleepSince; var lastNap; var body }"],
      #"""
      struct ContentView: View {
          let bunny: String
          let warren: Warren
          @Environment(\.scenePhase) private var phase
          @Environment(\.openWindow) private var openWindow
          @SceneStorage("hat") private var hat = ""
          @State private var heartbeats = 0
          @State private var asleepSince: Date?
          @State private var lastNap = ""

          var body: some View {
              ZStack {
                  BurrowArt(bunny: bunny, mood: Mood(phase), hat: hat)
                  if phase == .active {
                      VStack(spacing: 12) {
                          if !lastNap.isEmpty {
                              Text(lastNap)
                                  .font(.system(.headline, design: .rounded))
                                  .padding(.horizontal, 14)
                                  .padding(.vertical, 6)
                                  .background(.white.opacity(0.85), in: Capsule())
                          }
                          Text("🥕 \(warren.carrots)")
                              .font(.system(size: 34, weight: .bold, design: .rounded))
                              .foregroundStyle(.white)
                          Button("Give \(bunny) a carrot") {
                              warren.carrots += 1
                          }
                          .buttonStyle(.borderedProminent)
                          .tint(.orange)
                          HStack {
                              ForEach(["🎀", "👑", "🎩"], id: \.self) { choice in
                                  Button(choice) {
                                      hat = choice
                                  }
                              }
                          }
                          .buttonStyle(.bordered)
                          if bunny == "Clover" {
                              Button("Visit Hazel") {
                                  openWindow(value: "Hazel")
                              }
                          }
                      }
                      .frame(maxHeight: .infinity, alignment: .bottom)
                      .padding(.bottom, 30)
                  }
              }
              .task {
                  while !Task.isCancelled {
                      try? await Task.sleep(for: .seconds(1))
                      heartbeats += 1
                  }
              }
              .onChange(of: phase) { old, new in
                  print("\(bunny): \(old) → \(new), \(heartbeats) heartbeats")
                  if new == .background {
                      asleepSince = .now
                  }
                  if new == .active, let asleepSince {
                      lastNap = "\(bunny) slept \(Int(Date.now.timeIntervalSince(asleepSince))) seconds"
                      self.asleepSince = nil
                  }
              }
          }
      }
      """#),
    Listing(
      "lesson 54, step 9: the preview",
      shape: ["#Preview"],
      #"""
      #Preview {
          ContentView(bunny: "Clover", warren: Warren())
      }
      """#),
    Listing(
      "lesson 54, flash card 1, first part: the App body",
      shape: ["import SwiftUI", "import SwiftUI", "var body"],
      #"""
      import SwiftUI
      import SwiftUI

      // in the App:
      var body: some Scene {
          BurrowScene()
      }
      """#),
    Listing(
      "lesson 54, flash card 1, second part: BurrowScene",
      shape: ["struct BurrowScene { var body }"],
      #"""
      struct BurrowScene: Scene {
          var body: some Scene {
              WindowGroup {
                  ContentView()
              }
          }
      }
      """#),
    Listing(
      "lesson 54, flash card 2: the phase in a scene",
      shape: ["import SwiftUI", "struct BurrowScene { var phase; var body }"],
      #"""
      import SwiftUI

      struct BurrowScene: Scene {
          @Environment(\.scenePhase) private var phase

          var body: some Scene {
              WindowGroup {
                  Text("🐰 Clover")
                      .font(.largeTitle)
              }
              .onChange(of: phase) { old, new in
                  print("\(old) → \(new)")
              }
          }
      }
      """#),
    Listing(
      "lesson 54, flash card 3: @SceneStorage",
      shape: ["var hat"],
      #"""
      @SceneStorage("hat") private var hat = ""
      """#),
    Listing(
      "lesson 54, flash card 4, first part: WindowGroup(for:)",
      shape: ["code WindowGroup"],
      #"""
      WindowGroup(for: String.self) { $bunny in
          BurrowView(bunny: bunny ?? "Clover")
      }
      """#),
    Listing(
      "lesson 54, flash card 4, second part: openWindow",
      shape: ["var openWindow"],
      #"""
      @Environment(\.openWindow) private var openWindow
      """#),
    Listing(
      "lesson 54, flash card 4, third part: opening Hazel",
      shape: ["code openWindow"],
      #"""
      openWindow(value: "Hazel")
      """#),
    Listing(
      "lesson 54, flash card 5, first part: dismissWindow",
      shape: ["var dismissWindow"],
      #"""
      @Environment(\.dismissWindow) private var dismissWindow
      """#),
    Listing(
      "lesson 54, flash card 5, second part: closing",
      shape: ["code dismissWindow"],
      #"""
      dismissWindow()
      """#),
    Listing(
      "lesson 54, flash card 6: a cover when not active",
      shape: ["code if"],
      #"""
      if phase != .active {
          Color.indigo
              .ignoresSafeArea()
          Text("🐰💤")
              .font(.system(size: 90))
      }
      """#),
    Listing(
      "lesson 54, flash card 7: time away",
      shape: ["code if", "code if"],
      #"""
      if new == .background {
          leftAt = .now
      }
      if new == .active, let leftAt {
          print("Away for \(Int(Date.now.timeIntervalSince(leftAt))) seconds")
          self.leftAt = nil
      }
      """#),
    Listing(
      "lesson 54, flash card 8, first part: backgroundTask",
      shape: ["code .backgroundTask"],
      #"""
      .backgroundTask(.appRefresh("com.example.burrow.refresh")) {
          print("gathering carrots")
      }
      """#),
    Listing(
      "lesson 54, flash card 8, second part: @concurrent",
      shape: ["func scheduleRefresh"],
      #"""
      @concurrent
      func scheduleRefresh() async throws {
          try await BGTaskScheduler.shared.submitTaskRequest(BGAppRefreshTaskRequest(identifier: "com.example.burrow.refresh"))
      }
      """#),
    Listing(
      "lesson 54, flash card 9: the phase",
      shape: ["var phase"],
      #"""
      @Environment(\.scenePhase) private var phase
      """#),
    Listing(
      "lesson 54, flash card 10: counting seconds",
      shape: ["code while"],
      #"""
      while true {
          try await Task.sleep(for: .seconds(1))
          ticks += 1
      }
      """#),
    Listing(
      "lesson 54, flash card 11: three kinds of storage",
      shape: ["var sceneName", "var carrots", "var hops"],
      #"""
      @SceneStorage("bunny") private var sceneName = "nobody"
      @AppStorage("carrots") private var carrots = 0
      @State private var hops = 0
      """#),
    Listing(
      "lesson 54, flash card 12, first part: the App hears it",
      shape: ["code WindowGroup"],
      #"""
      WindowGroup {
          ContentView()
      }
      .onChange(of: phase) { _, new in
          print("App: \(new)")
      }
      """#),
    Listing(
      "lesson 54, flash card 12, second part: the view hears it",
      shape: ["code .onChange"],
      #"""
      .onChange(of: phase) { _, new in
          print("view: \(new)")
      }
      """#),
    Listing(
      "lesson 54, question 1: onAppear and onDisappear",
      shape: ["import SwiftUI", "struct ContentView { var phase; var body }"],
      #"""
      import SwiftUI

      struct ContentView: View {
          @Environment(\.scenePhase) private var phase

          var body: some View {
              Text("🐰")
                  .font(.system(size: 90))
                  .onAppear { print("onAppear") }
                  .onDisappear { print("onDisappear") }
                  .onChange(of: phase) { _, new in print("phase: \(new)") }
          }
      }
      """#),
    Listing(
      "lesson 54, question 2: a task in the background",
      shape: ["import SwiftUI", "struct ContentView { var phase; var ticks; var body }"],
      #"""
      import SwiftUI

      struct ContentView: View {
          @Environment(\.scenePhase) private var phase
          @State private var ticks = 0

          var body: some View {
              Text("🐰 \(ticks)")
                  .font(.system(size: 60))
                  .task {
                      do {
                          while true {
                              try await Task.sleep(for: .seconds(1))
                              ticks += 1
                          }
                      } catch {
                          print("task cancelled")
                      }
                  }
                  .onChange(of: phase) { old, new in
                      print("\(old) → \(new) at \(ticks)")
                  }
          }
      }
      """#),
    Listing(
      "lesson 54, question 3: who hears it first",
      shape: ["import SwiftUI", "import UIKit", "struct ProbeApp { var phase; var body }", "struct ContentView { var phase; var body }"],
      #"""
      import SwiftUI
      import UIKit

      @main
      struct ProbeApp: App {
          @Environment(\.scenePhase) private var phase

          var body: some Scene {
              WindowGroup {
                  ContentView()
              }
              .onChange(of: phase) { _, new in
                  print("App: \(new)")
              }
          }
      }

      struct ContentView: View {
          @Environment(\.scenePhase) private var phase

          var body: some View {
              Text("🐰")
                  .font(.system(size: 90))
                  .onReceive(NotificationCenter.default.publisher(for: UIApplication.didEnterBackgroundNotification)) { _ in
                      print("UIKit: didEnterBackground")
                  }
                  .onChange(of: phase) { _, new in
                      print("view: \(new)")
                  }
          }
      }
      """#),
    Listing(
      "lesson 54, question 4: stopped while on the screen",
      shape: ["import SwiftUI", "struct ContentView { var sceneName; var carrots; var hops; var body }"],
      #"""
      import SwiftUI

      struct ContentView: View {
          @SceneStorage("bunny") private var sceneName = "nobody"
          @AppStorage("carrots") private var carrots = 0
          @State private var hops = 0

          var body: some View {
              VStack(spacing: 16) {
                  Text("scene: \(sceneName)")
                  Text("app: \(carrots)")
                  Text("state: \(hops)")
                  Button("Name it Clover") {
                      sceneName = "Clover"
                      carrots += 1
                      hops += 1
                  }
              }
              .font(.title)
          }
      }
      """#),
    Listing(
      "lesson 54, question 5: swiped away",
      shape: ["import SwiftUI", "struct ContentView { var sceneName; var hops; var body }"],
      #"""
      import SwiftUI

      struct ContentView: View {
          @SceneStorage("bunny") private var sceneName = "nobody"
          @State private var hops = 0

          var body: some View {
              VStack(spacing: 16) {
                  Text("scene: \(sceneName)")
                  Text("state: \(hops)")
                  Button("Name it Clover") {
                      sceneName = "Clover"
                      hops += 1
                  }
              }
              .font(.title)
          }
      }
      """#),
    Listing(
      "lesson 54, question 6: the same window twice",
      shape: ["import SwiftUI", "struct ProbeApp { var phase; init; var body }", "struct BurrowScene { var phase; var body }", "struct BurrowView { let bunny; var openWindow; var dismissWindow; init; var body }"],
      #"""
      import SwiftUI

      @main
      struct ProbeApp: App {
          @Environment(\.scenePhase) private var phase

          init() {
              print("App.init")
          }

          var body: some Scene {
              BurrowScene()
                  .onChange(of: phase) { _, new in
                      print("App: \(new)")
                  }
          }
      }

      struct BurrowScene: Scene {
          @Environment(\.scenePhase) private var phase

          var body: some Scene {
              WindowGroup(for: String.self) { $bunny in
                  BurrowView(bunny: bunny ?? "Clover")
              }
              .onChange(of: phase) { _, new in
                  print("Scene: \(new)")
              }
          }
      }

      struct BurrowView: View {
          let bunny: String
          @Environment(\.openWindow) private var openWindow
          @Environment(\.dismissWindow) private var dismissWindow

          init(bunny: String) {
              self.bunny = bunny
              print("a burrow for \(bunny)")
          }

          var body: some View {
              VStack(spacing: 20) {
                  Text("🐰 \(bunny)")
                      .font(.largeTitle)
                  Button("Visit Hazel") {
                      openWindow(value: "Hazel")
                  }
                  Button("Close \(bunny)'s burrow") {
                      dismissWindow()
                  }
              }
          }
      }
      """#),
    Listing(
      "lesson 54, question 7: a second window, and the App",
      shape: ["import SwiftUI", "struct ProbeApp { var phase; init; var body }", "struct BurrowScene { var phase; var body }", "struct BurrowView { let bunny; var openWindow; var dismissWindow; init; var body }"],
      #"""
      import SwiftUI

      @main
      struct ProbeApp: App {
          @Environment(\.scenePhase) private var phase

          init() {
              print("App.init")
          }

          var body: some Scene {
              BurrowScene()
                  .onChange(of: phase) { _, new in
                      print("App: \(new)")
                  }
          }
      }

      struct BurrowScene: Scene {
          @Environment(\.scenePhase) private var phase

          var body: some Scene {
              WindowGroup(for: String.self) { $bunny in
                  BurrowView(bunny: bunny ?? "Clover")
              }
              .onChange(of: phase) { _, new in
                  print("Scene: \(new)")
              }
          }
      }

      struct BurrowView: View {
          let bunny: String
          @Environment(\.openWindow) private var openWindow
          @Environment(\.dismissWindow) private var dismissWindow

          init(bunny: String) {
              self.bunny = bunny
              print("a burrow for \(bunny)")
          }

          var body: some View {
              VStack(spacing: 20) {
                  Text("🐰 \(bunny)")
                      .font(.largeTitle)
                  Button("Visit Hazel") {
                      openWindow(value: "Hazel")
                  }
                  Button("Close \(bunny)'s burrow") {
                      dismissWindow()
                  }
              }
          }
      }
      """#),
    Listing(
      "lesson 54, question 8: closing the window in front",
      shape: ["import SwiftUI", "struct ProbeApp { var phase; init; var body }", "struct BurrowScene { var phase; var body }", "struct BurrowView { let bunny; var openWindow; var dismissWindow; init; var body }"],
      #"""
      import SwiftUI

      @main
      struct ProbeApp: App {
          @Environment(\.scenePhase) private var phase

          init() {
              print("App.init")
          }

          var body: some Scene {
              BurrowScene()
                  .onChange(of: phase) { _, new in
                      print("App: \(new)")
                  }
          }
      }

      struct BurrowScene: Scene {
          @Environment(\.scenePhase) private var phase

          var body: some Scene {
              WindowGroup(for: String.self) { $bunny in
                  BurrowView(bunny: bunny ?? "Clover")
              }
              .onChange(of: phase) { _, new in
                  print("Scene: \(new)")
              }
          }
      }

      struct BurrowView: View {
          let bunny: String
          @Environment(\.openWindow) private var openWindow
          @Environment(\.dismissWindow) private var dismissWindow

          init(bunny: String) {
              self.bunny = bunny
              print("a burrow for \(bunny)")
          }

          var body: some View {
              VStack(spacing: 20) {
                  Text("🐰 \(bunny)")
                      .font(.largeTitle)
                  Button("Visit Hazel") {
                      openWindow(value: "Hazel")
                  }
                  Button("Close \(bunny)'s burrow") {
                      dismissWindow()
                  }
              }
          }
      }
      """#),
    Listing(
      "lesson 54, question 9: background work, without permission",
      shape: ["import SwiftUI", "import BackgroundTasks", "struct ProbeApp { var body }", "func scheduleRefresh"],
      #"""
      import SwiftUI
      import BackgroundTasks

      @main
      struct ProbeApp: App {
          var body: some Scene {
              WindowGroup {
                  Text("🥕")
                      .font(.system(size: 90))
                      .task {
                          do {
                              try await scheduleRefresh()
                              print("submitted")
                          } catch {
                              let error = error as NSError
                              print("refused: \(error.domain), code \(error.code)")
                              print(error.userInfo.keys.map { "\($0)" }.sorted())
                          }
                      }
              }
              .backgroundTask(.appRefresh("com.example.burrow.refresh")) {
                  print("gathering carrots")
              }
          }
      }

      /// Apple's header: do not call it from the main thread — so off the main actor.
      @concurrent
      func scheduleRefresh() async throws {
          try await BGTaskScheduler.shared.submitTaskRequest(BGAppRefreshTaskRequest(identifier: "com.example.burrow.refresh"))
      }
      """#),
  ]

  static let all = lesson6 + lesson54
}
