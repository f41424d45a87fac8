/// A family of lines that Xcode, the debugger, iOS or its frameworks write into an app's
/// console: not the app's, so grading a paste drops them and counts them by family.
///
/// A family is recognised by the shape of its lines (``LineShape``), not by exact phrasings:
/// `Snapshotting a view ({hex}, {any}) that {any}` takes every view class and every reason
/// UIKit gives. Some families are reports that span several lines (a layout-constraint report,
/// a thread checker's backtrace): their first line has one of `shapes`, and the lines that
/// follow it while they have one of `continuation` belong to it.
///
/// The families are data, in ``known``: each says who writes its lines and where such lines
/// were seen or are documented.
struct NoiseRule: Sendable, Equatable {
  /// How the report names the family: `Snapshotting a view …`.
  var name: String
  /// Who writes such lines, and when.
  var origin: String
  /// Where such lines were seen or are documented: an issue thread, a forum post, a document.
  var source: String
  /// The shapes of its lines (of the first line, for a report).
  var shapes: [LineShape]
  /// For a report that spans several lines: the shapes of the lines that continue it.
  var continuation: [LineShape] = []

  init(
    name: String, origin: String, source: String, shapes: [String], continuation: [String] = []
  ) {
    self.name = name
    self.origin = origin
    self.source = source
    self.shapes = shapes.map(LineShape.init)
    self.continuation = continuation.map(LineShape.init)
  }

  func matches(_ line: ArraySlice<UInt8>) -> Bool {
    shapes.contains { $0.matches(line) }
  }

  func continues(_ line: ArraySlice<UInt8>) -> Bool {
    continuation.contains { $0.matches(line) }
  }

  /// The first family whose shapes the line has, trying it as it is and then without the
  /// `[category] ` that unified logging puts before a message; nil when no family has it.
  static func rule(for line: Substring) -> NoiseRule? {
    let bytes = ArraySlice(Array(line.utf8))
    if let rule = known.first(where: { $0.matches(bytes) }) { return rule }
    guard let (category, message) = LogCategory.split(bytes) else { return nil }
    if let rule = known.first(where: { $0.matches(message) }) { return rule }
    return LogCategory.isSystem(category) ? LogCategory.rule : nil
  }
}

/// The `[category] ` that unified logging shows before a message (`[LayoutConstraints]`,
/// `[com.apple.SwiftUI:Invalid Configuration]`, `[libxpc.dylib]`, or `[]` in iOS 10).
///
/// A line whose category is one of Apple's is the system's whatever its message says; an
/// app's own category (`[Garden]`) is not, and the line is kept.
enum LogCategory {
  /// Categories Apple's frameworks log under, each seen in app consoles (the test corpus shows
  /// where); a category an app might use for itself (`App`, `Network`) is not listed.
  static let apple: Set<String> = [
    "SceneConfiguration", "Common", "LayoutConstraints", "Snapshotting", "Presentation",
    "TableView", "Storyboard", "connection", "BoringSSL", "boringssl", "tcp", "AXRuntimeCommon",
    "RTILog", "RemoteTextInput", "reports", "CoreLocation", "SwiftUI", "RunningBoardServices",
  ]

  /// The family every line with an Apple category belongs to.
  static let rule = NoiseRule(
    name: "[Category] … (unified logging)",
    origin: "Apple's frameworks, logging under their category through the unified logging"
      + " system; Xcode shows the category in brackets before the message",
    source: "https://developer.apple.com/documentation/os/logger (subsystem and category);"
      + " seen in https://github.com/expo/expo/issues/33286 and"
      + " https://github.com/flutter/flutter/issues/82891",
    shapes: [])

  /// The category and the message after it, when the line starts with `[…] `.
  static func split(_ line: ArraySlice<UInt8>) -> (category: String, message: ArraySlice<UInt8>)? {
    guard line.first == UInt8(ascii: "["),
      let close = line.firstIndex(of: UInt8(ascii: "]")),
      close + 1 < line.endIndex, line[close + 1] == UInt8(ascii: " ")
    else { return nil }
    let category = String(decoding: line[(line.startIndex + 1)..<close], as: UTF8.self)
    guard !category.contains("[") else { return nil }
    return (category, line[(close + 2)...])
  }

  /// Whether the category is one a system component logs under.
  static func isSystem(_ category: String) -> Bool {
    if apple.contains(category) { return true }
    if category.hasPrefix("com.apple.") { return true }
    return category.hasPrefix("lib") && category.hasSuffix(".dylib")
  }
}
