import HarnessTestSupport
import Testing

/// `.now() + delay` where `delay` is not a literal: the implicit member takes `DispatchTime`
/// from `static func + (DispatchTime, Double)`, as swiftc solves it (it was refused with
/// "type 'Double' has no member 'now'").
@Suite("Implicit members beside a non-literal operand")
struct ImplicitOperandDeadlineTests {
  @Test("a deadline written with a variable or Double.infinity is read and scheduled")
  func deadlinesWithVariables() throws {
    let transcript = try EngineHarness.run(["App.swift": """
      import SwiftUI
      @main
      struct ProbeApp: App { var body: some Scene { WindowGroup { Text("a").onAppear {
          let delay: Double = 0.5
          DispatchQueue.main.asyncAfter(deadline: .now() + delay) { print("soon") }
          DispatchQueue.main.asyncAfter(deadline: .now() + Double.infinity) { print("never") }
          DispatchQueue.main.asyncAfter(deadline: .now() + .infinity) { print("never either") }
      } } } }
      """], events: ["launch", "wait 100"])
    try #require(transcript.failure == nil, "\(String(describing: transcript.failure))")
    #expect(EngineHarness.consoles(transcript) == [[], ["soon"]])
  }
}
