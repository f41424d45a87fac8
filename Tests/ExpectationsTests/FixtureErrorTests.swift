import Expectations
import Testing

@Suite("Fixture errors")
struct FixtureErrorTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var text: String
    var message: String
    var line: Int
    var column: Int
    var testDescription: String { message }

    /// A case whose text is the test header followed by `body` (which starts on line 8).
    static func body(_ body: String, _ message: String, _ line: Int, _ column: Int) -> Case {
      Case(text: fixtureHeader + body, message: message, line: line, column: column)
    }
  }

  static let header: [Case] = [
    Case(
      text: "source: x\ndevice: y\n-- A.swift --\n== launch ==\nx\n",
      message: "missing title; a fixture starts with '# title'", line: 1, column: 1),
    Case(
      text: "#  \nsource: x\ndevice: y\n-- A.swift --\n== launch ==\nx\n",
      message: "missing title after '#'", line: 1, column: 1),
    Case(
      text: "# T\ndevice: d\n\n-- A.swift --\n== launch ==\nx\n",
      message: "missing 'source:' in the header", line: 4, column: 1),
    Case(
      text: "# T\nsource: s\n-- A.swift --\n== launch ==\nx\n",
      message: "missing 'device:' in the header", line: 3, column: 1),
    Case(
      text: "# T\nsorce: s\ndevice: d\n-- A.swift --\n",
      message: "unknown header key 'sorce'; did you mean 'source:'?", line: 2, column: 1),
    Case(
      text: "# T\nsource: s\ndevice: d\nundertests: yes\n",
      message: "unknown header key 'undertests'; did you mean 'under tests:'?", line: 4, column: 1),
    Case(
      text: "# T\nsource: s\ndevice: d\ncolour: red\n", message: "unknown header key 'colour'",
      line: 4, column: 1),
    Case(
      text: "# T\nsource: s\nsource: t\ndevice: d\n", message: "duplicate header key 'source'",
      line: 3, column: 1),
    Case(
      text: "# T\nsource: s\ndevice: d\nunder tests: maybe\n",
      message: "expected 'yes' or 'no' after 'under tests:', not 'maybe'", line: 4, column: 14),
    Case(
      text: "# T\nsource: s\ndevice: d\nclaim:\n", message: "missing value after 'claim:'", line: 4,
      column: 7),
    Case(
      text: "# T\nsource: s\ndevice: d\nimport SwiftUI\n",
      message: "expected 'key: value' in the header, or a file marker such as '-- App.swift --'",
      line: 4, column: 1),
  ]

  static let files: [Case] = [
    Case(
      text: "# T\nsource: s\ndevice: d\n--  --\nx\n== launch ==\ny\n",
      message: "file marker with an empty name", line: 4, column: 1),
    Case(
      text: "# T\nsource: s\ndevice: d\n----\n", message: "file marker with an empty name", line: 4,
      column: 1),
    Case(
      text: "# T\nsource: s\ndevice: d\n-- A.swift --\nx\n-- A.swift --\n",
      message: "duplicate file 'A.swift'", line: 6, column: 4),
    Case(
      text: "# T\nsource: s\ndevice: d\n-- A.swift\n",
      message: "malformed file marker '-- A.swift'; expected '-- Name.swift --'", line: 4, column: 1
    ),
    Case(
      text: "# T\nsource: s\ndevice: d\n\n== launch ==\nx\n",
      message: "event 'launch' comes before any file", line: 5, column: 1),
    Case(
      text: "# T\nsource: s\ndevice: d\n== build ==\n",
      message: "'== build ==' comes before any file", line: 4, column: 1),
    Case(
      text: "# T\nsource: s\ndevice: d\n",
      message: "the fixture has no files; add one such as '-- App.swift --'", line: 3, column: 1),
    Case(
      text: fixtureHeader,
      message: "the fixture claims nothing; add an event such as '== launch ==' or '== build =='",
      line: 7, column: 1),
  ]

  static let events: [Case] = [
    .body("== hmoe ==\n", "unknown event 'hmoe'; did you mean 'home'?", 8, 4),
    .body("== dance ==\n", "unknown event 'dance'", 8, 4),
    .body(
      "== control centre ==\n", "unknown event 'control centre'; did you mean 'control center'?", 8,
      4),
    .body("== tapp \"Visit Hazel\" ==\n", "unknown event 'tapp'; did you mean 'tap'?", 8, 4),
    .body("== Build ==\n", "unknown event 'Build'; did you mean 'build'?", 8, 4),
    .body(
      "== wait abc ==\n",
      "malformed wait 'wait abc'; expected seconds, as in 'wait 8' or 'wait 0.5'", 8, 9),
    .body(
      "== wait ==\n", "malformed wait 'wait'; expected seconds, as in 'wait 8' or 'wait 0.5'", 8, 4),
    .body(
      "== wait -1 ==\n", "malformed wait 'wait -1'; expected seconds, as in 'wait 8' or 'wait 0.5'",
      8, 9),
    .body(
      "== wait 0.0005 ==\n",
      "malformed wait 'wait 0.0005'; expected seconds, as in 'wait 8' or 'wait 0.5'", 8, 9),
    .body(
      "== wait 8s ==\n", "malformed wait 'wait 8s'; expected seconds, as in 'wait 8' or 'wait 0.5'",
      8, 9),
    .body(
      "== wait 1 2 ==\n",
      "malformed wait 'wait 1 2'; expected seconds, as in 'wait 8' or 'wait 0.5'", 8, 9),
    .body("== home x0 ==\n", "repeat count must be at least 1, not 'x0'", 8, 9),
    .body("== home in \"Hazel\" ==\n", "event 'home' cannot name a window", 8, 9),
    .body("== home now ==\n", "event 'home' takes no argument", 8, 9),
    .body(
      "== tap Visit ==\n", "expected one quoted name after 'tap', as in 'tap \"Done\"'", 8, 8
    ),
    .body("== launch 2 ==\n", "event 'launch' takes no argument", 8, 11),
    .body("== tap ==\n", "expected one quoted name after 'tap', as in 'tap \"Done\"'", 8, 4),
    .body("== tap \"\" ==\n", "empty name after 'tap'", 8, 8),
    .body("== tap \"Hazel ==\n", "unterminated string; expected '\"'", 8, 8),
    .body(
      "== tap card in window 0 ==\n", "expected a window number from 1 after 'in window', not '0'",
      8, 23),
    .body(
      "== background refresh ==\n",
      "expected one quoted name after 'background refresh', as in 'background refresh \"refresh\"'",
      8, 4),
    .body(
      "== launch\n",
      "malformed section line '== launch'; expected '== event ==' (a console line that starts with '==' is written '\\==')",
      8, 1),
    .body("== ==\n", "expected an event between '==' and '=='", 8, 1),
  ]

  static let directives: [Case] = [
    .body(
      "== launch ==\n-- any-order --\na\n",
      "unknown directive '-- any-order --'; did you mean '-- any order --'?", 9, 1),
    .body(
      "== launch ==\n-- scren \"Hazel\" --\na\n",
      "unknown directive '-- scren \"Hazel\" --'; did you mean '-- screen \"Hazel\" --'?", 9, 1),
    .body(
      "== launch ==\n-- claims: saves --\n",
      "unknown directive '-- claims: saves --'; did you mean '-- claim: saves --'?", 9, 1),
    .body(
      "== launch ==\n-- nevr --\nx\n",
      "unknown directive '-- nevr --'; did you mean '-- never --'?", 9, 1),
    .body(
      "== launch ==\n-- never again --\nx\n",
      "unknown directive '-- never again --'; did you mean '-- never --'?", 9, 1),
    .body("== launch ==\n-- dance --\n", "unknown directive '-- dance --'", 9, 1),
    .body(
      "== launch ==\n--verbose\n",
      "malformed directive '--verbose'; a console line that starts with '--' is written '\\--'", 9,
      1),
    .body(
      "== launch ==\n-- screen Hazel --\n",
      "malformed '-- screen --'; expected '-- screen --', '-- screen \"Name\" --' or '-- screen window N --'",
      9, 11),
    .body(
      "== launch ==\n-- points: two --\n",
      "malformed points 'two'; expected a number, as in '-- points: 2 --'", 9, 4),
    .body("== launch ==\n-- claim: --\n", "empty claim in '-- claim: --'", 9, 1),
    .body(
      "== launch ==\na\n-- partial --\nb\n", "'-- partial --' must come first in the event's block",
      10, 1),
    .body(
      "== launch ==\n-- partial --\n-- partial --\nb\n",
      "'-- partial --' must come first in the event's block", 10, 1),
    .body(
      "== launch ==\n-- no output --\nhello\n",
      "'-- no output --' cannot be combined with expected lines", 9, 1),
    .body(
      "== launch ==\n-- partial --\n-- no output --\n",
      "'-- no output --' cannot be combined with '-- partial --'", 10, 1),
    .body(
      "== launch ==\n-- partial --\n-- never --\nx\n",
      "'-- partial --' needs at least one expected line", 9, 1),
    .body(
      "== launch ==\n-- any order --\n-- in order --\na\n", "'-- any order --' has no lines", 9, 1),
    .body("== launch ==\n-- never --\n\n== home ==\n", "'-- never --' has no lines", 9, 1),
    .body(
      "== launch ==\na\n-- hint: try again --\n", "'-- hint: try again --' has no lines", 10, 1),
    .body(
      "== launch ==\n-- home screen --\nsomething\n", "'-- home screen --' takes no lines", 10, 1),
    .body(
      "== launch ==\n-- screen --\na\n-- screen --\nb\n", "duplicate '-- screen --' in this event",
      11, 1),
    .body(
      "== launch ==\n-- claim: a --\n-- claim: b --\nx\n",
      "duplicate '-- claim: … --' in this event", 10, 1),
    .body(
      "== launch ==\n\\x\n",
      "unknown escape '\\x'; a console line that starts with '\\' is written '\\\\'", 9, 1),
  ]

  static let holes: [Case] = [
    .body(
      "== launch ==\nCount {{n: itn}}\n", "unknown hole type 'itn'; did you mean 'int'?", 9, 12),
    .body("== launch ==\n{{itn}} carrots\n", "unknown hole type 'itn'; did you mean 'int'?", 9, 3),
    .body("== launch ==\n{{wrod}}\n", "unknown hole type 'wrod'; did you mean 'word'?", 9, 3),
    .body("== launch ==\n{{n: string}}\n", "unknown hole type 'string'", 9, 6),
    .body("== launch ==\nSaved {{n: int carrots\n", "unterminated hole; expected '}}'", 9, 7),
    .body(
      "== launch ==\nSaved {{count}} carrots\n", "'count' is not bound by an earlier line", 9, 9),
    .body(
      "== launch ==\n{{home: int}}\n{{hme}}\n",
      "'hme' is not bound by an earlier line; did you mean 'home'?", 10, 3),
    .body(
      "== home ==\n{{back}}\n== return ==\n{{back: int}}\n",
      "'back' is not bound by an earlier line", 9, 3),
    .body(
      "== launch ==\n{{w: word in 1...2}}\n", "a bound needs an 'int' or 'number' hole, not 'word'",
      9, 11),
    .body(
      "== launch ==\n{{text in 1...2}}\n", "a bound needs an 'int' or 'number' hole, not 'text'", 9,
      8),
    .body(
      "== launch ==\n{{b: int in a...a+1}}\n", "'a' in the bound is not bound by an earlier line",
      9, 13),
    .body(
      "== launch ==\n{{home: int}}\n{{b: int in hme...home}}\n",
      "'hme' in the bound is not bound by an earlier line; did you mean 'home'?", 10, 13),
    .body(
      "== launch ==\n{{w: word}}\n{{b: int in w...w}}\n",
      "'w' is a 'word' hole and cannot be used in a bound", 10, 13),
    .body("== launch ==\n{{n: int}}\n{{n: int}}\n", "'n' is already bound at line 9", 10, 3),
    .body("== launch ==\n{{int: int}}\n", "'int' is a hole type and cannot be a name", 9, 3),
    .body("== launch ==\n{{n: int in 5...3}}\n", "empty bound '5...3': 5 is greater than 3", 9, 10),
    .body("== launch ==\n{{n: int in 1..5}}\n", "expected 'low...high' after 'in'", 9, 12),
    .body(
      "== launch ==\n{{n: int in 1...2+}}\n",
      "malformed bound '2+'; expected a number, a name, or a name plus or minus a number", 9, 17),
    .body(
      "== launch ==\n{{home: int}}\n{{home in 1...2}}\n",
      "a back-reference takes no bound; '{{home}}' must equal what 'home' bound", 10, 8),
    .body("== launch ==\n{{}}\n", "expected a hole type or a name in '{{…}}'", 9, 3),
    .body(
      "== launch ==\n{{int foo}}\n", "unexpected 'foo' in hole; expected 'in low...high' or '}}'",
      9, 7),
    .body("== launch ==\n{{n:}}\n", "expected a hole type after 'n:'", 9, 5),
    .body(
      "== home ==\n-- never --\n{{n: int}} carrots\n",
      "a '-- never --' line cannot bind 'n'; write '{{int}}' to match without binding", 10, 3),
    .body(
      "== home ==\na\n-- hint: h --\n{{n: int}}\n",
      "a hint line cannot bind 'n'; write '{{int}}' to match without binding", 11, 3),
    // Console lines are checked before screens, so a screen's name is not yet bound for them.
    .body(
      "== home ==\n-- screen --\n🥕 {{n: int}}\n-- in order --\n{{n}}\n",
      "'n' is not bound by an earlier line", 12, 3),
  ]

  static let build: [Case] = [
    .body(
      "== launch ==\na\n== build ==\n", "'== build ==' must come before the first event", 10, 1),
    .body("== build ==\n== build ==\n", "duplicate '== build =='", 9, 1),
    .body(
      "== build ==\nApp.swift:3:1: eror: x\n", "unknown severity 'eror'; did you mean 'error'?", 9,
      16),
    .body("== build ==\neror: x\n", "unknown severity 'eror'; did you mean 'error'?", 9, 1),
    .body(
      "== build ==\nApp.swift:3:1 error: x\n",
      "expected a diagnostic such as 'File.swift:3:1: error: message'", 9, 13),
    .body("== build ==\nerror:\n", "missing message after 'error:'", 9, 6),
    .body(
      "== build ==\nnot a diagnostic\n",
      "expected a diagnostic such as 'File.swift:3:1: error: message'", 9, 1),
    .body(
      "== build ==\n-- no --\n", "'== build ==' lists diagnostics; '-- no --' is not one", 9, 1),
  ]

  @Test("header errors", arguments: header)
  func headerError(_ testCase: Case) { check(testCase) }

  @Test("file and section order errors", arguments: files)
  func fileError(_ testCase: Case) { check(testCase) }

  @Test("event line errors", arguments: events)
  func eventError(_ testCase: Case) { check(testCase) }

  @Test("directive and block errors", arguments: directives)
  func directiveError(_ testCase: Case) { check(testCase) }

  @Test("hole and bound errors", arguments: holes)
  func holeError(_ testCase: Case) { check(testCase) }

  @Test("build section errors", arguments: build)
  func buildError(_ testCase: Case) { check(testCase) }

  @Test("an error reads as 'path:line:column: error: message'")
  func description() {
    let error = parseError(fixtureHeader + "== hmoe ==\n")
    #expect(
      error?.description == "T.fixture:8:4: error: unknown event 'hmoe'; did you mean 'home'?")
    #expect(error?.diagnostic.description == error?.description)
  }

  @Test("errors in CRLF fixtures point at the same line and column")
  func crlfLocation() {
    let text = (fixtureHeader + "== home ==\nSaved {{n: itn}} carrots\n")
      .split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
    let error = parseError(text)
    #expect(error?.location == at(9, 12))
  }

  private func check(_ testCase: Case, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    guard let error = parseError(testCase.text, sourceLocation: sourceLocation) else { return }
    #expect(error.message == testCase.message, sourceLocation: sourceLocation)
    #expect(error.location == at(testCase.line, testCase.column), sourceLocation: sourceLocation)
  }
}
