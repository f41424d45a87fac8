import HarnessTestSupport
import Testing

/// Dates as text in en_US and UTC by default. The expected texts were printed by the same
/// program built with swiftc 6.3.1 (a narrow no-break space, U+202F, before "AM").
@Suite("Formatting dates")
struct DateFormattingTests {
  static func files(_ code: String) -> [String: String] {
    EngineHarness.app("""
      struct ContentView: View {
          var body: some View {
              Text("dates").onAppear {
                  let d = Date(timeIntervalSinceReferenceDate: 788918400 + 3723)
                  \(code)
              }
          }
      }
      """)
  }

  static func run(_ code: String) throws -> [String] {
    try EngineHarness.consoles(files(code)).flatMap { $0 }
  }

  @Test("DateFormatter's styles and formats, and Date.formatted(date:time:)")
  func styles() throws {
    let lines = try Self.run("""
      let f = DateFormatter()
      f.dateStyle = .medium; f.timeStyle = .short; print(f.string(from: d))
      f.dateStyle = .long; f.timeStyle = .none; print(f.string(from: d))
      f.dateFormat = "yyyy-MM-dd HH:mm"; print(f.string(from: d))
      print(d.formatted(date: .abbreviated, time: .shortened))
      f.timeZone = TimeZone(secondsFromGMT: 3600); print(f.string(from: d))
      """)
    #expect(lines == [
      "Jan 1, 2026 at 1:02\u{202F}AM", "January 1, 2026", "2026-01-01 01:02", "Jan 1, 2026 at 1:02\u{202F}AM",
      "2026-01-01 02:02",
    ])
  }

  @Test("the device's locale and time zone, as a fixture's 'locale:' and 'time zone:' set them")
  func deviceSettings() throws {
    let transcript = try EngineHarness.run(
      Self.files("print(d.formatted(date: .long, time: .omitted))"), events: ["launch"]) { configuration in
      configuration.locale = "fr_FR"
      configuration.timeZone = "America/Los_Angeles"
    }
    #expect(EngineHarness.consoles(transcript) == [["31 décembre 2025"]])
  }
}
