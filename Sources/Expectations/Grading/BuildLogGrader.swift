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
  /// The diagnostics found in the paste, each once, in order.
  let found: [Found]
  let normalisation: Normalisation
  let source: String

  func grade() -> Grade {
    guard !found.isEmpty, let expectation = fixture.build else {
      return Grade.unmade(
        .notGradable, path: fixture.path, fixture: fixture, subject: .paste(source),
        message: "the paste holds no compiler diagnostic ('File.swift:3:1: error: …')",
        advice: "build the app (⌘B), then copy the errors and warnings from Xcode's build log",
        normalisation: normalisation)
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
      checks: [check], normalisation: normalisation)
  }

  /// The compiler diagnostic a pasted line shows, if it shows one.
  static func diagnostic(in line: PastedLine, source: String) -> Diagnostic? {
    var content = Substring(line.raw)
    if let end = XcodePrefix.end(in: content) { content = content[end...] }
    let text = String(Comparison.trimmingTrailingSpaces(content))
    let severities = [": error: ", ": warning: ", ": note: "]
    guard Comparison.contains(text, ".swift:"),
      severities.contains(where: { Comparison.contains(text, $0) })
    else { return nil }
    let parser = DiagnosticLineParser(
      line: SourceLine(path: source, number: line.number, text: text))
    guard let parsed = try? parser.parse(), let file = parsed.file, file.hasSuffix(".swift"),
      let number = parsed.line
    else { return nil }
    return Diagnostic(
      parsed.severity, parsed.message,
      at: SourceLocation(file: file, line: number, column: parsed.column ?? 1))
  }
}
