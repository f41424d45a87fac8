import Expectations
import Testing

/// How a pasted console is read: line breaks, Xcode's prefix, trailing spaces, the system's own
/// lines, arrows; and that the student's lines are shown as pasted.
@Suite("Grading: reading a pasted console")
struct GradingNormalisationTests {
  static let body = """
    == launch ==
    TripsApp.init
    background -> inactive
    """

  private func grade(_ paste: String) throws -> Grade {
    Grader.grade(try fixture(Self.body), paste: paste, source: "console.txt")
  }

  private func step(_ grade: Grade, _ name: String) -> Int? {
    grade.normalisation?.steps.first { $0.name == name }?.count
  }

  struct Paste: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    /// The steps that must have counted something, with their counts.
    var counts: [String: Int]
    var testDescription: String { name }
  }

  static let pastes: [Paste] = [
    Paste(name: "LF line breaks", text: "TripsApp.init\nbackground -> inactive\n", counts: [:]),
    Paste(
      name: "CRLF line breaks", text: "TripsApp.init\r\nbackground -> inactive\r\n",
      counts: ["line ends": 2]),
    Paste(
      name: "old Mac CR line breaks", text: "TripsApp.init\rbackground -> inactive",
      counts: ["line ends": 1]),
    Paste(
      name: "a byte-order mark", text: "\u{FEFF}TripsApp.init\nbackground -> inactive",
      counts: ["byte-order mark": 1]),
    Paste(
      name: "NSLog's prefix on both lines",
      text: "2026-11-29 21:14:19.123456+0000 Trips[1234:56789] TripsApp.init\n"
        + "2026-11-29 21:14:19.200000+0000 Trips[1234:56789] background -> inactive",
      counts: ["Xcode prefixes": 2]),
    Paste(
      name: "a prefix without fraction or zone, a hexadecimal thread, a name with a space",
      text: "2026-11-29 21:14:19 My Trips[1234:0x1a2b] TripsApp.init\nbackground -> inactive",
      counts: ["Xcode prefixes": 1]),
    Paste(
      name: "trailing spaces and tabs", text: "TripsApp.init  \nbackground -> inactive\t",
      counts: ["trailing spaces": 2]),
    Paste(
      name: "blank lines before and after", text: "\n\nTripsApp.init\nbackground -> inactive\n\n\n",
      counts: ["blank lines": 4]),
    Paste(
      name: "the arrow written '→'", text: "TripsApp.init\nbackground → inactive",
      counts: ["arrows": 1]),
    Paste(
      name: "system lines before, between and after",
      text: "[SceneConfiguration] Info.plist contained no UIScene configuration dictionary\n"
        + "TripsApp.init\nApp is being debugged, do not track this hang\nbackground -> inactive\n"
        + "Message from debugger: killed\nProgram ended with exit code: 0",
      counts: ["system lines": 4]),
  ]

  @Test(
    "a declared normalisation reads the lesson's console, and says what it did", arguments: pastes)
  func normalised(_ paste: Paste) throws {
    let grade = try grade(paste.text)
    #expect(grade.outcome == .pass, "\(grade.message)")
    #expect(grade.normalisation?.comparedLines == 2)
    for (name, count) in paste.counts {
      #expect(step(grade, name) == count, "\(name)")
    }
    let untouched = Set(grade.normalisation?.steps.map(\.name) ?? []).subtracting(paste.counts.keys)
    for name in untouched where name != "arrows" {
      #expect(step(grade, name) == 0, "\(name) counted something")
    }
  }

  @Test("the student's lines are kept as pasted, prefix and trailing spaces included")
  func linesAsPasted() throws {
    let first = "2026-11-29 21:14:19.123456+0000 Trips[1234:56789] TripsApp.init  "
    let grade = try grade(first + "\r\nbackground → inactive\r\n")
    let lines = grade.checks.first?.lines ?? []
    #expect(lines.map(\.actual) == [first, "background → inactive"])
    #expect(lines.map(\.actualLine) == [1, 2])
  }

  @Test(
    "every known system line is dropped, counted by kind, with where it comes from",
    arguments: [
      "Program ended with exit code: 0", "Message from debugger: Terminated due to signal 9",
      "(lldb) ", "[SceneConfiguration] Info.plist contained no UIScene configuration dictionary",
      "Failed to send CA Event for app launch measurements for ca_event_type: 0",
      "elapsedCPUTimeForFrontBoard couldn't generate a task port",
      "App is being debugged, do not track this hang",
      "Hang detected: 0.31s (debugger attached, not reporting)",
      "Snapshotting a view (0x10a1, UIKeyboardImpl) that has not been rendered at least once",
      "[Common] Snapshot request 0x6000 complete with error: <NSError: 0x6000>",
      "Can't find or decode reasons", "Failed to get or decode unavailable reasons",
      "fopen failed for data file: errno = 2 (No such file or directory)",
      "Errors found! Invalidating cache...",
      "nw_protocol_get_quic_image_block_invoke dlopen libquic failed",
      "CLIENT OF UIKIT REQUIRES UPDATE: This process does not adopt UIScene lifecycle.",
      "Type: Notice | Timestamp: 2026-11-29 21:14:19.123 | Library: Trips | TID: 0x1a2b",
    ])
  func systemLine(_ line: String) throws {
    let grade = try grade(
      "TripsApp.init\n2026-11-29 21:14:19.123456+0000 Trips[1:2] \(line)\nbackground -> inactive")
    #expect(grade.outcome == .pass, "\(grade.message)")
    let dropped = try #require(grade.normalisation?.dropped.first)
    #expect(dropped.lines == [2])
    #expect(!dropped.origin.isEmpty)
  }

  @Test("a line like a system line but the app's own is not dropped")
  func appLineKept() throws {
    let grade = try grade("TripsApp.init\nProgram ended early\nbackground -> inactive")
    #expect(grade.outcome == .fail)
    #expect(grade.normalisation?.droppedCount == 0)
    let unexpected = grade.checks.first?.lines.filter { $0.kind == .unexpected }.map(\.actual)
    #expect(unexpected == ["Program ended early"])
  }

  @Test(
    "invisible characters are shown with marks",
    arguments: [
      ("Saved 3 carrots  ", "Saved 3 carrots··¬"), ("a\tb", "a⇥b"), ("a\u{00A0}b", "a⟨U+00A0⟩b"),
      ("a\u{200B}b", "a⟨U+200B⟩b"), ("\u{FEFF}x", "⟨U+FEFF⟩x"), ("🧑‍🍳 cooks", "🧑‍🍳 cooks"),
      ("Clover wears 👑", "Clover wears 👑"), ("plain ASCII, ~!@#", "plain ASCII, ~!@#"), ("ends in a space ", "ends in a space·¬"),
      ("a\u{7F}b", "a⟨U+007F⟩b"), ("a\u{1}b", "a⟨U+0001⟩b"), ("", ""), ("a\rb", "a␍b"),
    ])
  func visible(_ text: String, _ shown: String) {
    #expect(VisibleText.shown(text) == shown)
  }
}
