import Expectations
import Foundation
import HarnessTestSupport
import LessonRunner
import SwiftReader
import Testing

/// Verifying a course reads each distinct Swift file once; a program taken from the cache is
/// the program its fixture's files read whole.
@Suite("Each distinct Swift file of a course read once")
struct SwiftFileCacheTests {
  private func fixture(_ path: String, _ swift: [(name: String, text: String)]) throws -> Fixture {
    var text = "# a cached program\nsource: a test\ndevice: iPhone 17\nclaim: it runs\n\n"
    for file in swift { text += "-- \(file.name) --\n\(file.text)" }
    text += "== launch ==\nready\n"
    return try FixtureParser.parse(path: path, text: text)
  }

  /// The program's trees, node ids and literals, as bytes (`String`'s equality would take
  /// canonically equal texts for one).
  private func whole(_ fixture: Fixture) throws -> [UInt8] {
    bytes(try SwiftReader.read(files: fixture.swiftFiles.map { ($0.name, $0.text) }))
  }

  private func bytes(_ files: [SourceFile]) -> [UInt8] { Array("\(files)".utf8) }

  @Test("every shipped fixture's program from the cache is its program read whole")
  func shippedPrograms() throws {
    let fixtures = try PackagePaths.allFixtures.map { relative in
      let path = PackagePaths.path(relative)
      return try FixtureLoading.load(path)
    }
    let cache = SwiftFileCache.reading(fixtures)
    var cached = 0
    for fixture in fixtures {
      guard let files = cache.files(of: fixture) else { continue }
      cached += 1
      #expect(bytes(files) == (try whole(fixture)), "\(fixture.path)")
    }
    #expect(cached == fixtures.count)
  }

  @Test("a file shared by two fixtures is shared; one text differing only by canonically equal characters is not")
  func bytesDecide() throws {
    let app = "@main\nstruct A {\n  static func main() { print(\"caf\\u{E9}\") }\n}\n"
    let precomposed = "let word = \"caf\u{E9}\"\n"
    let combining = "let word = \"cafe\u{301}\"\n"
    #expect(precomposed == combining)
    let first = try fixture("one.fixture", [("A.swift", app), ("Word.swift", precomposed)])
    let second = try fixture("two.fixture", [("A.swift", app), ("Word.swift", combining)])
    let cache = SwiftFileCache.reading([first, second])
    for item in [first, second] {
      let files = try #require(cache.files(of: item))
      #expect(bytes(files) == (try whole(item)))
    }
    #expect(bytes(try #require(cache.files(of: first))) != bytes(try #require(cache.files(of: second))))
  }

  @Test("a program that declares an operator is read whole")
  func operatorsReadWhole() throws {
    let declared = "infix operator <>: AdditionPrecedence\nfunc <> (a: Int, b: Int) -> Int { a - b }\n"
    let use = "@main\nstruct A {\n  static func main() { print(1 <> 2 * 3) }\n}\n"
    let item = try fixture("operators.fixture", [("A.swift", use), ("Op.swift", declared)])
    #expect(SwiftFileCache.reading([item]).files(of: item) == nil)
  }
}

/// Reads a fixture as the runner does.
private enum FixtureLoading {
  static func load(_ path: String) throws -> Fixture {
    try FixtureRunner().load(path: path)
  }
}
