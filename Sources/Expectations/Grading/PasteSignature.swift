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
