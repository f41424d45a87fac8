import Foundation

/// The conformance programs in `Tests/Conformance/`, each with the output swiftc's build printed.
///
/// A program is named by its path under its folder without `.swift`
/// (`enums/enums-raw-values-counted`); programs written for the simulated device, whose expected
/// output was reasoned rather than run, are named under `device/`.
public struct ConformanceCorpus: Sendable {
  /// One program and what it must print.
  public struct Program: Sendable, Hashable, CustomStringConvertible {
    public var name: String
    public var path: String
    public var source: String
    public var expected: ProgramOutput
    /// Whether swiftc on this machine is the judge (false for the device programs).
    public var checkedBySwiftc: Bool

    public var description: String { name }
  }

  /// The folder holding `programs/`, `programs-device/` and `known-differences.txt`.
  public var root: String
  public var programs: [Program]

  /// Reads every program and its expected output; a program without its `.out` is an error.
  public init(root: String = PackagePaths.path("Tests/Conformance")) throws {
    self.root = root
    programs =
      try Self.read(folder: root + "/programs", prefix: "", checked: true)
      + Self.read(folder: root + "/programs-device", prefix: "device/", checked: false)
  }

  init(root: String, programs: [Program]) {
    self.root = root
    self.programs = programs
  }

  /// The corpus shipped with the package, read once; empty if it cannot be read (reading it
  /// again with `init()` gives the error).
  public static let shipped: ConformanceCorpus =
    (try? ConformanceCorpus())
    ?? ConformanceCorpus(root: PackagePaths.path("Tests/Conformance"), programs: [])

  /// The names of the shipped programs, in order (test arguments).
  public static var names: [String] { shipped.programs.map(\.name) }

  public func program(named name: String) -> Program? { programs.first { $0.name == name } }

  /// The programs listed in `known-differences.txt`: name → reason.
  public func knownDifferences() throws -> [String: String] {
    try KnownDifferences.read(path: root + "/known-differences.txt").entries
  }

  private static func read(folder: String, prefix: String, checked: Bool) throws -> [Program] {
    let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
    return try files.filter { $0.hasSuffix(".swift") }.sorted().map { relative in
      let path = folder + "/" + relative
      let base = String(path.dropLast(".swift".count))
      guard let out = try? String(contentsOfFile: base + ".out", encoding: .utf8) else {
        throw CorpusError(
          message: "\(path) has no '.out' file: run Tests/Conformance/regenerate.sh")
      }
      let trap = try? String(contentsOfFile: base + ".trap", encoding: .utf8)
      return Program(
        name: prefix + String(relative.dropLast(".swift".count)), path: path,
        source: try String(contentsOfFile: path, encoding: .utf8),
        expected: ProgramOutput(stdout: out, trap: trap.map(Self.firstLine)),
        checkedBySwiftc: checked)
    }
  }

  static func firstLine(_ text: String) -> String {
    String(text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
  }
}

/// A corpus file that cannot be read as the corpus needs it.
public struct CorpusError: Error, CustomStringConvertible {
  public var message: String
  public var description: String { message }
}
