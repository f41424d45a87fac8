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
  static let printed = ["active -> inactive", "ContentView.init", "inactive -> background", "Saving 3 trips", "ContentView.init"]

  @Test("an exact console passes, each expected line matched at its place")
  func exactPass() throws {
    let result = try verify(Self.phases, [Self.printed])
    #expect(result.passed)
    let event = try #require(result.events.first)
    #expect(event.passed)
    #expect(event.lines.map(\.summary) == ["matched 0", "matched 1", "matched 2", "matched 3", "matched 4"])
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
      actual: ["active -> inactive", "ContentView.init", "inactive -> background", "ContentView.init"],
      outcomes: ["matched 0", "matched 1", "matched 2", "missing", "matched 3"]),
    Mismatch(
      name: "a dropped first line is missing at the start",
      actual: Array(printed.dropFirst()),
      outcomes: ["missing", "matched 0", "matched 1", "matched 2", "matched 3"]),
    Mismatch(
      name: "a swapped pair is one line out of order",
      actual: ["active -> inactive", "ContentView.init", "Saving 3 trips", "inactive -> background", "ContentView.init"],
      outcomes: ["matched 0", "matched 1", "out of order 3", "matched 2", "matched 4"]),
    Mismatch(
      name: "a line moved far is one line out of order",
      actual: ["ContentView.init", "inactive -> background", "Saving 3 trips", "ContentView.init", "active -> inactive"],
      outcomes: ["out of order 4", "matched 0", "matched 1", "matched 2", "matched 3"]),
    Mismatch(
      name: "an extra line is one unexpected line",
      actual: ["active -> inactive", "ContentView.init", "inactive -> background", "ContentView.body", "Saving 3 trips", "ContentView.init"],
      outcomes: ["matched 0", "matched 1", "matched 2", "matched 4", "matched 5"], unexpected: [3]),
    Mismatch(
      name: "a repeated line is unexpected",
      actual: printed + ["ContentView.init"],
      outcomes: ["matched 0", "matched 1", "matched 2", "matched 3", "matched 4"], unexpected: [5]),
    Mismatch(
      name: "an expected line printed once too few times is missing",
      actual: ["active -> inactive", "ContentView.init", "inactive -> background", "Saving 3 trips"],
      outcomes: ["matched 0", "matched 1", "matched 2", "matched 3", "missing"]),
    Mismatch(
      name: "a substring is not a match",
      actual: ["active -> inactive", "ContentView.init", "inactive -> background", "Not Saving 3 trips", "ContentView.init"],
      outcomes: ["matched 0", "matched 1", "matched 2", "missing", "matched 4"], unexpected: [3]),
    Mismatch(
      name: "a trailing space is a different line",
      actual: ["active -> inactive", "ContentView.init ", "inactive -> background", "Saving 3 trips", "ContentView.init"],
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

  @Test("a missing line knows which expected line it follows and after which actual line it belonged")
  func missingPlace() throws {
    let actual = ["active -> inactive", "ContentView.init", "inactive -> background", "ContentView.init"]
    let event = try #require(try verify(Self.phases, [actual]).events.first)
    let missing = try #require(event.missing.first)
    #expect(missing.pattern.text == "Saving 3 trips")
    #expect(missing.pattern.location == at(12))
    #expect(missing.previous == 2)
    #expect(event.lines[2].pattern.text == "inactive -> background")
    #expect(missing.belongsAfter == 2)
    let first = try #require(try verify(Self.phases, [Array(Self.printed.dropFirst())]).events.first?.lines.first)
    #expect(first.previous == nil)
    #expect(first.belongsAfter == nil)
  }

  @Test("a line out of order knows where it was found and what it should follow")
  func outOfOrderPlace() throws {
    let actual = ["active -> inactive", "ContentView.init", "Saving 3 trips", "inactive -> background", "ContentView.init"]
    let event = try #require(try verify(Self.phases, [actual]).events.first)
    #expect(event.outOfOrder.count == 1)
    let moved = try #require(event.outOfOrder.first)
    #expect(moved.pattern.text == "inactive -> background")
    #expect(moved.outcome == .outOfOrder(found: 3))
    #expect(moved.previous == 1)
    #expect(moved.belongsAfter == 1)
  }

  @Test("a value out of its bound is out of range, naming the value and the bound resolved")
  func outOfRange() throws {
    let body = """
      == home ==
      Clover: active → inactive, {{home: int}} heartbeats
      == return ==
      Clover: background → inactive, {{back: int in home+1...home+2}} heartbeats
      Clover: inactive → active, {{back}} heartbeats
      """
    let result = try verify(body, [
      ["Clover: active → inactive, 5 heartbeats"],
      ["Clover: background → inactive, 15 heartbeats", "Clover: inactive → active, 16 heartbeats"],
    ])
    #expect(!result.passed)
    #expect(result.events[0].passed)
    let lines = result.events[1].lines
    guard case .outOfRange(0, let bound) = lines[0].outcome else {
      Issue.record("expected out of range, got \(lines[0].summary)")
      return
    }
    #expect(bound.value == "15")
    #expect(bound.expected == "6...7")
    #expect(bound.written == "home+1...home+2")
    #expect(bound.names == [.init(name: "home", value: "5")])
    #expect(bound.hole == "{{back: int in home+1...home+2}}")
    #expect(bound.description == "15 is not in 6...7 (home+1...home+2, home = 5)")
    guard case .outOfRange(1, let reference) = lines[1].outcome else {
      Issue.record("expected out of range, got \(lines[1].summary)")
      return
    }
    #expect(reference.isBackReference)
    #expect(reference.description == "16 is not equal to 'back' (back = 15)")
    #expect(result.bindings.map { "\($0.name)=\($0.value)" } == ["home=5", "back=15"])
  }

  @Test("a bound of plain numbers reads without names")
  func plainBound() throws {
    let result = try verify("== launch ==\n{{n: int in 1...3}} carrots\n", [["4 carrots"]])
    #expect(result.events[0].lines[0].summary == "out of range 0: 4 is not in 1...3")
  }

  @Test("back-references and bounds carry across events")
  func acrossEvents() throws {
    let body = """
      == home ==
      Clover: active → inactive, {{home: int}} heartbeats
      Clover: inactive → background, {{bg: int in home...home+1}} heartbeats
      == wait 8 ==
      -- no output --
      == return ==
      Clover: background → inactive, {{back: int in home+1...home+2}} heartbeats
      Clover: inactive → active, {{back}} heartbeats
      """
    let passing = try verify(body, [
      ["Clover: active → inactive, 5 heartbeats", "Clover: inactive → background, 6 heartbeats"], [],
      ["Clover: background → inactive, 7 heartbeats", "Clover: inactive → active, 7 heartbeats"],
    ])
    #expect(passing.passed)
    #expect(passing.bindings.map(\.value) == ["5", "6", "7"])
    let failing = try verify(body, [
      ["Clover: active → inactive, 5 heartbeats", "Clover: inactive → background, 6 heartbeats"], [],
      ["Clover: background → inactive, 7 heartbeats", "Clover: inactive → active, 8 heartbeats"],
    ])
    #expect(failing.events.map(\.passed) == [true, true, false])
    #expect(failing.events[2].lines[1].summary == "out of range 1: 8 is not equal to 'back' (back = 7)")
  }

  @Test("an any-order group is matched optimally, not first fit")
  func anyOrderOptimal() throws {
    let body = "== home ==\nstart\n-- any order --\n{{n: int}} carrots\n3 carrots\n-- in order --\nend\n"
    let result = try verify(body, [["start", "3 carrots", "5 carrots", "end"]])
    #expect(result.passed)
    #expect(result.events[0].lines.map(\.summary) == ["matched 0", "matched 2", "matched 1", "matched 3"])
    #expect(result.value(of: "n") == "5")
    #expect(result.events[0].lines.map(\.group) == [nil, 0, 0, nil])
  }

  @Test("an any-order group uses bounds to pair its lines")
  func anyOrderBounds() throws {
    let body = "== home ==\n-- any order --\n{{int in 1...3}} carrots\n{{int in 4...6}} carrots\n"
    #expect(try verify(body, [["5 carrots", "2 carrots"]]).passed)
    #expect(try verify(body, [["2 carrots", "5 carrots"]]).passed)
    let failing = try verify(body, [["2 carrots", "9 carrots"]])
    #expect(failing.events[0].lines.map(\.summary) == ["matched 0", "out of range 1: 9 is not in 4...6"])
  }

  @Test("any-order groups report missing lines, lines outside the group, and strays inside it")
  func anyOrderFailures() throws {
    let body = "== home ==\nstart\n-- any order --\nb\na\n-- in order --\nend\n"
    let missing = try verify(body, [["start", "a", "end"]])
    #expect(missing.events[0].lines.map(\.summary) == ["matched 0", "missing", "matched 1", "matched 2"])
    let outside = try verify(body, [["start", "a", "end", "b"]])
    #expect(outside.events[0].lines.map(\.summary) == ["matched 0", "out of order 3", "matched 1", "matched 2"])
    let stray = try verify(body, [["start", "a", "x", "b", "end"]])
    #expect(stray.events[0].lines.map(\.summary) == ["matched 0", "matched 3", "matched 1", "matched 4"])
    #expect(stray.events[0].unexpected.map(\.text) == ["x"])
  }

  @Test("two any-order groups in a row each take their own lines")
  func adjacentGroups() throws {
    let body = "== launch ==\n-- any order --\nb\na\n-- any order --\nd\nc\n"
    let result = try verify(body, [["a", "b", "c", "d"]])
    #expect(result.passed)
    let swapped = try verify(body, [["a", "c", "b", "d"]])
    #expect(!swapped.passed)
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

  @Test("a partial any-order group may have other lines among its own")
  func partialGroup() throws {
    let body = "== home ==\n-- partial --\nfirst\n-- any order --\nb\na\n-- in order --\nlast\n"
    #expect(try verify(body, [["x", "first", "a", "y", "b", "last", "z"]]).passed)
    let outside = try verify(body, [["first", "a", "last", "b"]])
    #expect(outside.events[0].lines.map(\.summary) == ["matched 0", "out of order 3", "matched 1", "matched 2"])
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
    let result = try verify("== launch ==\n== home ==\nactive -> inactive\n", [["anything", "at all"], ["active -> inactive"]])
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
    let clean = try verify(body, [["Clover: inactive → active, 3 heartbeats"], ["x", "Saved 3 carrots", "Clover: inactive → background, 4 heartbeats"]])
    #expect(clean.passed)
    let dirty = try verify(body, [
      ["Clover: inactive → active, 3 heartbeats"],
      ["ContentView.body", "Saved 3 carrots", "Clover: inactive → background, 3 heartbeats"],
    ])
    #expect(!dirty.passed)
    #expect(dirty.events[1].lines.allSatisfy { $0.passed })
    #expect(dirty.events[1].never.map(\.index) == [0, 2])
    #expect(dirty.events[1].never.map(\.pattern.text) == ["ContentView.body", "Clover: {{word}} → background, {{n}} heartbeats"])
    #expect(dirty.events[1].never.map(\.text) == ["ContentView.body", "Clover: inactive → background, 3 heartbeats"])
  }

  @Test("every event is checked, not only up to the first failure")
  func everyEvent() throws {
    let body = "== launch ==\na\n== home ==\nb\n== return ==\nc\n"
    let result = try verify(body, [["x"], ["b"], ["y"]])
    #expect(result.events.map(\.passed) == [false, true, false])
    #expect(result.failedEvents.map(\.label) == ["launch", "return"])
  }

  @Test("a run that stopped early: later events are not reached and the failure is kept")
  func stoppedEarly() throws {
    let fixture = try fixture("== launch ==\na\n== tap \"Crash\" ==\nb\n== home ==\nc\n")
    let failure = Diagnostic.error("Fatal error: Index out of range", at: Location(file: "App.swift", line: 3, column: 5))
    let result = Verifier.verify(fixture, against: transcript([["a"]], failure: failure))
    #expect(!result.passed)
    #expect(result.runFailure == failure)
    #expect(result.events.map(\.passed) == [true, false, false])
    #expect(result.events.map(\.reached) == [true, false, false])
    #expect(result.events[1].lines.map(\.summary) == ["not reached"])
    #expect(result.events[2].label == "home")
  }

  @Test("a run failure fails the fixture even when every event has a record")
  func failureAfterLastEvent() throws {
    let fixture = try fixture("== launch ==\na\n")
    let result = Verifier.verify(fixture, against: transcript([["a"]], failure: .error("step budget spent", at: nil)))
    #expect(result.events[0].passed)
    #expect(!result.passed)
  }

  @Test("hints apply to a failing event whose console matches them, in order")
  func hints() throws {
    let body = """
      == home ==
      The warren: inactive → background
      Saved 3 carrots
      Clover: inactive → background, {{int}} heartbeats
      -- hint: save in the App or the scene: the view hears background last --
      Clover: inactive → background, {{int}} heartbeats
      Saved 3 carrots
      -- hint: nothing was saved --
      The warren: inactive → background
      """
    let late = try verify(body, [["The warren: inactive → background", "Clover: inactive → background, 4 heartbeats", "Saved 3 carrots"]])
    #expect(late.events[0].hint?.message == "save in the App or the scene: the view hears background last")
    let none = try verify(body, [["The warren: inactive → background"]])
    #expect(none.events[0].hint?.message == "nothing was saved")
    let good = try verify(body, [["The warren: inactive → background", "Saved 3 carrots", "Clover: inactive → background, 4 heartbeats"]])
    #expect(good.passed)
    #expect(good.events[0].hint == nil)
    let other = try verify(body, [["Something else"]])
    #expect(other.events[0].hint == nil)
  }

  @Test("claim and points are carried into the event's result")
  func claimAndPoints() throws {
    let result = try verify("== home ==\n-- claim: saves on background --\n-- points: 2 --\nSaved\n", [["Saved"]])
    #expect(result.events[0].claim == "saves on background")
    #expect(result.events[0].points == 2)
  }
}
