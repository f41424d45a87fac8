import Foundation
import Transcript

/// The engine's run of a conformance program: its output, or why it would not run it.
public struct EngineOutcome: Hashable, Sendable {
  public var output: ProgramOutput
  /// Set when the engine refused the program (a read or build error, an unsupported construct,
  /// a budget exhausted): the engine's own located message.
  public var refusal: String?

  public init(output: ProgramOutput, refusal: String? = nil) {
    self.output = output
    self.refusal = refusal
  }

  /// Runs `source` as the `main.swift` of a program launched once, as a conformance program runs.
  public static func run(_ source: String) -> EngineOutcome {
    do {
      return EngineOutcome(try EngineHarness.run(["main.swift": source], events: ["launch"]) { $0.moduleName = "main" })
    } catch {
      return EngineOutcome(output: ProgramOutput(stdout: ""), refusal: "read error: \(error)")
    }
  }

  /// The outcome of a transcript: console lines joined by line breaks, a crash as a trap line.
  ///
  /// The console keeps no record of where a line break fell, so a program must end every line it
  /// prints (the corpus's programs do; `regenerate.sh` warns about one that does not). A crash's
  /// message is the trap line: the engine words a trap as the Swift runtime does, location
  /// prefix included.
  public init(_ transcript: Transcript) {
    let lines = transcript.console.map(\.text)
    let stdout = lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    if let error = transcript.build.first(where: { $0.severity == .error }) {
      self.init(output: ProgramOutput(stdout: stdout), refusal: "build error: \(error)")
      return
    }
    switch transcript.failure {
    case nil:
      self.init(output: ProgramOutput(stdout: stdout))
    case .crashed(let diagnostic)?:
      self.init(output: ProgramOutput(stdout: stdout, trap: diagnostic.message))
    case let failure?:
      self.init(output: ProgramOutput(stdout: stdout), refusal: "\(failure.kindName): \(failure)")
    }
  }

  /// How this outcome differs from swiftc's, in one line; nil when it is the same byte for byte.
  public func difference(from expected: ProgramOutput) -> String? {
    if let refusal { return Self.clipped(refusal) }
    if let got = output.trap, expected.trap == nil {
      return Self.clipped("trapped: '\(got)'; swiftc's build did not")
    }
    if output.stdout != expected.stdout {
      return Self.clipped(Self.firstDifference(output.stdout, expected.stdout))
    }
    switch (output.trap, expected.trap) {
    case (nil, nil): return nil
    case (let got?, nil): return Self.clipped("trapped: '\(got)'; swiftc's build did not")
    case (nil, let want?): return Self.clipped("did not trap; swiftc's build: '\(want)'")
    case (let got?, let want?):
      return got == want ? nil : Self.clipped("trap worded '\(got)'; swiftc's: '\(want)'")
    }
  }

  static func firstDifference(_ got: String, _ want: String) -> String {
    let a = lines(got)
    let b = lines(want)
    for index in 0..<min(a.count, b.count) where a[index] != b[index] {
      return "line \(index + 1): printed '\(a[index])'; swiftc's: '\(b[index])'"
    }
    if a.count < b.count {
      return "stopped after \(a.count) lines; swiftc's went on: '\(b[a.count])'"
    }
    if a.count > b.count { return "printed \(a.count - b.count) more lines: '\(a[b.count])'" }
    return "the same lines, but not the same line breaks at the end"
  }

  /// The lines of a text whose lines all end with a line break.
  static func lines(_ text: String) -> [Substring] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// One line of at most 160 characters.
  static func clipped(_ text: String) -> String {
    let line = text.replacingOccurrences(of: "\n", with: "⏎")
    return line.count <= 160 ? line : String(line.prefix(157)) + "..."
  }
}

extension RunFailure {
  /// A word for the kind of failure: `unsupported`, `endless`, …
  var kindName: String {
    switch self {
    case .crashed: "crashed"
    case .unsupported: "unsupported"
    case .endless: "endless"
    case .impossibleEvent: "impossible event"
    }
  }
}
