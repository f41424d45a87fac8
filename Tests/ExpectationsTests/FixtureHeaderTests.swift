import Expectations
import Testing

@Suite("Fixture header and files")
struct FixtureHeaderTests {
  @Test("every header key is read, and '#' lines after the title are comments")
  func everyHeaderKey() throws {
    let text = """
      # Lesson 6, step 4 — The life cycle is a value
      source: lesson 6, step 4
      # a comment, ignored
      device: iPad Air 11-inch (M4)
      claim: the phase always passes through inactive
      module: Trips
      under tests: yes
      note: Trip.swift comes from lesson 5
      note: the drawing code is not shown in the lesson

      -- TripsApp.swift --
      import SwiftUI
      == launch ==
      TripsApp.init
      """
    let fixture = try FixtureParser.parse(path: "Fixtures/trips.fixture", text: text)
    #expect(fixture.path == "Fixtures/trips.fixture")
    #expect(fixture.title == "Lesson 6, step 4 — The life cycle is a value")
    #expect(fixture.source == "lesson 6, step 4")
    #expect(fixture.device == "iPad Air 11-inch (M4)")
    #expect(fixture.claim == "the phase always passes through inactive")
    #expect(fixture.module == "Trips")
    #expect(fixture.moduleName == "Trips")
    #expect(fixture.underTests)
    #expect(
      fixture.notes == [
        "Trip.swift comes from lesson 5", "the drawing code is not shown in the lesson",
      ])
  }

  @Test("optional header keys have their defaults")
  func defaults() throws {
    let fixture = try fixture("== launch ==\nhello\n")
    #expect(fixture.claim == nil)
    #expect(fixture.module == nil)
    #expect(fixture.moduleName == "App")
    #expect(!fixture.underTests)
    #expect(fixture.notes.isEmpty)
    #expect(fixture.build == nil)
  }

  @Test("'under tests: no' is read as false")
  func underTestsNo() throws {
    let text = "# T\nsource: s\ndevice: d\nunder tests: no\n-- A.swift --\n== launch ==\nx\n"
    #expect(try !FixtureParser.parse(path: "T.fixture", text: text).underTests)
  }

  @Test("files are split verbatim at markers, with the fixture line of their first line")
  func fileSplitting() throws {
    let text = """
      # Files
      source: lesson 6, step 4
      device: iPhone 17

      -- TripsApp.swift --
      import SwiftUI

      @main
      struct TripsApp: App {
          var body: some Scene {
              WindowGroup { ContentView() }
          }
      }
      -- ContentView.swift --
      struct ContentView: View {
          var body: some View { Text("Trips") }  
      }


      -- Info.plist --
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict/></plist>

      == launch ==
      ContentView.body
      """
    let fixture = try FixtureParser.parse(path: "F.fixture", text: text)
    #expect(fixture.files.map(\.name) == ["TripsApp.swift", "ContentView.swift", "Info.plist"])
    #expect(fixture.files.map(\.firstLine) == [6, 15, 21])
    #expect(
      fixture.files[0].text
        == "import SwiftUI\n\n@main\nstruct TripsApp: App {\n    var body: some Scene {\n"
        + "        WindowGroup { ContentView() }\n    }\n}\n")
    #expect(
      fixture.files[1].text
        == "struct ContentView: View {\n    var body: some View { Text(\"Trips\") }  \n}\n")
    #expect(
      fixture.files[2].text
        == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict/></plist>\n")
    #expect(fixture.files.map(\.isSwift) == [true, true, false])
    #expect(fixture.swiftFiles.map(\.name) == ["TripsApp.swift", "ContentView.swift"])
    #expect(fixture.file(named: "Info.plist")?.fixtureLine(2) == 22)
  }

  @Test("an empty file has empty text")
  func emptyFile() throws {
    let text =
      "# T\nsource: s\ndevice: d\n-- Empty.swift --\n-- App.swift --\nlet x = 1\n== launch ==\nx\n"
    let fixture = try FixtureParser.parse(path: "T.fixture", text: text)
    #expect(fixture.files[0] == FixtureFile(name: "Empty.swift", text: "", firstLine: 5))
    #expect(fixture.files[1] == FixtureFile(name: "App.swift", text: "let x = 1\n", firstLine: 6))
  }

  @Test("CRLF line breaks read exactly as LF line breaks")
  func crlf() throws {
    let text = fixtureHeader + "== home ==\nactive -> inactive\ninactive -> background\n"
    let lf = try FixtureParser.parse(path: "T.fixture", text: text)
    let crlf = try FixtureParser.parse(
      path: "T.fixture",
      text: text.split(separator: "\n", omittingEmptySubsequences: false)
        .joined(separator: "\r\n"))
    #expect(crlf == lf)
    #expect(
      crlf.events[0].console?.lines.map(\.text) == ["active -> inactive", "inactive -> background"])
    #expect(crlf.files[0].text == "import SwiftUI\n")
    #expect(try FixtureParser.parse(path: "T.fixture", text: "\u{FEFF}" + text) == lf)
  }

  @Test("the README's complete example reads as three events with their lines")
  func readmeExample() throws {
    let text = """
      # Lesson 6, step 4 — The life cycle is a value
      source: lesson 6, step 4
      device: iPhone 17
      claim: the phase always passes through inactive, in both directions

      -- TripsApp.swift --
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
      -- ContentView.swift --
      import SwiftUI

      struct ContentView: View {
          init() {
              print("ContentView.init")
          }

          var body: some View {
              let _ = print("ContentView.body")
              Text("Trips")
                  .onAppear {
                      print("ContentView appeared")
                  }
          }
      }

      == launch ==
      TripsApp.init
      background -> inactive
      ContentView.init
      ContentView.body
      ContentView appeared
      inactive -> active
      == home ==
      active -> inactive
      inactive -> background
      == return ==
      background -> inactive
      inactive -> active
      """
    let fixture = try FixtureParser.parse(path: "Fixtures/lesson06-step4.fixture", text: text)
    #expect(fixture.files.map(\.name) == ["TripsApp.swift", "ContentView.swift"])
    #expect(fixture.files.map(\.firstLine) == [7, 27])
    #expect(fixture.events.map(\.spec.event) == [.launch, .home, .returnToApp])
    #expect(fixture.events.map(\.location.line) == [43, 50, 53])
    #expect(fixture.events[0].console?.mode == .exact)
    #expect(fixture.events[0].console?.lines.count == 6)
    #expect(
      fixture.events[2].console?.lines.map(\.text) == [
        "background -> inactive", "inactive -> active",
      ])
    #expect(fixture.events[2].console?.lines.map(\.location.line) == [54, 55])
    #expect(fixture.events.map(\.blockLines) == [44..<50, 51..<53, 54..<56])
  }
}
