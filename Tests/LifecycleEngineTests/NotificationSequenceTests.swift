import HarnessTestSupport
import Testing

/// `NotificationCenter`'s delivery: observers inside `post`, `onReceive` and `receive(on:)`
/// after it, and `notifications(named:)` as an async sequence on the task that iterates it.
@Suite("Notifications")
struct NotificationSequenceTests {
  static func run(_ views: String, events: [String]) throws -> [[String]] {
    try EngineHarness.consoles(EngineHarness.app("""
      extension Notification.Name {
          static let ping = Notification.Name("ping")
      }

      \(views)
      """), events: events)
  }

  /// A view whose `.task` prints each notification of `name`, and a button that posts `.ping`.
  static func listener(_ name: String, body: String = "print(\"heard\", note.name.rawValue)") -> String {
    """
    struct ContentView: View {
        var body: some View {
            Button("Ping") {
                print("posting")
                NotificationCenter.default.post(name: .ping, object: nil, userInfo: ["n": 1])
                print("posted")
            }
            .task {
                for await note in NotificationCenter.default.notifications(named: \(name)) {
                    \(body)
                }
                print("loop ended")
            }
        }
    }
    """
  }

  @Test("a loop over a UIKit notification runs once for each time it is posted, with the name's raw value")
  func lifecycleNotification() throws {
    let consoles = try Self.run(
      Self.listener("UIApplication.didEnterBackgroundNotification"), events: ["launch", "home", "return", "home"])
    #expect(consoles[1] == ["heard UIApplicationDidEnterBackgroundNotification"])
    #expect(consoles[2] == [])
    #expect(consoles[3] == ["heard UIApplicationDidEnterBackgroundNotification"])
  }

  @Test("the program's post reaches the loop after the code that posted, in the order posted")
  func programPosts() throws {
    let views = Self.listener(".ping", body: "print(\"heard\", note.userInfo?[\"n\"] as? Int ?? 0)")
      .replacingOccurrences(
        of: "print(\"posted\")",
        with: "NotificationCenter.default.post(name: .ping, object: nil, userInfo: [\"n\": 2]); print(\"posted\")")
    let consoles = try Self.run(views, events: ["launch", "tap \"Ping\""])
    #expect(consoles[1] == ["posting", "posted", "heard 1", "heard 2"])
  }

  @Test("a loop's task is suspended with the app: a sleep in its pass ends only when the app returns")
  func suspendedWithTheApp() throws {
    let consoles = try Self.run(
      Self.listener(
        "UIApplication.willResignActiveNotification",
        body: "print(\"resigning\"); try? await Task.sleep(for: .seconds(3)); print(\"after the sleep\")"),
      events: ["launch", "home", "wait 10", "return"])
    #expect(consoles[1] == ["resigning"])
    #expect(consoles[2] == [])
    #expect(consoles[3] == ["after the sleep"])
  }

  @Test("the view going away cancels its task: the loop ends, and later posts print nothing")
  func cancellationEndsTheLoop() throws {
    let consoles = try Self.run("""
      struct ContentView: View {
          @State private var listening = true
          var body: some View {
              VStack {
                  if listening { Listener() }
                  Button("Ping") { NotificationCenter.default.post(name: .ping, object: nil) }
                  Button("Stop") { listening = false }
              }
          }
      }
      struct Listener: View {
          var body: some View {
              Text("Listening").task {
                  for await _ in NotificationCenter.default.notifications(named: .ping) { print("ping") }
                  print("loop ended")
              }
          }
      }
      """, events: ["launch", "tap \"Ping\"", "tap \"Stop\"", "tap \"Ping\""])
    #expect(consoles[1] == ["ping"])
    #expect(consoles[2] == ["loop ended"])
    #expect(consoles[3] == [])
  }

  @Test("a loop that breaks stops listening: its sequence no longer holds notifications")
  func breakStopsListening() throws {
    let views = Self.listener(".ping", body: "print(\"once\"); break")
      .replacingOccurrences(of: "print(\"posting\")", with: "for _ in 0..<3 { NotificationCenter.default.post(name: .ping, object: nil) }")
    let consoles = try Self.run(views, events: ["launch", "tap \"Ping\"", "tap \"Ping\""])
    #expect(consoles[1] == ["posted", "once", "loop ended"])
    #expect(consoles[2] == ["posted"])
    #expect(!consoles.joined().contains { $0.contains("FAILURE") })
  }

