import Transcript

/// Reads `.fixture` files into ``Fixture`` values, as README's "The fixture format" describes.
///
/// Every problem is a ``FixtureError`` that points at the offending text. Misspelled
/// header keys, events, directives and hole types are errors with a suggestion, never
/// silently accepted.
public enum FixtureParser {
  /// Reads one fixture.
  ///
  /// - Parameters:
  ///   - path: The name locations use, usually the file's path.
  ///   - text: The fixture's text; CRLF line breaks are accepted.
  /// - Returns: The fixture.
  /// - Throws: ``FixtureError`` for the first problem found.
  public static func parse(path: String, text: String) throws(FixtureError) -> Fixture {
    var reader = FixtureReader(path: path, lines: SourceLine.split(text, path: path))
    return try reader.read()
  }

  /// Reads a draft fixture, one `lesson-runner new` wrote: as ``parse(path:text:)``, except
  /// that event blocks may all be empty. A draft whose console blocks are still comments
  /// checks nothing yet; `verify` refuses it until its author places one (see
  /// ``Fixture/checksSomething``).
  public static func parseDraft(path: String, text: String) throws(FixtureError) -> Fixture {
    var reader = FixtureReader(path: path, lines: SourceLine.split(text, path: path))
    reader.requiresChecks = false
    return try reader.read()
  }
}

/// The state of one parse: the header, then files, then sections.
private struct FixtureReader {
  let path: String
  let lines: [SourceLine]
  private var index = 0
  /// Whether a fixture whose event blocks are all empty is bad input (it is, but for drafts).
  var requiresChecks = true

  init(path: String, lines: [SourceLine]) {
    self.path = path
    self.lines = lines
  }

  private static let headerKeys = [
    "source", "device", "claim", "module", "under tests", "max steps", "locale", "time zone", "low power mode", "note",
  ]

  mutating func read() throws(FixtureError) -> Fixture {
    guard let first = lines.first, first.text.hasPrefix("#") else {
      throw FixtureError(
        "missing title; a fixture starts with '# title'",
        at: SourceLocation(file: path, line: 1, column: 1))
    }
    let title = String(first.text.dropFirst()).trimmingSpaces()
    guard !title.isEmpty else { throw first.error("missing title after '#'") }
    index = 1
    var fixture = try readHeader(title: title)
    fixture.files = try readFiles()
    try readSections(into: &fixture)
    return fixture
  }

  // MARK: - Header

  private mutating func readHeader(title: String) throws(FixtureError) -> Fixture {
    var values: [String: (value: String, line: SourceLine)] = [:]
    var notes: [String] = []
    while index < lines.count, !lines[index].isMarker, !lines[index].isSection {
      let line = lines[index]
      index += 1
      if line.isBlank || line.text.hasPrefix("#") { continue }
      guard let colon = line.text.firstIndex(of: ":") else {
        throw line.error(
          "expected 'key: value' in the header, or a file marker such as '-- App.swift --'")
      }
      let key = String(line.text[..<colon])
      let value = String(line.text[line.text.index(after: colon)...]).trimmingSpaces()
      let valueOffset = line.offset(of: colon) + 1
      guard Self.headerKeys.contains(key) else {
        throw line.error(
          "unknown header key '\(key)'"
            + Suggestion.didYouMean(key, among: Self.headerKeys) { "\($0):" })
      }
      guard !value.isEmpty else {
        throw line.error("missing value after '\(key):'", offset: valueOffset)
      }
      if key == "note" {
        notes.append(value)
        continue
      }
      guard values[key] == nil else {
        throw line.error("duplicate header key '\(key)'")
      }
      values[key] = (value, line)
    }
    let end = lines.isEmpty ? 1 : (index < lines.count ? lines[index].number : lines.count)
    let endLocation = SourceLocation(file: path, line: end, column: 1)
    guard let source = values["source"]?.value else {
      throw FixtureError("missing 'source:' in the header", at: endLocation)
    }
    guard let device = values["device"]?.value else {
      throw FixtureError("missing 'device:' in the header", at: endLocation)
    }
    var underTests = false
    if let (value, line) = values["under tests"] {
      guard value == "yes" || value == "no" else {
        let offset = line.text.utf8.count - value.utf8.count
        throw line.error(
          "expected 'yes' or 'no' after 'under tests:', not '\(value)'", offset: offset)
      }
      underTests = value == "yes"
    }
    var lowPowerMode = false
    if let (value, line) = values["low power mode"] {
      guard value == "on" || value == "off" else {
        let offset = line.text.utf8.count - value.utf8.count
        throw line.error("expected 'on' or 'off' after 'low power mode:', not '\(value)'", offset: offset)
      }
      lowPowerMode = value == "on"
    }
    var maxSteps: Int?
    if let (value, line) = values["max steps"] {
      let digits = String(value.filter { $0 != "_" && $0 != "," })
      guard let count = Int(digits), count > 0 else {
        let offset = line.text.utf8.count - value.utf8.count
        throw line.error("expected a positive number of steps after 'max steps:', not '\(value)'", offset: offset)
      }
      maxSteps = count
    }
    var fixture = Fixture(
      path: path, title: title, source: source, device: device, claim: values["claim"]?.value,
      module: values["module"]?.value, underTests: underTests, notes: notes)
    fixture.maxSteps = maxSteps
    fixture.locale = values["locale"]?.value
    fixture.timeZone = values["time zone"]?.value
    fixture.lowPowerMode = lowPowerMode
    return fixture
  }

