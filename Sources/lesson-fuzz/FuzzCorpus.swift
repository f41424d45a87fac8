import Expectations
import Foundation
import LessonRunner
import Transcript

/// The seeds cases are made from: fixtures (the shipped ones and the corpus's), Swift files
/// to grade as a student's, Xcode console lines to splice into pastes, and a dictionary of
/// tokens that mutations insert.
///
/// Loaded from `Fixtures/` and `Tests/FuzzCorpus/` under the package root, in sorted order,
/// so that a seed and an index make the same case on every machine.
struct FuzzCorpus {
  struct Seed {
    var path: String
    var text: [UInt8]
    var fixture: Fixture
  }

  var fixtures: [Seed] = []
  /// Swift sources: each fixture's Swift files, then the corpus's `swift/` folder.
  var swift: [(name: String, text: [UInt8])] = []
  /// Lines Xcode and iOS write into a console, from the corpus's `pastes/` folder.
  var noise: [[UInt8]] = []
  var dictionary: [[UInt8]] = []

  enum Failure: Error, CustomStringConvertible {
    case empty(String)
    var description: String {
      switch self {
      case .empty(let root): "no fixtures under '\(root)/Fixtures' or '\(root)/Tests/FuzzCorpus'"
      }
    }
  }

  init(root: String) throws {
    let runner = FixtureRunner()
    for path in Self.files(under: root + "/Fixtures", ending: ".fixture")
      + Self.files(under: root + "/Tests/FuzzCorpus/fixtures", ending: ".fixture")
    {
      guard let data = FileManager.default.contents(atPath: path),
        let fixture = try? runner.load(path: path)
      else { continue }
      fixtures.append(Seed(path: path, text: Array(data), fixture: fixture))
      swift += fixture.swiftFiles.map { ($0.name, Array($0.text.utf8)) }
    }
    guard !fixtures.isEmpty else { throw Failure.empty(root) }
    for path in Self.files(under: root + "/Tests/FuzzCorpus/swift", ending: ".swift") {
      if let data = FileManager.default.contents(atPath: path) {
        swift.append(((path as NSString).lastPathComponent, Array(data)))
      }
    }
    for path in Self.files(under: root + "/Tests/FuzzCorpus/pastes", ending: ".txt") {
      if let data = FileManager.default.contents(atPath: path) {
        noise += data.split(separator: UInt8(ascii: "\n")).map(Array.init)
      }
    }
    let dictionaryPath = root + "/Tests/FuzzCorpus/dictionary.txt"
    if let data = FileManager.default.contents(atPath: dictionaryPath) {
      dictionary = String(decoding: data, as: UTF8.self).split(separator: "\n")
        .filter { !$0.hasPrefix("#") }.map { Self.unescaped(String($0)) }
    }
    if dictionary.isEmpty { dictionary = [Array(".".utf8)] }
  }

  /// The package root: the folder above `.build` when run from the build folder, else the
  /// current directory.
  static func defaultRoot() -> String {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var folder = executable.deletingLastPathComponent()
    while folder.path != "/" {
      if folder.lastPathComponent == ".build" { return folder.deletingLastPathComponent().path }
      folder.deleteLastPathComponent()
    }
    return FileManager.default.currentDirectoryPath
  }

  private static func files(under folder: String, ending suffix: String) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder)
    var found: [String] = []
    while let relative = enumerator?.nextObject() as? String {
      if relative.hasSuffix(suffix) && !relative.contains("engine-regressions/") {
        found.append(folder + "/" + relative)
      }
    }
    return found.sorted()
  }

  /// A dictionary line's bytes: `\n`, `\r`, `\t`, `\\` and `\xHH` stand for what they name.
  static func unescaped(_ line: String) -> [UInt8] {
    var bytes: [UInt8] = []
    var input = Array(line.utf8)[...]
    while let byte = input.popFirst() {
      guard byte == UInt8(ascii: "\\"), let next = input.popFirst() else {
        bytes.append(byte)
        continue
      }
      switch next {
      case UInt8(ascii: "n"): bytes.append(10)
      case UInt8(ascii: "r"): bytes.append(13)
      case UInt8(ascii: "t"): bytes.append(9)
      case UInt8(ascii: "x"):
        let digits = String(decoding: input.prefix(2), as: UTF8.self)
        input = input.dropFirst(2)
        bytes.append(UInt8(digits, radix: 16) ?? 0)
      default: bytes.append(next)
      }
    }
    return bytes
  }
}
