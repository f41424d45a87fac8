import Expectations
import Testing
import Transcript

@Suite("Verifying holes, bindings and any-order groups")
struct HoleVerifierTests {
  @Test("a value out of its bound is out of range, naming the value and the bound resolved")
  func outOfRange() throws {
    let body = """
      == home ==
      Clover: active → inactive, {{home: int}} heartbeats
      == return ==
      Clover: background → inactive, {{back: int in home+1...home+2}} heartbeats
      Clover: inactive → active, {{back}} heartbeats
      """
    let result = try verify(
      body,
      [
        ["Clover: active → inactive, 5 heartbeats"],
        [
          "Clover: background → inactive, 15 heartbeats",
          "Clover: inactive → active, 16 heartbeats",
        ],
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
    let passing = try verify(
      body,
      [
        ["Clover: active → inactive, 5 heartbeats", "Clover: inactive → background, 6 heartbeats"],
        [],
        ["Clover: background → inactive, 7 heartbeats", "Clover: inactive → active, 7 heartbeats"],
      ])
    #expect(passing.passed)
    #expect(passing.bindings.map(\.value) == ["5", "6", "7"])
    let failing = try verify(
      body,
      [
        ["Clover: active → inactive, 5 heartbeats", "Clover: inactive → background, 6 heartbeats"],
        [],
        ["Clover: background → inactive, 7 heartbeats", "Clover: inactive → active, 8 heartbeats"],
      ])
    #expect(failing.events.map(\.passed) == [true, true, false])
    #expect(
      failing.events[2].lines[1].summary == "out of range 1: 8 is not equal to 'back' (back = 7)")
  }

  @Test("an any-order group is matched optimally, not first fit")
  func anyOrderOptimal() throws {
    let body =
      "== home ==\nstart\n-- any order --\n{{n: int}} carrots\n3 carrots\n-- in order --\nend\n"
    let result = try verify(body, [["start", "3 carrots", "5 carrots", "end"]])
    #expect(result.passed)
    #expect(
      result.events[0].lines.map(\.summary) == ["matched 0", "matched 2", "matched 1", "matched 3"])
    #expect(result.value(of: "n") == "5")
    #expect(result.events[0].lines.map(\.group) == [nil, 0, 0, nil])
  }

  @Test("an any-order group uses bounds to pair its lines")
  func anyOrderBounds() throws {
    let body = "== home ==\n-- any order --\n{{int in 1...3}} carrots\n{{int in 4...6}} carrots\n"
    #expect(try verify(body, [["5 carrots", "2 carrots"]]).passed)
    #expect(try verify(body, [["2 carrots", "5 carrots"]]).passed)
    let failing = try verify(body, [["2 carrots", "9 carrots"]])
    #expect(
      failing.events[0].lines.map(\.summary) == ["matched 0", "out of range 1: 9 is not in 4...6"])
  }

  @Test("any-order groups report missing lines, lines outside the group, and strays inside it")
  func anyOrderFailures() throws {
    let body = "== home ==\nstart\n-- any order --\nb\na\n-- in order --\nend\n"
    let missing = try verify(body, [["start", "a", "end"]])
    #expect(
      missing.events[0].lines.map(\.summary) == ["matched 0", "missing", "matched 1", "matched 2"])
    let outside = try verify(body, [["start", "a", "end", "b"]])
    #expect(
      outside.events[0].lines.map(\.summary) == [
        "matched 0", "out of order 3", "matched 1", "matched 2",
      ])
    let stray = try verify(body, [["start", "a", "x", "b", "end"]])
    #expect(
      stray.events[0].lines.map(\.summary) == ["matched 0", "matched 3", "matched 1", "matched 4"])
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

  @Test("a partial any-order group may have other lines among its own")
  func partialGroup() throws {
    let body = "== home ==\n-- partial --\nfirst\n-- any order --\nb\na\n-- in order --\nlast\n"
    #expect(try verify(body, [["x", "first", "a", "y", "b", "last", "z"]]).passed)
    let outside = try verify(body, [["first", "a", "last", "b"]])
    #expect(
      outside.events[0].lines.map(\.summary) == [
        "matched 0", "out of order 3", "matched 1", "matched 2",
      ])
  }

  @Test("an ordered line written like a group's line does not take the group's place")
  func groupBeforeTwin() throws {
    let body = "== home ==\nstart\n-- any order --\nA\nB\n-- in order --\nA\nend\n"
    #expect(try verify(body, [["start", "B", "A", "A", "end"]]).passed)
    let noisy = try verify(body, [["start", "A", "B", "A", "X", "end"]])
    #expect(
      noisy.events[0].lines.map(\.summary) == [
        "matched 0", "matched 1", "matched 2", "matched 3", "matched 5",
      ])
    #expect(noisy.events[0].unexpected.map(\.text) == ["X"])
  }
}
