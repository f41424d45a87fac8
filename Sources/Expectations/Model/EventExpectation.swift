import Transcript

/// An event and everything its block claims: console, lines that must never appear, screens.
public struct EventExpectation: Sendable, Equatable {
  /// How a block earns its points when graded (`-- scoring: … --`).
  public enum Scoring: String, Sendable, Equatable, CaseIterable {
    /// The default: a block's claim is true or false, so it earns its points only when every
    /// check in it passes.
    case perBlock = "per block"
    /// `-- scoring: per line --`: its points are shared among its checks, and it earns the
    /// share of each check that passes.
    case perLine = "per line"
  }

  public var spec: EventSpec
  /// What the console must show; nil when the block makes no claim about it.
  public var console: ConsoleExpectation?
  /// Lines that must not appear anywhere in the event's console (`-- never --`).
  public var never: [LinePattern]
  /// What the screen must show after the event (`-- screen --`, `-- card --`, …).
  public var screens: [ScreenExpectation]
  /// The plain-language claim of this event (`-- claim: … --`).
  public var claim: String?
  /// Points for this event when grading (`-- points: 2 --`).
  public var points: Double?
  /// How the block earns its points (`-- scoring: per line --`); all or nothing by default.
  public var scoring: Scoring
  /// Known wrong consoles, each with the hint a student who printed it is shown.
  public var hints: [Hint]
  /// The position of the event's `==` line.
  public var location: SourceLocation
  /// The fixture lines of the block after the `==` line, up to the next section: what a tool
  /// that rewrites the claim replaces. Empty when the next section follows at once.
  public var blockLines: Range<Int>?

  public init(
    spec: EventSpec, console: ConsoleExpectation? = nil, never: [LinePattern] = [],
    screens: [ScreenExpectation] = [], claim: String? = nil, points: Double? = nil,
    scoring: Scoring = .perBlock, hints: [Hint] = [], location: SourceLocation,
    blockLines: Range<Int>? = nil
  ) {
    self.spec = spec
    self.console = console
    self.never = never
    self.screens = screens
    self.claim = claim
    self.points = points
    self.scoring = scoring
    self.hints = hints
    self.location = location
    self.blockLines = blockLines
  }
}

extension EventExpectation {
  /// Whether the block checks anything: a console, lines that never appear, a screen.
  public var checksSomething: Bool {
    console != nil || !never.isEmpty || !screens.isEmpty
  }
}

/// The console an event block claims.
public struct ConsoleExpectation: Sendable, Equatable {
  public enum Mode: String, Sendable, Equatable {
    /// Exactly these lines, in this order (any-order groups at their place).
    case exact
    /// `-- partial --`: these lines in this order, with other lines allowed between.
    case partial
    /// `-- no output --`: nothing is printed.
    case silent
  }

  public var mode: Mode
  /// The expected lines and any-order groups, in block order; empty when silent.
  public var items: [ExpectedItem]

  public init(mode: Mode, items: [ExpectedItem]) {
    self.mode = mode
    self.items = items
  }

  /// Every expected line, with groups flattened, in block order.
  public var lines: [LinePattern] {
    items.flatMap { item -> [LinePattern] in
      switch item {
      case .line(let line): [line]
      case .anyOrder(let lines): lines
      }
    }
  }
}

/// One entry of an event's expected console.
public enum ExpectedItem: Sendable, Equatable {
  /// A line at its place in the order.
  case line(LinePattern)
  /// `-- any order --`: lines that may appear in any order, together at this place.
  case anyOrder([LinePattern])
}

/// What the device must show after an event.
public struct ScreenExpectation: Sendable, Equatable {
  public enum Target: Sendable, Equatable, Hashable {
    /// `-- screen --`: the window in front.
    case front
    /// `-- screen "South" --`, `-- screen window 2 --`: a named window.
    case window(WindowRef)
    /// `-- home screen --`: no window of the app is on the screen.
    case homeScreen
    /// `-- card --`, `-- card "North" --`: a window's card in the app switcher.
    case card(WindowRef?)
    /// `-- file Documents/draft.json --`: a file in the app's container, line by line.
    case file(String)

    /// The directive that names the target: `-- screen "South" --`.
    public var directive: String {
      switch self {
      case .front: "-- screen --"
      case .window(let ref): "-- screen \(ref.written) --"
      case .homeScreen: "-- home screen --"
      case .card(nil): "-- card --"
      case .card(let ref?): "-- card \(ref.written) --"
      case .file(let path): "-- file \(path) --"
      }
    }
  }

  public var target: Target
  /// The expected items, one a line: a `Text`'s text, or a `Button`'s label in brackets.
  public var lines: [LinePattern]
  /// The position of the directive.
  public var location: SourceLocation

  public init(target: Target, lines: [LinePattern], location: SourceLocation) {
    self.target = target
    self.lines = lines
    self.location = location
  }
}

/// A known wrong console for an event, and what to tell a student who printed it.
public struct Hint: Sendable, Equatable {
  /// The text of `-- hint: … --`.
  public var message: String
  /// The wrong console, matched in order with other lines allowed between.
  public var lines: [LinePattern]
  /// The position of the directive.
  public var location: SourceLocation

  public init(message: String, lines: [LinePattern], location: SourceLocation) {
    self.message = message
    self.lines = lines
    self.location = location
  }
}

extension Fixture {
  /// Whether the fixture checks anything: a build expectation, or an event block that does.
  /// A fixture that does not passes every run, so it is bad input (a draft may be one).
  public var checksSomething: Bool {
    build != nil || events.contains(where: \.checksSomething)
  }
}
