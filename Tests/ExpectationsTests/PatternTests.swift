import Expectations
import Testing

@Suite("Holes and bounds")
struct PatternTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var written: String
    var pieces: [LinePattern.Piece]
    var testDescription: String { written }
  }

  static let cases: [Case] = [
    Case(written: "{{int}} carrots", pieces: [.hole(Hole(type: .int)), .literal(" carrots")]),
    Case(written: "{{number}}", pieces: [.hole(Hole(type: .number))]),
    Case(
      written: "x {{word}} y", pieces: [.literal("x "), .hole(Hole(type: .word)), .literal(" y")]),
    Case(written: "a{{text}}", pieces: [.literal("a"), .hole(Hole(type: .text))]),
    Case(
      written: "Clover: active → inactive, {{home: int}} heartbeats",
      pieces: [
        .literal("Clover: active → inactive, "), .hole(Hole(name: "home", type: .int)),
        .literal(" heartbeats"),
      ]),
    Case(
      written: "{{n: int in 1...5}}",
      pieces: [.hole(Hole(name: "n", type: .int, lower: .number(1), upper: .number(5)))]),
    Case(
      written: "{{int in -3...3}}",
      pieces: [.hole(Hole(type: .int, lower: .number(-3), upper: .number(3)))]),
    Case(
      written: "{{x: number in 0.5...2.25}} s",
      pieces: [
        .hole(Hole(name: "x", type: .number, lower: .number(0.5), upper: .number(2.25))),
        .literal(" s"),
      ]),
    Case(written: "{{ spaced :  word }}", pieces: [.hole(Hole(name: "spaced", type: .word))]),
    Case(
      written: "{{{n: int}}}",
      pieces: [.literal("{"), .hole(Hole(name: "n", type: .int)), .literal("}")]),
    Case(
      written: "[[1, 2], {{int}}]",
      pieces: [.literal("[[1, 2], "), .hole(Hole(type: .int)), .literal("]")]),
    Case(written: "range 1...{{int}}", pieces: [.literal("range 1..."), .hole(Hole(type: .int))]),
  ]

  @Test("holes are read into typed pieces", arguments: cases)
  func hole(_ testCase: Case) throws {
    let line = try #require(
      try fixture("== launch ==\n\(testCase.written)\n").events.first?.console?.lines.first)
    #expect(line.pieces == testCase.pieces)
    #expect(line.text == testCase.written)
  }

  @Test("bounds may use earlier names plus or minus a number, and back-references take their type")
  func boundsAndBackReferences() throws {
    let body = """
      == home ==
      Clover: active → inactive, {{home: int}} heartbeats
      Clover: inactive → background, {{bg: int in home...home+1}} heartbeats
      took {{t: number}} s
      == return ==
      Clover: background → inactive, {{back: int in home+1...home+2}} heartbeats
      Clover: inactive → active, {{back}} heartbeats
      {{int in home - 1 ... bg + 0.5}} and {{t}}
      """
    let events = try fixture(body).events
    let home = try #require(events[0].console?.lines)
    let back = try #require(events[1].console?.lines)
    #expect(
      home[1].holes == [
        Hole(
          name: "bg", type: .int, lower: .name("home", offset: 0), upper: .name("home", offset: 1))
      ])
    #expect(
      back[0].holes == [
        Hole(
          name: "back", type: .int, lower: .name("home", offset: 1), upper: .name("home", offset: 2)
        )
      ])
    #expect(back[1].holes == [Hole(name: "back", type: .int, isBackReference: true)])
    #expect(
      back[2].holes == [
        Hole(type: .int, lower: .name("home", offset: -1), upper: .name("bg", offset: 0.5)),
        Hole(name: "t", type: .number, isBackReference: true),
      ])
    #expect(back[0].holes[0].boundText == "home+1...home+2")
    #expect(back[0].holes[0].written == "{{back: int in home+1...home+2}}")
    #expect(back[1].holes[0].written == "{{back}}")
    #expect(back[2].holes[0].written == "{{int in home-1...bg+0.5}}")
  }

  @Test("a name bound in one line can bound a later hole of the same line")
  func sameLineBinding() throws {
    let line = try #require(
      try fixture("== launch ==\n{{a: int}} then {{b: int in a...a+3}} then {{a}}\n").events.first?
        .console?.lines.first)
    #expect(line.holes.map(\.name) == ["a", "b", "a"])
    #expect(line.holes.map(\.isBackReference) == [false, false, true])
  }

  @Test("screens may bind names that later lines use; never and hint lines may use them")
  func bindingAcrossRegions() throws {
    let body = """
      == tap "Give Clover a carrot" ==
      -- screen --
      🥕 {{carrots: int}}
      -- never --
      🥕 {{carrots}}
      -- hint: counted twice --
      {{int in carrots...carrots}} carrots
      == home ==
      Saved {{carrots}} carrots
      """
    let events = try fixture(body).events
    #expect(events[0].never[0].holes == [Hole(name: "carrots", type: .int, isBackReference: true)])
    #expect(
      events[1].console?.lines[0].holes == [
        Hole(name: "carrots", type: .int, isBackReference: true)
      ])
  }
}
