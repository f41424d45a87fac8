/// Lines that Xcode, the debugger or iOS itself write into the console, not the student's app.
///
/// Grading a paste drops a line only when it is one of these, and counts it in the report.
/// The list is data: each entry says what it matches and where the line comes from. A line
/// is tested after its Xcode/NSLog prefix and trailing spaces are removed.
struct NoiseRule: Sendable, Equatable {
  enum Match: Sendable, Equatable {
    case exact(String)
    case prefix(String)
    /// Starts with the first text and contains the second after it.
    case prefixAndContains(String, String)
  }

  /// How the report names the line: `Message from debugger: …`.
  var name: String
  /// Who writes it, and when.
  var origin: String
  var match: Match

  func matches(_ line: Substring) -> Bool {
    switch match {
    case .exact(let text):
      return line == text
    case .prefix(let text):
      return line.hasPrefix(text)
    case .prefixAndContains(let start, let inner):
      guard line.hasPrefix(start) else { return false }
      return Comparison.contains(line.dropFirst(start.count), inner)
    }
  }
}

extension NoiseRule {
  static let known: [NoiseRule] = [
    NoiseRule(
      name: "Program ended with exit code: …",
      origin: "Xcode, when the debugged process exits by itself",
      match: .prefix("Program ended with exit code: ")),
    NoiseRule(
      name: "Message from debugger: …",
      origin: "LLDB, Xcode's debugger, when the process is killed (Stop, swiping the app away)",
      match: .prefix("Message from debugger: ")),
    NoiseRule(
      name: "(lldb)", origin: "LLDB's prompt, when the app is paused in the debugger",
      match: .prefix("(lldb)")),
    NoiseRule(
      name: "[SceneConfiguration] …",
      origin: "UIKit's log at launch, when Info.plist has no scene configuration (SwiftUI apps)",
      match: .prefix("[SceneConfiguration] ")),
    NoiseRule(
      name: "Failed to send CA Event for app launch measurements …",
      origin: "the Simulator's launch measurements, at each launch (iOS 17 and later)",
      match: .prefix("Failed to send CA Event for app launch measurements")),
    NoiseRule(
      name: "elapsedCPUTimeForFrontBoard couldn't generate a task port",
      origin: "FrontBoard on the Simulator, at launch (iOS 17 and later)",
      match: .exact("elapsedCPUTimeForFrontBoard couldn't generate a task port")),
    NoiseRule(
      name: "App is being debugged, do not track this hang",
      origin: "hang detection, when a debugger is attached (iOS 17 and later)",
      match: .exact("App is being debugged, do not track this hang")),
    NoiseRule(
      name: "Hang detected: … (debugger attached, not reporting)",
      origin: "hang detection, when a debugger is attached (iOS 17 and later)",
      match: .prefixAndContains("Hang detected: ", "(debugger attached, not reporting)")),
    NoiseRule(
      name: "Snapshotting a view … that has not been rendered …",
      origin: "UIKit, taking the app switcher's snapshot of a view never drawn",
      match: .prefixAndContains("Snapshotting a view ", "that has not been rendered")),
    NoiseRule(
      name: "[Common] Snapshot request … complete with error …",
      origin: "FrontBoardServices, when a snapshot for the app switcher fails",
      match: .prefixAndContains("[Common] Snapshot request ", "complete with error")),
    NoiseRule(
      name: "Can't find or decode reasons",
      origin: "the Simulator's text input and accessibility services (iOS 17)",
      match: .exact("Can't find or decode reasons")),
    NoiseRule(
      name: "Failed to get or decode unavailable reasons",
      origin: "the Simulator's text input and accessibility services (iOS 17)",
      match: .exact("Failed to get or decode unavailable reasons")),
    NoiseRule(
      name: "fopen failed for data file: …",
      origin: "the Simulator's keyboard cache, at the first text input",
      match: .prefix("fopen failed for data file: ")),
    NoiseRule(
      name: "Errors found! Invalidating cache...",
      origin: "the Simulator's keyboard cache, after 'fopen failed for data file'",
      match: .exact("Errors found! Invalidating cache...")),
    NoiseRule(
      name: "nw_protocol_get_quic_image_block_invoke dlopen libquic failed",
      origin: "the Network framework on the Simulator, when QUIC is not available",
      match: .prefix("nw_protocol_get_quic_image_block_invoke dlopen libquic failed")),
    NoiseRule(
      name: "CLIENT OF UIKIT REQUIRES UPDATE: …",
      origin: "UIKit on iOS 26, for an app that does not adopt the scene life cycle",
      match: .prefix("CLIENT OF UIKIT REQUIRES UPDATE: ")),
    NoiseRule(
      name: "Type: … | Timestamp: … (metadata)",
      origin: "Xcode's console with metadata shown: the line it adds under each message",
      match: .prefixAndContains("Type: ", " | Timestamp: ")),
  ]

  /// The first rule that matches the line, if any.
  static func rule(for line: Substring) -> NoiseRule? {
    known.first { $0.matches(line) }
  }
}

/// Signs that a paste is not a console of the app running, or that the app did not run to
/// its end: source code, a fixture, a web page, a crash, a failed build.
enum PasteSignature: Sendable, Equatable {
  /// The paste is something else than a console; the reason names what it looks like.
  case notConsole(String)
  /// The app crashed: the Swift runtime's or the Objective-C runtime's last words.
  case crash(line: Int)

  /// Lines that only Swift source has: a paste that holds them is code, not a console.
  static let sourceLines: [String] = [
    "import SwiftUI", "import UIKit", "import Foundation", "@main",
  ]

  /// Text the runtime prints as an app crashes.
  static let crashMarks: [(start: String?, inner: String)] = [
    // Swift runtime: `Garden/ContentView.swift:12: Fatal error: Unexpectedly found nil …`.
    (nil, "Fatal error: "),
    // Objective-C runtime: an uncaught NSException.
    ("*** Terminating app due to uncaught exception", ""),
    // libc++: an uncaught C++ exception.
    ("libc++abi: terminating", ""),
  ]

  static func crash(in line: Substring) -> Bool {
    crashMarks.contains { start, inner in
      if let start { return line.hasPrefix(start) }
      return line.hasPrefix(inner) || Comparison.contains(line, ": " + inner)
    }
  }
}
