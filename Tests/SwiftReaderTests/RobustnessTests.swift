import Foundation
import SwiftReader
import Testing

@Suite("Robustness")
struct RobustnessTests {
  /// The longest listing, and the one with the most kinds of statement and expression.
  static let longListings =
    Lessons.all.sorted { $0.text.utf8.count > $1.text.utf8.count }.prefix(1)
    + Lessons.all.filter { $0.name.hasSuffix("question 9: background work, without permission") }

  @Test(
    "every prefix of a real listing either reads or throws a located error", arguments: longListings
  )
  func truncatedPrefixes(_ listing: Listing) {
    let characters = Array(listing.text)
    for end in 0...characters.count {
      let prefix = String(characters[0..<end])
      do {
        _ = try SwiftReader.read(name: "Prefix.swift", text: prefix)
      } catch {
        #expect(error.location.file == "Prefix.swift")
        #expect(!error.message.isEmpty)
      }
    }
  }

  @Test("removing any one character of a listing never crashes the reader")
  func singleDeletions() throws {
    let listing = try #require(
      Lessons.all.first { $0.name.hasSuffix("question 6: @main on an enum") })
    let characters = Array(listing.text)
    for index in characters.indices {
      var mutated = characters
      mutated.remove(at: index)
      _ = try? SwiftReader.read(name: "Mutated.swift", text: String(mutated))
    }
  }

  @Test("random sequences of Swift fragments read or throw, never crash or hang")
  func randomFragments() {
    let fragments = [
      "(", ")", "[", "]", "{", "}", ",", ":", ";", ".", "\\", "@", "#", "?", "!", "=", "->",
      "\"", "\"\"\"", "\\(", "$0", "_", "`", "/*", "*/", "//", "\n", " ", "x", "Int", "1",
      "0.5", "let", "var", "func", "if", "else", "case", "switch", "for", "in", "where", "try",
      "await", "as", "is", "struct", "init", "return", "get", "set", "some", "<", ">", "...",
      "+", "&&", "#Preview", "@main", "→", "🐰", "“",
    ]
    var generator = SplitMix64(seed: 54)
    for _ in 0..<1000 {
      let count = Int(generator.next() % 40)
      let text = (0..<count).map { _ in fragments[Int(generator.next() % UInt64(fragments.count))] }
        .joined(separator: generator.next() % 3 == 0 ? "" : " ")
      _ = try? SwiftReader.read(name: "Random.swift", text: text)
    }
  }

  @Test(
    "deep nesting is an error, not a stack overflow",
    arguments: [
      String(repeating: "(", count: 5000) + "x" + String(repeating: ")", count: 5000),
      "x = " + String(repeating: "[", count: 5000),
      String(repeating: "f {", count: 3000),
      "x = " + String(repeating: "-(", count: 5000) + "x",
      "x = " + String(repeating: "! ", count: 5000) + "x",
      "let x: " + String(repeating: "[", count: 5000) + "Int",
      "let x: " + String(repeating: "A<", count: 5000) + "Int",
      "if a {} " + String(repeating: "else if a {} ", count: 5000),
      String(repeating: "struct A { ", count: 3000),
      "let x = " + String(repeating: "a ? ", count: 5000) + "b",
      "switch x { case " + String(repeating: "(", count: 5000),
      "x = " + String(repeating: "\"\\(", count: 100),
      "x = " + String(repeating: "try ", count: 5000) + "f()",
    ])
  func deepNesting(_ source: String) throws {
    let error = try #require(Read.error(source))
    #expect(!error.message.isEmpty)
  }

  @Test("nesting a lesson's depth many times over still reads, even on a 512 KB stack")
  func reasonableNestingOnSmallStack() async throws {
    let nested =
      String(repeating: "VStack { ", count: 20) + "Text(\"a\").font(.system(size: (1 + (2 * (3)))))"
      + String(repeating: " }", count: 20)
    let parenthesised =
      "x = " + String(repeating: "(", count: 40) + "1" + String(repeating: ")", count: 40)
    let result = await onSmallStack {
      [nested, parenthesised].map { (try? SwiftReader.read(name: "Deep.swift", text: $0)) != nil }
    }
    #expect(result == [true, true])
    let tooDeep = await onSmallStack {
      (try? SwiftReader.read(name: "Deep.swift", text: String(repeating: "(", count: 10_000)))
        == nil
    }
    #expect(tooDeep)
  }

  /// Runs `body` on a thread with the 512 KB stack that secondary threads get on macOS.
  private func onSmallStack<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      let thread = Thread { continuation.resume(returning: body()) }
      thread.stackSize = 512 * 1024
      thread.start()
    }
  }

  @Test("ids are unique across a program and carry their file's index")
  func uniqueIDs() throws {
    let files = try SwiftReader.read(
      files: Lessons.lesson54.prefix(18).enumerated().map {
        ("File\($0.offset).swift", $0.element.text)
      })
    var seen = Set<Int>()
    for (index, file) in files.enumerated() {
      let walk = SyntaxWalk([file])
      #expect(!walk.nodes.isEmpty)
      for node in walk.nodes {
        #expect(node.id >> 24 == index)
        #expect(seen.insert(node.id).inserted, "duplicate id \(node.id)")
      }
    }
  }

  @Test("every node's range lies in the text and starts before it ends", arguments: Lessons.all)
  func ranges(_ listing: Listing) throws {
    let file = try Read.file(listing.text)
    for node in SyntaxWalk([file]).nodes {
      #expect(node.range.start <= node.range.end)
      let text = try #require(SourceSlice.text(node.range, in: listing.text))
      #expect(!text.isEmpty)
      #expect(
        text.first?.isWhitespace == false && text.last?.isWhitespace == false,
        "\(text.debugDescription)")
    }
  }

  @Test("expression ranges cover exactly their source text")
  func expressionText() throws {
    let source = "let x = foo(a: 1, b: [2, 3])?.bar![0] + (try? baz { $0 }) ?? .none"
    let file = try Read.file(source)
    let texts = SyntaxWalk([file]).expressions.compactMap { SourceSlice.text($0.range, in: source) }
    #expect(texts.contains("foo(a: 1, b: [2, 3])?.bar![0] + (try? baz { $0 }) ?? .none"))
    #expect(texts.contains("foo(a: 1, b: [2, 3])?.bar![0]"))
    #expect(texts.contains("(try? baz { $0 })"))
    #expect(texts.contains("try? baz { $0 }"))
    #expect(texts.contains("baz { $0 }"))
    #expect(texts.contains("[2, 3]"))
    #expect(texts.contains(".none"))
  }

  /// How fast reading is, is measured by `lesson-bench` (reading every fixture's files), not by a
  /// timed test; the reader's work budget keeps any one file bounded.
  @Test("a listing repeated 40 times reads as 40 listings")
  func repeatedListing() throws {
    let listing = try #require(
      Lessons.all.first { $0.name.hasSuffix("step 9: ContentView for any bunny") })
    let one = try SwiftReader.read(name: "One.swift", text: listing.text).declarations.count
    let big = Array(repeating: listing.text, count: 40).joined(separator: "\n")
    #expect(try SwiftReader.read(name: "Many.swift", text: big).declarations.count == 40 * one)
  }
}

/// A small seeded generator, so the random test reads the same texts on every run.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
