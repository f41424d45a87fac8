import HarnessTestSupport
import Testing

/// `UserDefaults`: conversions between kinds as swiftc 6.3.1's Foundation makes them, and the
/// registration domain, which lasts one process.
@Suite("UserDefaults")
struct DefaultsTests {
  static func program(_ onAppear: String) -> [String: String] {
    EngineHarness.app("""
      struct ContentView: View {
          var body: some View {
              Text("defaults").onAppear {
                  let d = UserDefaults.standard
                  \(onAppear)
              }
          }
      }
      """)
  }

  @Test("reading a value as another kind converts it as Foundation does")
  func conversions() throws {
    let files = Self.program("""
      d.set("12", forKey: "s"); print(d.integer(forKey: "s"), d.double(forKey: "s"), d.bool(forKey: "s"))
      d.set("YES", forKey: "y"); print(d.bool(forKey: "y"), d.integer(forKey: "y"))
      d.set("true", forKey: "t"); print(d.bool(forKey: "t"))
      d.set(2.7, forKey: "f"); print(d.integer(forKey: "f"), d.string(forKey: "f") ?? "nil", d.bool(forKey: "f"))
      d.set(5, forKey: "i"); print(d.string(forKey: "i") ?? "nil", d.double(forKey: "i"))
      d.set(true, forKey: "b"); print(d.string(forKey: "b") ?? "nil", d.integer(forKey: "b"))
      d.set(["a", "b"], forKey: "arr"); print(d.stringArray(forKey: "arr") ?? [], d.string(forKey: "arr") ?? "nil")
      """)
    #expect(try EngineHarness.consoles(files) == [[
      "12 12.0 true", "true 0", "true", "2 2.7 true", "5 5.0", "1 1", #"["a", "b"] nil"#,
    ]])
  }

  @Test("registered defaults answer until the app sets its own, come back after removeObject, and last one process")
  func registration() throws {
    let files = Self.program("""
      print(d.integer(forKey: "volume"))
      d.register(defaults: ["volume": 7])
      print(d.integer(forKey: "volume"))
      d.set(3, forKey: "volume"); print(d.integer(forKey: "volume"))
      d.removeObject(forKey: "volume"); print(d.integer(forKey: "volume"))
      d.set(4, forKey: "kept")
      print(d.integer(forKey: "kept"))
      """)
    let consoles = try EngineHarness.consoles(files, events: ["launch", "stop", "run"])
    #expect(consoles[0] == ["0", "7", "3", "7", "4"])
    #expect(consoles[2] == ["0", "7", "3", "7", "4"])
  }
}
