import Expectations
import Testing
import Transcript

@Suite("Verifying consoles")
struct ConsoleVerifierTests {
  static let phases = """
    == home ==
    active -> inactive
    ContentView.init
    inactive -> background
    Saving 3 trips
    ContentView.init
    """
  static let printed = [
    "active -> inactive", "ContentView.init", "inactive -> background", "Saving 3 trips",
    "ContentView.init",
  ]

  @Test("an exact console passes, each expected line matched at its place")
  func exactPass() throws {
    let result = try verify(Self.phases, [Self.printed])
    #expect(result.passed)
    let event = try #require(result.events.first)
    #expect(event.passed)
    #expect(
      event.lines.map(\.summary) == [
        "matched 0", "matched 1", "matched 2", "matched 3", "matched 4",
      ])
    #expect(event.unexpected.isEmpty)
    #expect(event.actual == Self.printed)
    #expect(event.label == "home")
    #expect(event.location == at(8))
  }

  struct Mismatch: CustomTestStringConvertible, Sendable {
    var name: String
    var actual: [String]
    var outcomes: [String]
    var unexpected: [Int] = []
    var testDescription: String { name }
  }

  static let mismatches: [Mismatch] = [
    Mismatch(
      name: "a dropped line is one missing line",
      actual: [
        "active -> inactive", "ContentView.init", "inactive -> background", "ContentView.init",
      ],
      outcomes: ["matched 0", "matched 1", "matched 2", "missing", "matched 3"]),
    Mismatch(
      name: "a dropped first line is missing at the start",
      actual: Array(printed.dropFirst()),
      outcomes: ["missing", "matched 0", "matched 1", "matched 2", "matched 3"]),
    Mismatch(
      name: "a swapped pair is one line out of order",
      actual: [
        "active -> inactive", "ContentView.init", "Saving 3 trips", "inactive -> background",
        "ContentView.init",
      ],
      outcomes: ["matched 0", "matched 1", "out of order 3", "matched 2", "matched 4"]),
    Mismatch(
      name: "a line moved far is one line out of order",
      actual: [
        "ContentView.init", "inactive -> background", "Saving 3 trips", "ContentView.init",
        "active -> inactive",
      ],
      outcomes: ["out of order 4", "matched 0", "matched 1", "matched 2", "matched 3"]),
    Mismatch(
      name: "an extra line is one unexpected line",
      actual: [
        "active -> inactive", "ContentView.init", "inactive -> background", "ContentView.body",
        "Saving 3 trips", "ContentView.init",
      ],
      outcomes: ["matched 0", "matched 1", "matched 2", "matched 4", "matched 5"], unexpected: [3]),
    Mismatch(
      name: "a repeated line is unexpected",
      actual: printed + ["ContentView.init"],
      outcomes: ["matched 0", "matched 1", "matched 2", "matched 3", "matched 4"], unexpected: [5]),
    Mismatch(
      name: "an expected line printed once too few times is missing",
      actual: [
        "active -> inactive", "ContentView.init", "inactive -> background", "Saving 3 trips",
      ],
      outcomes: ["matched 0", "matched 1", "matched 2", "matched 3", "missing"]),
    Mismatch(
      name: "a substring is not a match",
      actual: [
        "active -> inactive", "ContentView.init", "inactive -> background", "Not Saving 3 trips",
        "ContentView.init",
      ],
      outcomes: ["matched 0", "matched 1", "matched 2", "missing", "matched 4"], unexpected: [3]),
    Mismatch(
      name: "a trailing space is a different line",
      actual: [
        "active -> inactive", "ContentView.init ", "inactive -> background", "Saving 3 trips",
        "ContentView.init",
      ],
      outcomes: ["matched 0", "missing", "matched 2", "matched 3", "matched 4"], unexpected: [1]),
    Mismatch(
      name: "nothing printed: every line missing",
      actual: [],
      outcomes: ["missing", "missing", "missing", "missing", "missing"]),
  ]

  @Test("mismatches are classified line by line", arguments: mismatches)
  func mismatch(_ mismatch: Mismatch) throws {
    let result = try verify(Self.phases, [mismatch.actual])
    #expect(!result.passed)
    let event = try #require(result.events.first)
    #expect(!event.passed)
    #expect(event.lines.map(\.summary) == mismatch.outcomes)
    #expect(event.unexpected.map(\.index) == mismatch.unexpected)
    #expect(event.unexpected.map(\.text) == mismatch.unexpected.map { mismatch.actual[$0] })
  }

  @Test(
    "a missing line knows which expected line it follows and after which actual line it belonged")
  func missingPlace() throws {
    let actual = [
      "active -> inactive", "ContentView.init", "inactive -> background", "ContentView.init",
    ]
    let event = try #require(try verify(Self.phases, [actual]).events.first)
    let missing = try #require(event.missing.first)
    #expect(missing.pattern.text == "Saving 3 trips")
    #expect(missing.pattern.location == at(12))
    #expect(missing.previous == 2)
    #expect(event.lines[2].pattern.text == "inactive -> background")
    #expect(missing.belongsAfter == 2)
    let first = try #require(
      try verify(Self.phases, [Array(Self.printed.dropFirst())]).events.first?.lines.first)
    #expect(first.previous == nil)
    #expect(first.belongsAfter == nil)
  }

  @Test("a line out of order knows where it was found and what it should follow")
  func outOfOrderPlace() throws {
    let actual = [
      "active -> inactive", "ContentView.init", "Saving 3 trips", "inactive -> background",
      "ContentView.init",
    ]
    let event = try #require(try verify(Self.phases, [actual]).events.first)
    #expect(event.outOfOrder.count == 1)
    let moved = try #require(event.outOfOrder.first)
    #expect(moved.pattern.text == "inactive -> background")
    #expect(moved.outcome == .outOfOrder(found: 3))
    #expect(moved.previous == 1)
    #expect(moved.belongsAfter == 1)
  }

  @Test("partial consoles allow other lines between, and still catch order and absence")
  func partial() throws {
    let body = "== home ==\n-- partial --\ninactive -> background\nSaving 3 trips\n"
    #expect(try verify(body, [Self.printed]).passed)
    let swapped = try verify(body, [["Saving 3 trips", "inactive -> background"]])
    #expect(swapped.events[0].lines.map(\.summary) == ["out of order 1", "matched 0"])
    let missing = try verify(body, [["active -> inactive", "inactive -> background"]])
    #expect(missing.events[0].lines.map(\.summary) == ["matched 1", "missing"])
    #expect(missing.events[0].unexpected.isEmpty)
    #expect(missing.events[0].mode == .partial)
  }

  @Test("'-- no output --' passes on silence and makes every printed line unexpected")
  func silent() throws {
    let body = "== control center away ==\n-- no output --\n"
    #expect(try verify(body, [[]]).passed)
    let noisy = try verify(body, [["inactive -> active"]])
    #expect(!noisy.passed)
    #expect(noisy.events[0].unexpected == [UnexpectedLine(index: 0, text: "inactive -> active")])
    #expect(noisy.events[0].mode == .silent)
  }

  @Test("an event without lines makes no claim about its console")
  func noClaim() throws {
    let result = try verify(
      "== launch ==\n== home ==\nactive -> inactive\n",
      [["anything", "at all"], ["active -> inactive"]])
    #expect(result.passed)
    #expect(result.events[0].mode == nil)
    #expect(result.events[0].lines.isEmpty)
  }

  @Test("'-- never --' lines fail the event wherever they appear")
  func never() throws {
    let body = """
      == launch ==
      Clover: inactive → active, {{n: int}} heartbeats
      == home ==
      -- partial --
      Saved 3 carrots
      -- never --
      ContentView.body
      Clover: {{word}} → background, {{n}} heartbeats
      """
    let clean = try verify(
      body,
      [
        ["Clover: inactive → active, 3 heartbeats"],
        ["x", "Saved 3 carrots", "Clover: inactive → background, 4 heartbeats"],
      ])
    #expect(clean.passed)
    let dirty = try verify(
      body,
      [
        ["Clover: inactive → active, 3 heartbeats"],
        ["ContentView.body", "Saved 3 carrots", "Clover: inactive → background, 3 heartbeats"],
      ])
    #expect(!dirty.passed)
    #expect(dirty.events[1].lines.allSatisfy { $0.passed })
    #expect(dirty.events[1].never.map(\.index) == [0, 2])
    #expect(
      dirty.events[1].never.map(\.pattern.text) == [
        "ContentView.body", "Clover: {{word}} → background, {{n}} heartbeats",
      ])
    #expect(
      dirty.events[1].never.map(\.text) == [
        "ContentView.body", "Clover: inactive → background, 3 heartbeats",
      ])
  }
}
