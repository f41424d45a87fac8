import Transcript

/// Reads the lines of one event block: expected console lines, directives and their lines.
///
/// Lines are first sorted into regions (ordered console, an any-order group, never lines,
/// a screen, a hint); blank lines at the end of a region are dropped. Patterns are then read
/// in verification order (console, screens, never lines, hints) so that a hole name is
/// visible exactly where the verifier will have bound it.
struct BlockParser {
  private typealias Content = (line: SourceLine, start: Int)

  private enum Region {
    case console, group, never
    case screen(Int)
    case hint(Int)
    case homeScreen
  }

  private enum RawItem {
    case line(Content)
    case group(directive: SourceLine, lines: [Content])
  }

  let spec: EventSpec
  let lines: [SourceLine]
  /// The fixture lines the block spans.
  let span: Range<Int>

  private var region = Region.console
  private var regionStart: SourceLine?
  private var regionCount = 0
  private var pendingBlanks: [Content] = []
  private var sawContent = false

  private var items: [RawItem] = []
  private var never: [Content] = []
  private var screens:
    [(target: ScreenExpectation.Target, directive: SourceLine, lines: [Content])] = []
  private var hints: [(message: String, directive: SourceLine, lines: [Content])] = []
  private var partial: SourceLine?
  private var silent: SourceLine?
  private var claim: String?
  private var points: Double?
  private var scoring: EventExpectation.Scoring?
  /// The first `-- claim --`, `-- points --` or `-- scoring --` line: what says the block
  /// claims something.
  private var claimLine: SourceLine?

  init(spec: EventSpec, lines: [SourceLine], span: Range<Int>) {
    self.spec = spec
    self.lines = lines
    self.span = span
  }

  mutating func parse(scope: inout NameScope) throws(FixtureError) -> EventExpectation {
    for line in lines {
      if line.isMarker {
        try apply(try Directive.parse(line), at: line)
      } else {
        try add((line, try contentStart(of: line)))
      }
    }
    try finishRegion()
    try validate()
    return try expectation(scope: &scope)
  }

  // MARK: - Regions

  private mutating func add(_ content: Content) throws(FixtureError) {
    if content.line.text.isEmpty {
      pendingBlanks.append(content)
      return
    }
    let blanks = pendingBlanks
    pendingBlanks.removeAll()
    for blank in blanks { try store(blank) }
    try store(content)
  }

  private mutating func store(_ content: Content) throws(FixtureError) {
    regionCount += 1
    switch region {
    case .console:
      sawContent = true
      items.append(.line(content))
    case .group:
      guard case .group(let directive, var lines) = items.removeLast() else { return }
      lines.append(content)
      items.append(.group(directive: directive, lines: lines))
    case .never:
      never.append(content)
    case .screen(let index):
      screens[index].lines.append(content)
    case .hint(let index):
      hints[index].lines.append(content)
    case .homeScreen:
      throw content.line.error("'-- home screen --' takes no lines")
    }
  }

  private mutating func enter(_ region: Region, at line: SourceLine) throws(FixtureError) {
    try finishRegion()
    self.region = region
    regionStart = line
    regionCount = 0
  }

  /// Drops the region's trailing blank lines and checks that a region that needs lines has some.
  private mutating func finishRegion() throws(FixtureError) {
    pendingBlanks.removeAll()
    guard let start = regionStart, regionCount == 0 else { return }
    switch region {
    case .group, .never, .hint:
      throw start.error("'\(start.text)' has no lines")
    case .console, .screen, .homeScreen:
      break
    }
  }

