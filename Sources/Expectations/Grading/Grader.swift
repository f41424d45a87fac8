import Transcript

/// Grades a student's work against a fixture: a console pasted from Xcode, or the run of a
/// program (the student's code, or the fixture's own when verifying).
///
/// ```swift
/// let grade = Grader.grade(fixture, paste: text, source: "console.txt")
/// print(grade.outcome, grade.score, grade.maxScore)
/// ```
public enum Grader {
  /// Grades a console pasted from Xcode against every claim of `fixture` a console shows.
  ///
  /// - Parameters:
  ///   - fixture: The claims.
  ///   - paste: The pasted text, as it was pasted.
  ///   - source: Where it came from, for the report: a path, or `standard input`.
  /// - Returns: A grade: pass or fail with checks and a score, or not gradable (an empty or
  ///   truncated paste, something else than a console), or an error (the paste shows that the
  ///   app did not build or crashed; the fixture claims nothing a console shows).
  public static func grade(_ fixture: Fixture, paste: String, source: String) -> Grade {
    grade(fixture, console: .text(paste), source: source)
  }

  /// Grades a console, read from `console` in one pass (and read again only for the lines the
  /// report quotes), in memory that does not grow with the paste.
  ///
  /// - Parameter listsBlockLines: Whether each check lists the student's lines of its block
  ///   (``GradeCheck/actual``): machine reports do; the human report does not need them, and
  ///   for a paste of millions of lines they are the only thing that grows with it.
  public static func grade(
    _ fixture: Fixture, console: PasteInput, source: String, listsBlockLines: Bool = true
  ) -> Grade {
    func failed(_ error: PasteInput.ReadError) -> Grade {
      Grade.unmade(
        .error, path: fixture.path, fixture: fixture, subject: .paste(source),
        message: error.message)
    }
    let scan: PasteScan
    do {
      scan = try PasteScan(fixture: fixture, input: console, source: source)
    } catch {
      return failed(error)
    }
    if scan.summary.hasBadBytes {
      return Grade.unmade(
        .notGradable, path: fixture.path, fixture: fixture, subject: .paste(source),
        message: "this is not a console: it is not text (it holds NUL or undecodable bytes)",
        advice: PasteGrader.advice(fixture), normalisation: scan.normalisation)
    }
    var grade: Grade
    do {
      grade = try PasteGrader(
        fixture: fixture, scan: scan, input: console, source: source,
        listsBlockLines: listsBlockLines
      ).grade()
    } catch {
      return failed(error)
    }
    grade.actions = fixture.events.map(\.spec.text)
    return grade
  }

  /// Grades a run of a program, whose events are known, from what ``Verifier`` found.
  ///
  /// A program that does not build (with errors the fixture does not claim) is an error that
  /// scores 0. For a student's code (`subject` is ``Grade/Subject/code(_:)``), so is one that
  /// stops early (a crash, an endless loop); when verifying a fixture, such a run is a failure.
  public static func grade(_ fixture: Fixture, run result: FixtureResult, subject: Grade.Subject)
    -> Grade
  {
    let forStudent = if case .fixture = subject { false } else { true }
    let checks = ResultGrader(fixture: fixture, result: result, forStudent: forStudent).checks()
    // A program that does not build, where the fixture claims a run, is bad input: nothing
    // it claims can be checked (exit 2, each error at its place), for a fixture as for a student.
    let errors = result.build?.unexpected.filter { $0.severity == .error } ?? []
    if fixture.build == nil, !errors.isEmpty {
      return Grade.unmade(
        .error, path: fixture.path, fixture: fixture, subject: subject,
        message: forStudent ? "the code does not build" : "the fixture's program does not build",
        problems: errors,
        advice: forStudent
          ? "fix the errors the compiler reports, then grade again"
          : "fix the program, or claim its errors in a '== build ==' section")
    }
    if case .code = subject {
      if let failure = result.runFailure {
        let event = result.events.last(where: \.reached).map { " during == \($0.label) ==" } ?? ""
        let endless = Comparison.contains(failure.message, "steps without settling")
        let sandboxed = sandboxedNames.first {
          Comparison.contains(failure.message, "cannot find '\($0)'")
            || Comparison.contains(failure.message, "does not model '\($0)")
        }
        let advice =
          if endless {
            "a loop that never ends, or work that repeats forever, stops the program: look"
              + " for a 'while' whose condition never becomes false"
          } else if let sandboxed {
            "student code runs without files or network: '\(sandboxed)' is not available;"
              + " the step does not need it"
          } else {
            "fix what the error names, then grade again"
          }
        return Grade.unmade(
          .error, path: fixture.path, fixture: fixture, subject: subject,
          message: endless
            ? "the program did not finish\(event): it never stopped working (an endless loop?)"
            : "the program stopped with an error\(event)",
          problems: [failure], advice: advice)
      }
    }
    let passed = checks.allSatisfy { $0.status != .failed } && result.passed
    var notes: [String] = []
    if let failure = result.runFailure { notes.append("the run stopped: \(failure)") }
    var grade = Grade(
      path: fixture.path, title: fixture.title, claim: fixture.claim, subject: subject,
      outcome: passed ? .pass : .fail,
      message: passed
        ? "every check passed" : PasteGrader.failureMessage(checks, forStudent: forStudent),
      problems: result.runFailure.map { [$0] } ?? [], checks: checks, notes: notes)
    grade.actions = fixture.events.map(\.spec.text)
    return grade
  }

  /// APIs that reach files, the network or other processes: the engine has none of them.
  static let sandboxedNames = [
    "FileManager", "FileHandle", "URLSession", "URLRequest", "Process", "NSData", "InputStream",
    "OutputStream",
  ]

  /// A grade that could not be made because the input could not be used: an unreadable
  /// fixture or paste, a malformed fixture, a student folder with no Swift.
  ///
  /// - Parameters:
  ///   - outcome: ``Grade/Outcome/error`` or ``Grade/Outcome/notGradable``.
  ///   - fixture: The fixture, when it could be read, so that its checks are listed.
  public static func unmade(
    _ outcome: Grade.Outcome, path: String, fixture: Fixture? = nil, subject: Grade.Subject,
    message: String, problems: [Diagnostic] = [], advice: String? = nil
  ) -> Grade {
    Grade.unmade(
      outcome, path: path, fixture: fixture, subject: subject, message: message,
      problems: problems, advice: advice)
  }
}