  @Test("more unread notifications than Apple's sequence was seen to hold is not modelled, at the post")
  func bufferLimit() throws {
    let views = Self.listener(".ping", body: "try? await Task.sleep(for: .seconds(1)); print(\"slow\")")
      .replacingOccurrences(of: "print(\"posting\")", with: "for _ in 0..<8 { NotificationCenter.default.post(name: .ping, object: nil) }")
    let consoles = try Self.run(views, events: ["launch", "tap \"Ping\""])
    // Eight in the loop and the button's own: nine unread.
    #expect(consoles.last?.first?.contains("holding more than 8 unread notifications") == true)
    let eight = try Self.run(
      views.replacingOccurrences(of: "0..<8", with: "0..<7"), events: ["launch", "tap \"Ping\"", "wait 10"])
    #expect((eight[1] + eight[2]).filter { $0 == "slow" }.count == 8, "\(eight)")
  }

  @Test("a sequence filtered by a sender object is not modelled")
  func objectNotModelled() throws {
    let consoles = try Self.run(
      Self.listener(".ping").replacingOccurrences(of: "named: .ping)", with: "named: .ping, object: Box())")
        + "\nfinal class Box: Sendable {}",
      events: ["launch"])
    #expect(consoles.last?.first?.contains("does not model 'observing the notifications of one sender (a non-nil 'object')'") == true)
    let observer = try Self.run(
      Self.listener(".ping").replacingOccurrences(
        of: "print(\"posting\")",
        with: "_ = NotificationCenter.default.addObserver(forName: .ping, object: Box(), queue: nil) { _ in }")
        + "\nfinal class Box: Sendable {}",
      events: ["launch", "tap \"Ping\""])
    #expect(observer.last?.first?.contains("does not model 'observing the notifications of one sender") == true)
  }

  @Test("a notification's object is the one the program posted with; UIKit's sender is not modelled")
  func notificationObject() throws {
    let posted = try Self.run(
      Self.listener(".ping", body: "print(note.object as? String ?? \"nil\")")
        .replacingOccurrences(of: "post(name: .ping, object: nil,", with: "post(name: .ping, object: \"sender\","),
      events: ["launch", "tap \"Ping\""])
    #expect(posted[1] == ["posting", "posted", "sender"])
    let uikit = try Self.run(
      Self.listener("UIApplication.didEnterBackgroundNotification", body: "print(note.object == nil)"), events: ["launch", "home"])
    #expect(uikit.last?.first?.contains("does not model 'the object of a notification UIKit posts") == true)
  }

  @Test("observers' blocks and selectors, and a sink, run inside post; onReceive and receive(on:) after it")
  func observersAreSynchronous() throws {
    let consoles = try Self.run("""
      final class Model {
          var token: NSObjectProtocol?
          var cancellables = Set<AnyCancellable>()
          init() {
              token = NotificationCenter.default.addObserver(forName: .ping, object: nil, queue: nil) { _ in print("block") }
              NotificationCenter.default.addObserver(self, selector: #selector(pinged), name: .ping, object: nil)
              NotificationCenter.default.publisher(for: .ping).sink { _ in print("sink") }.store(in: &cancellables)
              NotificationCenter.default.publisher(for: .ping).receive(on: DispatchQueue.main)
                  .sink { _ in print("sink on main") }.store(in: &cancellables)
              _ = NotificationCenter.default.addObserver(forName: .ping, object: nil, queue: .main) { _ in print("main queue block") }
          }
          @objc func pinged() { print("selector") }
      }
      struct ContentView: View {
          @State private var model = Model()
          var body: some View {
              Button("Ping") {
                  print("posting")
                  NotificationCenter.default.post(name: .ping, object: nil)
                  print("posted")
              }
              .onReceive(NotificationCenter.default.publisher(for: .ping)) { _ in print("onReceive") }
          }
      }
      """, events: ["launch", "tap \"Ping\""])
    #expect(consoles[1] == ["posting", "block", "selector", "sink", "main queue block", "posted", "sink on main", "onReceive"])
  }

  @Test("UIKit's notification names have their Objective-C raw values; a program's own names are kept")
  func rawValues() throws {
    let consoles = try Self.run("""
      struct ContentView: View {
          var body: some View {
              Text("Hi").onAppear {
                  print(UIApplication.didBecomeActiveNotification.rawValue, UIScene.willConnectNotification.rawValue)
                  print(Notification.Name("UIApplication.didBecomeActiveNotification").rawValue, Notification.Name.ping.rawValue)
              }
          }
      }
      """, events: ["launch"])
    #expect(consoles[0] == [
      "UIApplicationDidBecomeActiveNotification UISceneWillConnectNotification",
      "UIApplication.didBecomeActiveNotification ping",
    ])
  }
}
