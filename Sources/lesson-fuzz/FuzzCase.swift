import Expectations
import Foundation
import LessonRunner

/// One input to try: a mutated fixture, a mutated Swift file graded as a student's code
/// against a fixture, or a mutated console pasted for grading against a fixture.
struct FuzzCase {
  enum Kind: String, CaseIterable {
    case fixture, swift, paste
  }

  var index: Int
  var kind: Kind
  /// The fixture the case comes from (the one a Swift file or a paste is graded against).
  var base: FuzzCorpus.Seed
  /// The fixture's text, the Swift file's or the paste's, after mutation.
  var input: [UInt8]
  /// The Swift file's name (`swift` cases).
  var fileName: String
  /// The report format the command is asked for.
  var format: String

  /// A line naming the case, for reports.
  var summary: String {
    "case \(index): \(kind.rawValue) from \(base.path)"
      + (kind == .swift ? " (\(fileName))" : "") + ", \(input.count) bytes, --format \(format)"
  }
}

/// Makes case `index` of a run from the seed alone, the same on every machine and every time.
struct CaseMaker {
  let corpus: FuzzCorpus
  let seed: UInt64
  private var mutator: Mutator
  /// Each fixture's own console, as a paste (made once, by running the fixture).
  private var pastes: [Int: [UInt8]] = [:]

  static let formats = ["human", "json", "junit", "gradescope", "classroom"]

  init(corpus: FuzzCorpus, seed: UInt64) {
    self.corpus = corpus
    self.seed = seed
    let donors = corpus.fixtures.map(\.text) + corpus.swift.map(\.text) + corpus.noise
    mutator = Mutator(dictionary: corpus.dictionary, donors: donors)
  }

  mutating func make(_ index: Int) -> FuzzCase {
    var random = SplitMix(seed: seed, index: index)
    let roll = Int.random(in: 0..<20, using: &random)
    let kind: FuzzCase.Kind = roll < 8 ? .fixture : (roll < 15 ? .swift : .paste)
    let baseIndex = Int.random(in: 0..<corpus.fixtures.count, using: &random)
    let base = corpus.fixtures[baseIndex]
    let format = Self.formats.randomElement(using: &random)!
    var fileName = ""
    let original: [UInt8]
    switch kind {
    case .fixture:
      original = base.text
    case .swift:
      let own = base.fixture.swiftFiles
      if !own.isEmpty && random.chance(0.6) {
        let file = own.randomElement(using: &random)!
        (fileName, original) = (file.name, Array(file.text.utf8))
      } else {
        (fileName, original) = corpus.swift.randomElement(using: &random)!
      }
    case .paste:
      original = pasted(baseIndex, &random)
    }
    let input = mutator.mutate(original, using: &random)
    return FuzzCase(
      index: index, kind: kind, base: base, input: input, fileName: fileName, format: format)
  }

  /// The fixture's console as Xcode shows it: its lines, with console noise among them.
  private mutating func pasted(_ fixtureIndex: Int, _ random: inout SplitMix) -> [UInt8] {
    let own = pastes[fixtureIndex] ?? console(of: corpus.fixtures[fixtureIndex])
    pastes[fixtureIndex] = own
    var lines = own.split(separator: 10, omittingEmptySubsequences: false).map(Array.init)
    for _ in 0..<random.small(0...4) where !corpus.noise.isEmpty {
      let at = Int.random(in: 0...lines.count, using: &random)
      lines.insert(corpus.noise.randomElement(using: &random)!, at: at)
    }
    return Array(lines.joined(separator: [10]))
  }

  /// What the fixture's program prints (or, for a program that does not build, the
  /// compiler's diagnostics), one line each.
  private func console(of seed: FuzzCorpus.Seed) -> [UInt8] {
    guard case .verified(_, let transcript)? = try? FixtureRunner().run(seed.fixture) else {
      return []
    }
    let lines =
      seed.fixture.build != nil
      ? transcript.build.map(\.description) : transcript.console.map(\.text)
    return Array(lines.joined(separator: "\n").utf8)
  }
}
