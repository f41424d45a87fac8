import HarnessTestSupport
import Testing

@Suite struct Scratch {
  @Test func lesson6Step4() throws {
    let transcript = try EngineHarness.run([
      "TripsApp.swift": """
      import SwiftUI

      @main
      struct TripsApp: App {
          @Environment(\\.scenePhase) private var scenePhase

          init() {
              print("TripsApp.init")
          }

          var body: some Scene {
              WindowGroup {
                  ContentView()
              }
              .onChange(of: scenePhase) { old, new in
                  print("\\(old) -> \\(new)")
              }
          }
      }
      """,
      "ContentView.swift": """
      import SwiftUI

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
      """,
      "Trip.swift": """
      struct Trip: Identifiable {
          let id: Int
          let name: String
          static let samples = [Trip(id: 1, name: "Lisbon"), Trip(id: 2, name: "Kyoto"), Trip(id: 3, name: "Oslo")]
      }
      """,
    ], events: ["launch", "home", "return"])
    print(transcript.build, transcript.failure as Any)
    for (i, c) in EngineHarness.consoles(transcript).enumerated() { print("== \(i)"); c.forEach { print($0) } }
  }
}
