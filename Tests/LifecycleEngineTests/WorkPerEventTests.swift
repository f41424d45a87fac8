import HarnessTestSupport
import SwiftInterpreter
import SwiftReader
import Testing
import Transcript

@testable import LifecycleEngine

/// The same event costs the same work however many events came before it: nothing the engine
/// keeps (readers of a property, modifier states, recorded happenings, timers, views) piles up so
/// that later events run more bodies, actions or steps than early ones.
@Suite("Work per event")
struct WorkPerEventTests {
  /// Lesson 54, step 7's shape: the App, a scene and a view read the phase and print in
  /// `onChange`; the view shows a child whose input follows the phase, and counts heartbeats.
  static let program = """
    import SwiftUI

    @Observable
    final class Store {
        var count = 0
        func save() { print("saved \\(count)") }
    }

    @main
    struct WorkApp: App {
        @Environment(\\.scenePhase) private var phase
        @State private var store = Store()
        var body: some Scene {
            WorkScene(store: store)
                .onChange(of: phase) { old, new in
                    print("app: \\(old) -> \\(new)")
                    if new == .background { store.save() }
                }
        }
    }

    struct WorkScene: Scene {
        let store: Store
        @Environment(\\.scenePhase) private var phase
        var body: some Scene {
            WindowGroup { Screen(store: store) }
                .onChange(of: phase) { old, new in print("scene: \\(old) -> \\(new)") }
        }
    }

    struct Screen: View {
        let store: Store
        @Environment(\\.scenePhase) private var phase
        @State private var beats = 0
        var body: some View {
            VStack {
                Badge(awake: phase == .active)
                if phase == .active {
                    Text("count \\(store.count)").font(.title)
                    Button("more") { store.count += 1 }
                }
            }
            .task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(1))
                    beats += 1
                }
            }
            .onChange(of: phase) { old, new in print("view: \\(old) -> \\(new), \\(beats) beats") }
        }
    }

    struct Badge: View {
        let awake: Bool
        var body: some View { Text(awake ? "awake" : "asleep") }
    }
    """

  /// What each of `pairs` Home-and-return pairs cost, after a launch: steps and happenings.
  private func costs(pairs: Int) throws -> [(steps: Int, happenings: Int, lines: Int)] {
    let sources = try SwiftReader.read(files: [("App.swift", Self.program)])
    var configuration = EngineConfiguration(device: DeviceModel(named: "iPhone 17")!)
    configuration.stepBudget = 100_000_000
    configuration.outputLineBudget = 1_000_000
    let program = Program.compile(sources, registry: EngineRegistry.shared, configuration: configuration.interpreter)
    #expect(program.builds)
    let device = Device(program: program, configuration: configuration)
    _ = try device.perform(ScriptedEvent(.launch, label: "launch"), index: 0)
    var costs: [(steps: Int, happenings: Int, lines: Int)] = []
    for pair in 0..<pairs {
      let interpreter = try #require(device.process?.interpreter)
      let before = interpreter.stepsSpent
      let home = try device.perform(ScriptedEvent(.home, label: "home"), index: 1 + 2 * pair)
      let back = try device.perform(ScriptedEvent(.returnToApp, label: "return"), index: 2 + 2 * pair)
      costs.append((
        interpreter.stepsSpent - before, home.happenings.count + back.happenings.count,
        home.console.count + back.console.count))
    }
    return costs
  }

  @Test("a Home and return at the 300th pair costs the steps, happenings and lines it cost at the 10th")
  func flat() throws {
    let costs = try costs(pairs: 300)
    let early = costs[9..<19], late = costs[290..<300]
    // Heartbeats fall where the virtual clock puts them: compare ten pairs against ten.
    #expect(late.map(\.steps).reduce(0, +) == early.map(\.steps).reduce(0, +))
    #expect(late.map(\.happenings) == early.map(\.happenings))
    #expect(late.map(\.lines) == early.map(\.lines))
    // The pair does the work the program asks for: not nothing, and not a run's worth.
    #expect(costs[10].steps > 20 && costs[10].steps < 20_000, "\(costs[10].steps) steps")
  }
}
