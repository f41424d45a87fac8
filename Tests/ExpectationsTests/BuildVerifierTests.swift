import Expectations
import Testing
import Transcript

@Suite("Verifying build claims")
struct BuildVerifierTests {
  static let twoMains = """
    == build ==
    TripsApp.swift:3:1: error: 'main' attribute can only apply to one type in a module
    TripsApp.swift:25:1: error: 'main' attribute can only apply to one type in a module
    """
  static let main = "'main' attribute can only apply to one type in a module"

  private func build(_ body: String, _ actual: [Diagnostic]) throws -> FixtureResult {
    Verifier.verify(try fixture(body), against: Transcript(build: actual))
  }

  private func error(_ file: String, _ line: Int, _ column: Int, _ message: String = main)
    -> Diagnostic
  {
    .error(message, at: Location(file: file, line: line, column: column))
  }

  @Test("the listed diagnostics match in any order")
  func anyOrder() throws {
    let result = try build(
      Self.twoMains, [error("TripsApp.swift", 25, 1), error("TripsApp.swift", 3, 1)])
    #expect(result.passed)
    #expect(result.build?.matched.map(\.actual.location?.line) == [3, 25])
    #expect(result.events.isEmpty)
  }

  @Test("location parts left out match any")
  func shortenedLocations() throws {
    let body =
      "== build ==\nTripsApp.swift:3: error: \(Self.main)\nTripsApp.swift: error: \(Self.main)\n"
    #expect(
      try build(body, [error("TripsApp.swift", 3, 9), error("TripsApp.swift", 25, 1)]).passed)
    #expect(try build("== build ==\nerror: \(Self.main)\n", [error("Other.swift", 1, 1)]).passed)
    #expect(
      try build(
        "== build ==\nTripsApp.swift:3: error: \(Self.main)\n",
        [error("Sources/TripsApp.swift", 3, 1)]
      ).passed)
  }

  @Test("a listed diagnostic that is not reported is missing")
  func missing() throws {
    let result = try build(Self.twoMains, [error("TripsApp.swift", 3, 1)])
    #expect(!result.passed)
    #expect(result.build?.missing.map(\.line) == [25])
    #expect(result.build?.missing.first?.location == at(10))
  }

  @Test("every error or warning must be listed; notes need not be")
  func unexpected() throws {
    let extra = Diagnostic.warning(
      "variable 'x' was never used", at: Location(file: "A.swift", line: 2, column: 9))
    let note = Diagnostic(.note, "did you mean 'y'?", at: nil)
    let result = try build(
      Self.twoMains, [error("TripsApp.swift", 3, 1), note, error("TripsApp.swift", 25, 1), extra])
    #expect(!result.passed)
    #expect(result.build?.unexpected == [extra])
  }

  @Test("each listed diagnostic needs a distinct reported one, matched optimally")
  func distinct() throws {
    let body = "== build ==\nerror: \(Self.main)\nTripsApp.swift:3: error: \(Self.main)\n"
    #expect(try build(body, [error("TripsApp.swift", 3, 1), error("Other.swift", 5, 1)]).passed)
    let once = try build(body, [error("TripsApp.swift", 3, 1)])
    #expect(once.build?.missing.count == 1)
  }

  @Test("severity and message must match exactly")
  func severityAndMessage() throws {
    let warning = Diagnostic.warning(
      Self.main, at: Location(file: "TripsApp.swift", line: 3, column: 1))
    let result = try build("== build ==\nTripsApp.swift:3:1: error: \(Self.main)\n", [warning])
    #expect(result.build?.missing.count == 1)
    #expect(result.build?.unexpected == [warning])
  }

  @Test("without '== build ==', a clean build has no build result and an error fails")
  func noBuildSection() throws {
    let fixture = try fixture("== launch ==\nhello\n")
    let clean = Verifier.verify(fixture, against: transcript([["hello"]]))
    #expect(clean.build == nil)
    #expect(clean.passed)
    let broken = Verifier.verify(
      fixture, against: Transcript(build: [error("App.swift", 1, 1, "expected '}'")]))
    #expect(broken.build?.passed == false)
    #expect(broken.build?.location == nil)
    #expect(broken.events.map(\.reached) == [false])
    #expect(!broken.passed)
  }
}
