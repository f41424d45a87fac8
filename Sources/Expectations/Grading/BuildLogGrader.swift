import Transcript

/// Grades a pasted build log against a fixture's `== build ==` claim.
///
/// Only lines that read as a compiler diagnostic in a Swift file count:
/// `/Users/me/Shop/ShopApp.swift:3:1: error: 'main' attribute can only apply to one type in a module`.
/// A fixture's `ShopApp.swift:3:1:` matches any path that ends in `/ShopApp.swift`. Other
/// lines of a build log (the code excerpt and its caret, `Build failed`) are ignored, and a
/// diagnostic Xcode shows twice counts once.
struct BuildLogGrader {
  /// A diagnostic found in the paste, and the line it was on.
  struct Found {
    var diagnostic: Diagnostic
    var line: PastedLine
  }

  let fixture: Fixture
  let console: NormalisedConsole
  let source: String

  func grade() -> Grade {
    let found = Self.diagnostics(in: console.lines, source: source)
    guard !found.isEmpty, let expectation = fixture.build else {
      return Grade.unmade(
        .notGradable, path: fixture.path, fixture: fixture, subject: .paste(source),
        message: "the paste holds no compiler diagnostic ('File.swift:3:1: error: …')",
        advice: "build the app (⌘B), then copy the errors and warnings from Xcode's build log",
        normalisation: console.normalisation)
    }
    let build =
      BuildCheck(expectation: expectation, actual: found.map(\.diagnostic)).run()
      ?? BuildResult(location: expectation.location, passed: true)
    let check = ResultGrader.buildCheck(
      build, fixture: fixture, missingMessage: "not in the pasted build log"
    ) { diagnostic in
      let line = found.first { $0.diagnostic == diagnostic }?.line
      return (line?.raw ?? diagnostic.description, line?.number)
    }
    let passed = check.status != .failed
    return Grade(
      path: fixture.path, title: fixture.title, claim: fixture.claim, subject: .paste(source),
      outcome: passed ? .pass : .fail,
      message: passed ? "every check passed" : PasteGrader.failureMessage([check]),
      checks: [check], normalisation: console.normalisation)
  }

  /// The compiler diagnostics in the lines, each once, in order.
  static func diagnostics(in lines: [PastedLine], source: String) -> [Found] {
    var found: [Found] = []
    for line in lines {
      var content = Substring(line.raw)
      if let end = XcodePrefix.end(in: content) { content = content[end...] }
      let text = String(Comparison.trimmingTrailingSpaces(content))
      let severities = [": error: ", ": warning: ", ": note: "]
      guard Comparison.contains(text, ".swift:"),
        severities.contains(where: { Comparison.contains(text, $0) })
      else { continue }
      let parser = DiagnosticLineParser(
        line: SourceLine(path: source, number: line.number, text: text))
      guard let parsed = try? parser.parse(), let file = parsed.file, file.hasSuffix(".swift"),
        let number = parsed.line
      else { continue }
      let diagnostic = Diagnostic(
        parsed.severity, parsed.message,
        at: SourceLocation(file: file, line: number, column: parsed.column ?? 1))
      if !found.contains(where: { $0.diagnostic == diagnostic }) {
        found.append(Found(diagnostic: diagnostic, line: line))
      }
    }
    return found
  }
}