  private mutating func apply(_ directive: Directive, at line: SourceLine) throws(FixtureError) {
    switch directive {
    case .claim(let text):
      guard claim == nil else { throw line.error("duplicate '-- claim: … --' in this event") }
      claim = text
      claimLine = claimLine ?? line
      return
    case .points(let value):
      guard points == nil else { throw line.error("duplicate '-- points: … --' in this event") }
      points = value
      claimLine = claimLine ?? line
      return
    case .scoring(let value):
      guard scoring == nil else { throw line.error("duplicate '-- scoring: … --' in this event") }
      scoring = value
      claimLine = claimLine ?? line
      return
    case .partial:
      guard !sawContent else {
        throw line.error("'-- partial --' must come first in the event's block")
      }
      partial = line
      try enter(.console, at: line)
    case .noOutput:
      guard silent == nil else { throw line.error("duplicate '-- no output --' in this event") }
      silent = line
      try enter(.console, at: line)
    case .anyOrder:
      try enter(.group, at: line)
      items.append(.group(directive: line, lines: []))
    case .inOrder:
      try enter(.console, at: line)
    case .never:
      try enter(.never, at: line)
    case .homeScreen, .screen, .card, .file:
      let target: ScreenExpectation.Target =
        switch directive {
        case .screen(nil): .front
        case .screen(let window?): .window(window)
        case .card(let window): .card(window)
        case .file(let path): .file(path)
        default: .homeScreen
        }
      if screens.contains(where: { $0.target == target }) {
        throw line.error("duplicate '\(target.directive)' in this event")
      }
      screens.append((target, line, []))
      try enter(target == .homeScreen ? .homeScreen : .screen(screens.count - 1), at: line)
    case .hint(let message):
      hints.append((message, line, []))
      try enter(.hint(hints.count - 1), at: line)
    }
    sawContent = true
  }

  private func validate() throws(FixtureError) {
    let hasLines = !items.isEmpty
    if let silent, let partial {
      throw (silent.number > partial.number ? silent : partial).error(
        "'-- no output --' cannot be combined with '-- partial --'")
    }
    if let silent, hasLines {
      throw silent.error("'-- no output --' cannot be combined with expected lines")
    }
    if let partial, !hasLines {
      throw partial.error("'-- partial --' needs at least one expected line")
    }
    // A claim that checks nothing cannot fail: it would pass whatever the program prints.
    if let claimLine, !hasLines, silent == nil, never.isEmpty, screens.isEmpty {
      throw claimLine.error(
        "'\(claimLine.text)' checks nothing: the block has no expected line, '-- no output --',"
          + " '-- never --' or screen")
    }
  }

  /// Where a line's content starts: after a leading `\` that escapes `--`, `==` or `\`.
  private func contentStart(of line: SourceLine) throws(FixtureError) -> Int {
    guard line.text.hasPrefix("\\") else { return 0 }
    let rest = line.text.dropFirst()
    if rest.hasPrefix("--") || rest.hasPrefix("==") || rest.hasPrefix("\\") { return 1 }
    if rest.hasPrefix("{{") { return 0 }
    let shown = rest.first.map { "\\\($0)" } ?? "\\"
    throw line.error(
      "unknown escape '\(shown)'; a console line that starts with '\\' is written '\\\\'")
  }

  // MARK: - Patterns

  private func expectation(scope: inout NameScope) throws(FixtureError) -> EventExpectation {
    func patterns(_ contents: [Content], _ context: PatternParser.Context) throws(FixtureError)
      -> [LinePattern]
    {
      var result: [LinePattern] = []
      for content in contents {
        let parser = PatternParser(
          line: content.line, contentStart: content.start, context: context)
        result.append(try parser.parse(scope: &scope))
      }
      return result
    }
    var console: ConsoleExpectation?
    if silent != nil {
      console = ConsoleExpectation(mode: .silent, items: [])
    } else if !items.isEmpty {
      var expected: [ExpectedItem] = []
      for item in items {
        switch item {
        case .line(let content): expected.append(.line(try patterns([content], .console)[0]))
        case .group(_, let lines): expected.append(.anyOrder(try patterns(lines, .console)))
        }
      }
      console = ConsoleExpectation(mode: partial == nil ? .exact : .partial, items: expected)
    }
    var screenExpectations: [ScreenExpectation] = []
    for screen in screens {
      screenExpectations.append(
        ScreenExpectation(
          target: screen.target, lines: try patterns(screen.lines, .screen),
          location: screen.directive.location()))
    }
    let neverPatterns = try patterns(never, .never)
    var hintList: [Hint] = []
    for hint in hints {
      hintList.append(
        Hint(
          message: hint.message, lines: try patterns(hint.lines, .hint),
          location: hint.directive.location()))
    }
    return EventExpectation(
      spec: spec, console: console, never: neverPatterns, screens: screenExpectations,
      claim: claim, points: points, scoring: scoring ?? .perBlock, hints: hintList, location: spec.location,
      blockLines: span)
  }
}
