import Transcript

/// One lesson claim read from a `.fixture` file: its header, its Swift files and its events.
///
/// A fixture is plain data. ``FixtureParser`` makes one from text, and ``Verifier`` compares
/// it with the ``Transcript`` of a run.
public struct Fixture: Sendable, Equatable {
  /// The fixture's path, as given to the parser; every location in the fixture names it.
  public var path: String
  /// The text after `#` on the first line.
  public var title: String
  /// Where the claim comes from: `lesson 6, step 4`.
  public var source: String
  /// The simulated device: `iPhone 17`, `iPad Air 11-inch (M4)`.
  public var device: String
  /// The plain-language claim of the whole fixture, if the header gives one.
  public var claim: String?
  /// The app's module name as `String(reflecting:)` prints it, if the header gives one.
  public var module: String?
  /// Whether the run happens under XCTest (`under tests: yes`).
  public var underTests: Bool
  /// `max steps: N`: a larger budget of interpreter steps for a program that needs it.
  public var maxSteps: Int?
  /// `locale: fr_FR`: the device's locale, for formatted dates (en_US when absent).
  public var locale: String?
  /// `time zone: Europe/Paris`: the device's time zone (UTC when absent).
  public var timeZone: String?
  /// `low power mode: on`: what `ProcessInfo.isLowPowerModeEnabled` reads (off when absent).
  public var lowPowerMode = false
  /// The header's `note:` lines, in order.
  public var notes: [String]
  /// The files, in the order they appear.
  public var files: [FixtureFile]
  /// The `== build ==` section, if there is one.
  public var build: BuildExpectation?
  /// The events, in order; `events[i]` is checked against `transcript.events[i]`.
  public var events: [EventExpectation]

  public init(
    path: String, title: String, source: String, device: String, claim: String? = nil,
    module: String? = nil, underTests: Bool = false, notes: [String] = [],
    files: [FixtureFile] = [], build: BuildExpectation? = nil, events: [EventExpectation] = []
  ) {
    self.path = path
    self.title = title
    self.source = source
    self.device = device
    self.claim = claim
    self.module = module
    self.underTests = underTests
    self.notes = notes
    self.files = files
    self.build = build
    self.events = events
  }

  /// The app's module name: the header's `module:`, or `App` when it has none.
  public var moduleName: String { module ?? "App" }

  /// The Swift files, in order.
  public var swiftFiles: [FixtureFile] { files.filter(\.isSwift) }

  /// The file with this name, if the fixture has one.
  public func file(named name: String) -> FixtureFile? {
    files.first { $0.name == name }
  }
}

/// One file of a fixture, verbatim: a Swift file, or a resource such as `Info.plist`.
public struct FixtureFile: Sendable, Equatable {
  /// The name on its marker line: `ShopApp.swift`.
  public var name: String
  /// The file's text. Each line ends with a line break; blank lines at its end are dropped.
  public var text: String
  /// The fixture line that holds the file's first line (the line after its marker).
  ///
  /// Line `n` of the file is fixture line `firstLine + n - 1`.
  public var firstLine: Int

  public init(name: String, text: String, firstLine: Int) {
    self.name = name
    self.text = text
    self.firstLine = firstLine
  }

  /// Whether the file is Swift source (its name ends in `.swift`).
  public var isSwift: Bool { name.hasSuffix(".swift") }

  /// Where line `line` of this file sits in the fixture.
  public func fixtureLine(_ line: Int) -> Int { firstLine + line - 1 }
}