  // MARK: - Files

  private mutating func readFiles() throws(FixtureError) -> [FixtureFile] {
    var files: [FixtureFile] = []
    while index < lines.count, lines[index].isMarker {
      let marker = lines[index]
      guard let (name, offset) = marker.delimited(by: "--") else {
        throw marker.error("malformed file marker '\(marker.text)'; expected '-- Name.swift --'")
      }
      guard !name.isEmpty else { throw marker.error("file marker with an empty name") }
      guard !files.contains(where: { $0.name == name }) else {
        throw marker.error("duplicate file '\(name)'", offset: offset)
      }
      index += 1
      let start = index
      while index < lines.count, !lines[index].isMarker, !lines[index].isSection { index += 1 }
      var body = lines[start..<index].map(\.text)
      while body.last?.isEmpty == true { body.removeLast() }
      let text = body.isEmpty ? "" : body.joined(separator: "\n") + "\n"
      files.append(FixtureFile(name: name, text: text, firstLine: marker.number + 1))
    }
    return files
  }

  // MARK: - Sections

  private mutating func readSections(into fixture: inout Fixture) throws(FixtureError) {
    var scope = NameScope()
    var steps = 0
    while index < lines.count {
      let header = lines[index]
      guard let (name, offset) = header.delimited(by: "==") else {
        throw header.error(
          "malformed section line '\(header.text)'; expected '== event ==' (a console line "
            + "that starts with '==' is written '\\==')")
      }
      index += 1
      let start = index
      while index < lines.count, !lines[index].isSection { index += 1 }
      let body = Array(lines[start..<index])
      if name == "build" {
        fixture.build = try build(header, body, fixture: fixture)
        continue
      }
      let spec = try EventLineParser(line: header, text: name, offset: offset).parse()
      guard !fixture.files.isEmpty else {
        throw header.error("event '\(spec.text)' comes before any file")
      }
      steps += spec.repeatCount
      guard steps <= EventLineParser.maximumEventCount else {
        throw header.error(
          "too many events: a fixture may play \(EventLineParser.maximumEventCount) at most,"
            + " repeats included")
      }
      let span = (header.number + 1)..<(header.number + 1 + body.count)
      var block = BlockParser(spec: spec, lines: body, span: span)
      fixture.events.append(try block.parse(scope: &scope))
    }
    if fixture.files.isEmpty {
      throw FixtureError(
        "the fixture has no files; add one such as '-- App.swift --'",
        at: SourceLocation(file: path, line: max(lines.count, 1), column: 1))
    }
    if fixture.events.isEmpty, fixture.build == nil {
      throw FixtureError(
        "the fixture claims nothing; add an event such as '== launch ==' or '== build =='",
        at: SourceLocation(file: path, line: max(lines.count, 1), column: 1))
    }
    // Events with empty blocks only: every run passes, so the fixture would prove nothing.
    if requiresChecks, let first = fixture.events.first, !fixture.checksSomething {
      throw FixtureError(
        "the fixture checks nothing: no event block has an expected line, '-- no output --',"
          + " '-- never --' or screen",
        at: first.location)
    }
  }

  private func build(_ header: SourceLine, _ body: [SourceLine], fixture: Fixture)
    throws(FixtureError) -> BuildExpectation
  {
    guard fixture.events.isEmpty else {
      throw header.error("'== build ==' must come before the first event")
    }
    guard fixture.build == nil else { throw header.error("duplicate '== build =='") }
    guard !fixture.files.isEmpty else { throw header.error("'== build ==' comes before any file") }
    var diagnostics: [ExpectedDiagnostic] = []
    for line in body where !line.isBlank {
      if line.isMarker {
        throw line.error("'== build ==' lists diagnostics; '\(line.text)' is not one")
      }
      diagnostics.append(try DiagnosticLineParser(line: line).parse())
    }
    return BuildExpectation(diagnostics: diagnostics, location: header.location())
  }
}
