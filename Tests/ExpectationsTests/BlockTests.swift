import Expectations
import Testing

@Suite("Event blocks and directives")
struct BlockTests {
  @Test("lines after an event are its exact console, each with its fixture location")
  func exactConsole() throws {
    let event = try #require(
      try fixture("== home ==\nactive -> inactive\ninactive -> background\n").events.first)
    #expect(event.console?.mode == .exact)
    #expect(event.console?.lines.map(\.text) == ["active -> inactive", "inactive -> background"])
    #expect(event.console?.lines.map(\.location) == [at(9), at(10)])
    #expect(event.location == at(8))
  }

  @Test("an event with no lines makes no claim about its console")
  func noClaim() throws {
    let events = try fixture("== launch ==\n\n== home ==\n== return ==\nx\n").events
    #expect(events[0].console == nil)
    #expect(events[1].console == nil)
    #expect(events[2].console?.lines.count == 1)
  }

  @Test("blank lines at the end of a block or region are dropped, inside they are lines")
  func blankLines() throws {
    let event = try #require(
      try fixture("== launch ==\na\n\nb\n\n\n-- never --\nc\n\n").events.first)
    #expect(event.console?.lines.map(\.text) == ["a", "", "b"])
    #expect(event.never.map(\.text) == ["c"])
  }

  @Test("'-- partial --' makes the block partial; claim and points may come before it")
  func partial() throws {
    let event = try #require(
      try fixture("== home ==\n-- claim: saves on background --\n-- partial --\nSaving 3 trips\n")
        .events.first)
    #expect(event.console?.mode == .partial)
    #expect(event.claim == "saves on background")
    #expect(event.console?.lines.map(\.text) == ["Saving 3 trips"])
  }

  @Test("'-- no output --' claims silence")
  func noOutput() throws {
    let event = try #require(
      try fixture("== control center away ==\n-- no output --\n").events.first)
    #expect(event.console == ConsoleExpectation(mode: .silent, items: []))
  }

  @Test("'-- any order --' groups lines at their place, '-- in order --' goes back to order")
  func anyOrder() throws {
    let body = """
      == launch ==
      first
      -- any order --
      b
      a
      -- in order --
      last
      -- any order --
      y
      x
      """
    let items = try #require(try fixture(body).events.first?.console?.items)
    func texts(_ item: ExpectedItem) -> [String] {
      switch item {
      case .line(let line): [line.text]
      case .anyOrder(let lines): lines.map(\.text)
      }
    }
    #expect(items.count == 4)
    #expect(items.map(texts) == [["first"], ["b", "a"], ["last"], ["y", "x"]])
    if case .anyOrder = items[1] {} else { Issue.record("expected a group") }
    if case .line = items[2] {} else { Issue.record("expected a line") }
  }

  @Test("'-- never --' lines are kept apart from the console")
  func never() throws {
    let event = try #require(
      try fixture(
        "== home ==\nactive -> inactive\n-- never --\nContentView.body\n{{int}} crashes\n"
      ).events.first)
    #expect(event.console?.lines.map(\.text) == ["active -> inactive"])
    #expect(event.never.map(\.text) == ["ContentView.body", "{{int}} crashes"])
    #expect(event.never.map(\.location) == [at(11), at(12)])
  }

  @Test("screen directives name their target")
  func screens() throws {
    let body = """
      == tap "Visit Hazel" ==
      -- screen --
      🥕 3
      [Give Clover a carrot]
      -- screen "Hazel" --
      Hazel
      -- screen window 2 --
      -- card --
      Clover
      -- card "Clover" --
      Clover asleep
      -- card window 1 --
      Clover
      == home ==
      -- home screen --
      """
    let events = try fixture(body).events
    let screens = events[0].screens
    #expect(
      screens.map(\.target) == [
        .front, .window(.value("Hazel")), .window(.number(2)), .card(nil), .card(.value("Clover")),
        .card(.number(1)),
      ])
    #expect(
      screens.map { $0.lines.map(\.text) } == [
        ["🥕 3", "[Give Clover a carrot]"], ["Hazel"], [], ["Clover"], ["Clover asleep"], ["Clover"],
      ])
    #expect(screens.map(\.location.line) == [9, 12, 14, 15, 17, 19])
    #expect(events[0].console == nil)
    #expect(
      events[1].screens == [ScreenExpectation(target: .homeScreen, lines: [], location: at(22))])
    #expect(
      screens.map(\.target.directive) == [
        "-- screen --", "-- screen \"Hazel\" --", "-- screen window 2 --", "-- card --",
        "-- card \"Clover\" --", "-- card window 1 --",
      ])
  }

  @Test("claim, points and hints are read")
  func claimPointsHints() throws {
    let body = """
      == home ==
      -- claim: the save runs before Clover hears background --
      -- points: 2.5 --
      Saved 3 carrots
      -- hint: save in the scene, not in the view --
      Clover: inactive → background, {{int}} heartbeats
      Saved 3 carrots
      -- hint: nothing saved --
      Clover: inactive → background, {{int}} heartbeats
      """
    let event = try #require(try fixture(body).events.first)
    #expect(event.claim == "the save runs before Clover hears background")
    #expect(event.points == 2.5)
    #expect(event.console?.lines.map(\.text) == ["Saved 3 carrots"])
    #expect(event.hints.map(\.message) == ["save in the scene, not in the view", "nothing saved"])
    #expect(event.hints.map { $0.lines.count } == [2, 1])
    #expect(event.hints.map(\.location) == [at(12), at(15)])
  }

  @Test("escapes: '\\--', '\\==' and '\\\\' at the start of a line, '\\{{' anywhere")
  func escapes() throws {
    let body = """
      == launch ==
      \\-- not a directive --
      \\== not a section ==
      \\\\ starts with a backslash
      \\{{ literal braces }}
      a \\{{b}} c
      path\\to\\file
      """
    let lines = try #require(try fixture(body).events.first?.console?.lines)
    #expect(
      lines.map(\.pieces) == [
        [.literal("-- not a directive --")], [.literal("== not a section ==")],
        [.literal("\\ starts with a backslash")], [.literal("{{ literal braces }}")],
        [.literal("a {{b}} c")], [.literal("path\\to\\file")],
      ])
    #expect(lines[0].text == "\\-- not a directive --")
  }

  @Test("lesson consoles read as literal lines, spaces and all")
  func lessonLines() throws {
    let written = [
      "app:  background -> inactive",
      "   UIApplication's delegate is SwiftUI.AppDelegate",
      "[\"Unrecognized Identifier\"]",
      "[[1, 2], [3, 4]]",
      "[\"a\": 1]",
      "1...5",
      "Clover: active → inactive",
      "🐰 12",
      "trailing space ",
    ]
    let lines = try #require(
      try fixture("== launch ==\n" + written.joined(separator: "\n") + "\n").events.first?.console?
        .lines)
    #expect(lines.map(\.pieces) == written.map { [.literal($0)] })
    #expect(lines.allSatisfy { $0.isLiteral })
  }

  @Test("a '== build ==' section lists diagnostics with full, short or no locations")
  func build() throws {
    let body = """
      == build ==
      TripsApp.swift:3:1: error: 'main' attribute can only apply to one type in a module
      TripsApp.swift:25: error: 'main' attribute can only apply to one type in a module

      Other.swift: warning: variable 'x' was never used
      note: did you mean 'y'?
      """
    let build = try #require(try fixture(body).build)
    #expect(build.location == at(8))
    #expect(
      build.diagnostics.map(\.file) == ["TripsApp.swift", "TripsApp.swift", "Other.swift", nil])
    #expect(build.diagnostics.map(\.line) == [3, 25, nil, nil])
    #expect(build.diagnostics.map(\.column) == [1, nil, nil, nil])
    #expect(build.diagnostics.map(\.severity) == [.error, .error, .warning, .note])
    #expect(build.diagnostics[2].message == "variable 'x' was never used")
    #expect(build.diagnostics.map(\.location.line) == [9, 10, 12, 13])
    #expect(
      build.diagnostics[1].description
        == "TripsApp.swift:25: error: 'main' attribute can only apply to one type in a module")
  }

  @Test("a build section may be followed by events")
  func buildThenEvents() throws {
    let fixture = try fixture("== build ==\nwarning: unused\n== launch ==\nhello\n")
    #expect(fixture.build?.diagnostics.count == 1)
    #expect(fixture.events.count == 1)
  }
}
