import Foundation
import HarnessTestSupport
import Testing

@testable import Expectations

/// System lines are recognised by their family's shape: every real line of the corpus is
/// dropped, every app line that only looks like one is kept, and a line the lesson claims is
/// never dropped.
@Suite("Grading: the system's lines, by family")
struct NoiseCorpusTests {
  /// One sample of the corpus: a line, or a report of several lines, and where it was seen.
  struct Sample: CustomTestStringConvertible, Sendable {
    var source: String
    var lines: [String]
    var testDescription: String { lines[0].prefix(90) + (lines.count > 1 ? " (report)" : "") }
  }

  static let samples: [Sample] = {
    let text =
      (try? String(
        contentsOfFile: PackagePaths.path("Tests/Corpora/system-lines.txt"), encoding: .utf8)) ?? ""
    var samples: [Sample] = []
    var source = ""
    var report: [String]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if report == nil, line.hasPrefix("#") || line.isEmpty { continue }
      if line.hasPrefix("@ ") {
        source = String(line.dropFirst(2))
      } else if line == "<<<" {
        report = []
      } else if line == ">>>" {
        samples.append(Sample(source: source, lines: report ?? []))
        report = nil
      } else if report != nil {
        report?.append(line)
      } else {
        samples.append(Sample(source: source, lines: [line]))
      }
    }
    return samples
  }()

  static let appLines: [String] = {
    let text =
      (try? String(
        contentsOfFile: PackagePaths.path("Tests/Corpora/app-lines.txt"), encoding: .utf8)) ?? ""
    return text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
  }()

  static let body = "== launch ==\nTripsApp.init\nbackground -> inactive\n"

  private func grade(_ middle: [String], body: String = body) throws -> Grade {
    let paste = (["TripsApp.init"] + middle + ["background -> inactive"]).joined(separator: "\n")
    return Grader.grade(try fixture(body), paste: paste, source: "console.txt")
  }

  @Test("the corpus holds at least 150 real system lines, each with its source, and 50 app lines")
  func corpusSize() {
    let single = Self.samples.filter { $0.lines.count == 1 }
    #expect(single.count >= 150, "\(single.count) single lines")
    #expect(
      Self.samples.allSatisfy {
        $0.source.hasPrefix("https://") || $0.source.hasPrefix("lesson-runner issue")
      })
    #expect(Self.appLines.count >= 50)
    #expect(Set(Self.appLines).count == Self.appLines.count, "an app line is listed twice")
  }

  @Test("every real system line is dropped, and the paste around it passes", arguments: samples)
  func systemLine(_ sample: Sample) throws {
    let grade = try grade(sample.lines)
    #expect(
      grade.outcome == .pass,
      "\(grade.checks.flatMap(\.lines).filter { $0.status == .failed }.map(\.message))")
    #expect(grade.normalisation?.droppedCount == sample.lines.count)
    #expect(grade.normalisation?.comparedLines == 2)
  }

  @Test(
    "an app line that only looks like a system line is kept, and is unexpected", arguments: appLines
  )
  func appLine(_ line: String) throws {
    let grade = try grade([line])
    #expect(
      grade.normalisation?.droppedCount == 0, "\(grade.normalisation?.dropped.map(\.name) ?? [])")
    #expect(grade.outcome == .fail)
    let unexpected = grade.checks.flatMap(\.lines).filter { $0.kind == .unexpected }
    #expect(unexpected.map(\.actual) == [line])
  }

  @Test(
    "a line the lesson claims is never a system line, however it looks",
    arguments: [
      "nw_connection_copy_connected_local_endpoint_block_invoke [C1] Connection has no local endpoint",
      "Publishing changes from within view updates is not allowed, this will cause undefined behavior.",
      "[SwiftUI] Invalid frame dimension (negative or non-finite).",
      "Message from debugger: {{text}}", "Task <{{word}}>.<{{int}}> finished",
    ])
  func claimedLine(_ claimed: String) throws {
    let body = "== launch ==\nTripsApp.init\n\(claimed)\nbackground -> inactive\n"
    let printed = claimed.replacingOccurrences(of: "{{text}}", with: "Terminated due to signal 9")
      .replacingOccurrences(of: "{{word}}", with: "F287C097-F14E-4D20-8ED4-5BDEDEB546F9")
      .replacingOccurrences(of: "{{int}}", with: "7")
    let grade = try grade([printed], body: body)
    #expect(grade.outcome == .pass, "\(grade.message)")
    #expect(grade.normalisation?.droppedCount == 0)
    // Without the claim, the same line is the system's.
    #expect(try self.grade([printed]).normalisation?.droppedCount == 1)
  }

  @Test("a claimed line inside a layout report is kept; the report around it is dropped")
  func claimedInsideReport() throws {
    let report = try #require(
      Self.samples.first { $0.lines.count > 10 && $0.lines[0].hasSuffix("satisfy constraints.") })
    let body = "== launch ==\nTripsApp.init\n(\nbackground -> inactive\n"
    let grade = try grade(report.lines, body: body)
    #expect(grade.outcome == .pass, "\(grade.message)")
    #expect(grade.normalisation?.droppedCount == report.lines.count - 1)
  }

  @Test("with Xcode's metadata, a message from a system library is dropped and the app's is kept")
  func metadata() throws {
    let system =
      "Type: Error | Timestamp: 2024-09-05 07:42:53.611994-07:00 | Process: Trips | Library: Sharing | Subsystem: com.apple.ShareSheet | Category: ShareSheet | TID: 0x63ef29"
    let own =
      "Type: Notice | Timestamp: 2024-09-05 07:42:54.000000-07:00 | Process: Trips | Library: Trips | Subsystem: trips | Category: app | TID: 0x63ef29"
    let dropped = try grade(["Only support loading options for CKShare and SWY types.", system])
    #expect(dropped.outcome == .pass)
    #expect(
      dropped.normalisation?.dropped.map(\.name).contains(
        "a message from Sharing (Xcode's metadata)") == true)
    let kept = try grade(["Saving 3 trips", own])
    #expect(kept.outcome == .fail)
    #expect(
      kept.checks.flatMap(\.lines).filter { $0.kind == .unexpected }.map(\.actual) == [
        "Saving 3 trips"
      ])
  }

  @Test(
    "every family says who writes its lines and where they were seen, and the corpus exercises it")
  func families() {
    var exercised: Set<String> = []
    for sample in Self.samples {
      let lines = sample.lines.map { line -> Substring in
        let text = Substring(line)
        return XcodePrefix.end(in: text).map { text[$0...] } ?? text
      }
      let found = SystemLines { _ in false }.classify(
        lines.map { Comparison.trimmingTrailingSpaces($0) })
      exercised.formUnion(found.values.map(\.name))
    }
    for family in NoiseRule.known + [LogCategory.rule] {
      #expect(!family.origin.isEmpty && !family.source.isEmpty, "\(family.name)")
      #expect(exercised.contains(family.name), "no corpus line of '\(family.name)'")
    }
  }
}
