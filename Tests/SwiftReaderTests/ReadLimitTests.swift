import Foundation
import SwiftReader
import Testing

/// The reader's limits: chains of every kind, nesting, ambiguity and size stop with a located
/// error before the tree grows too tall for anything that walks it, and what is accepted can
/// be walked and released on a small stack, in a debug build.
@Suite("Read limits")
struct ReadLimitTests {
  /// A chain, made `links` links long: each kind of node a loop builds, not the recursion.
  struct Chain: CustomTestStringConvertible, Sendable {
    var name: String
    var make: @Sendable (Int) -> String
    var testDescription: String { name }
  }

  static let chains: [Chain] = [
    Chain(name: "1 + 1 + …") { "let x = " + Array(repeating: "1", count: $0).joined(separator: " + ") },
    Chain(name: "f()()()…") { "let x = f" + String(repeating: "()", count: $0) },
    Chain(name: "x.a.a.a…") { "let x = a" + String(repeating: ".a", count: $0) },
    Chain(name: "x[0][0]…") { "let x = a" + String(repeating: "[0]", count: $0) },
    Chain(name: "x![0]![0]…") { "let x = a" + String(repeating: "![0]", count: $0) },
    Chain(name: "x?.a?.a…") { "let x = a" + String(repeating: "?.a", count: $0) },
    Chain(name: "a = a = …") { Array(repeating: "a", count: $0 + 1).joined(separator: " = ") },
    Chain(name: "a ?? a ?? …") { "let x = " + Array(repeating: "a", count: $0 + 1).joined(separator: " ?? ") },
    Chain(name: "a ? b : a ? b : …") { "let x = " + String(repeating: "a ? b : ", count: $0) + "c" },
    Chain(name: "1 as Int as Int …") { "let x = 1" + String(repeating: " as Int", count: $0) },
    Chain(name: "modifiers .padding() on lines of their own") {
      "Text(\"a\")\n" + String(repeating: "  .padding()\n", count: $0)
    },
    Chain(name: "trailing closures f {} .map {} …") {
      "let x = f { 1 }" + String(repeating: ".map { $0 }", count: $0)
    },
    Chain(name: "Int???…") { "let x: Int" + String(repeating: "?", count: $0) + " = nil" },
    Chain(name: "A.B.B.B… as a type") { "let x: A" + String(repeating: ".B", count: $0) },
    Chain(name: "A.B.B….c as a pattern") {
      "if case A" + String(repeating: ".B", count: $0) + ".c = x {}"
    },
    Chain(name: "\\A.B.B… as a key path root") { "let x = \\A" + String(repeating: ".B", count: $0) },
  ]

  @Test("a chain a hundred links long reads", arguments: chains)
  func longChainReads(_ chain: Chain) throws {
    _ = try SwiftReader.read(name: "Chain.swift", text: chain.make(100))
  }

  @Test("a chain of twenty thousand links is a located error, not a stack overflow", arguments: chains)
  func endlessChainStops(_ chain: Chain) throws {
    let text = chain.make(20_000)
    do {
      _ = try SwiftReader.read(name: "Chain.swift", text: text)
      Issue.record("twenty thousand links were read")
    } catch {
      #expect(error.location.file == "Chain.swift")
      #expect(
        error.message.contains("more than \(ReadLimits.maximumHeight) levels")
          || error.message.contains("more than \(ReadLimits.maximumNesting) levels"),
        "\(error.message)")
      // Located where the limit was crossed, far before the end of the text.
      #expect(error.location.line <= 300 && error.location.column < text.utf8.count / 2)
    }
  }

  @Test("an 'else if' chain past the nesting limit says that 'else if' counts as a level")
  func elseIfChain() throws {
    let error = try #require(
      Read.error("if a {} " + String(repeating: "else if a {} ", count: 200)))
    #expect(error.message.contains("'else if'"), "\(error.message)")
    #expect(error.location.line == 1)
  }

  @Test("the tallest trees the reader accepts are walked and released on a 512 KB stack")
  func tallTreesOnSmallStack() async throws {
    let texts = Self.chains.map { chain in
      // The longest chain of each kind that still reads.
      var links = ReadLimits.maximumHeight
      while Read.error(chain.make(links)) != nil && links > 0 { links -= 8 }
      return chain.make(links)
    }
    let counts = await onSmallStack {
      texts.map { text -> Int in
        guard let file = try? SwiftReader.read(name: "Tall.swift", text: text) else { return -1 }
        var count = 0
        SyntaxWalker.visit(file) { _ in
          count += 1
          return true
        }
        return count
      }
    }
    for (chain, count) in zip(Self.chains, counts) {
      // -1: it did not read; 0: a type or pattern, which holds no expression.
      #expect(count >= 0, "\(chain.name) did not read near the limit")
    }
    // `1 + 1 + …` near the limit: every literal and every `+` was visited.
    #expect(counts[0] > ReadLimits.maximumHeight)
  }

  @Test("alternatives inside alternatives stop with an error instead of taking exponential time")
  func exponentialAlternatives() throws {
    let text = "let x = " + String(repeating: "{ [x = ", count: 60) + "1"
      + String(repeating: "]}", count: 60)
    let start = Date()
    let error = try #require(Read.error(text))
    #expect(error.message.contains("too ambiguous"), "\(error.message)")
    #expect(Date().timeIntervalSince(start) < 60)
  }

  @Test("a program larger than the limit is refused at the first byte past it")
  func tooLong() throws {
    let line = "let a = 1\n"
    let lines = ReadLimits.maximumProgramBytes / line.utf8.count + 10
    let text = String(repeating: line, count: lines)
    let error = try #require(Read.error(text, name: "Big.swift"))
    #expect(error.message.contains("program is too long to read"))
    let expectedLine = ReadLimits.maximumProgramBytes / line.utf8.count + 1
    #expect(error.location.line == expectedLine)
    #expect(error.location.column == ReadLimits.maximumProgramBytes % line.utf8.count + 1)
  }

  @Test("the limit is on a program's files together: the file that crosses it is named")
  func tooLongTogether() throws {
    let half = String(repeating: "let a = 1\n", count: ReadLimits.maximumProgramBytes / 20 + 10)
    do {
      _ = try SwiftReader.read(files: [("A.swift", half), ("B.swift", half)])
      Issue.record("two halves past the limit were read")
    } catch {
      #expect(error.location.file == "B.swift")
    }
  }

  /// Runs `body` on a thread with the 512 KB stack that secondary threads get on macOS.
  private func onSmallStack<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      let thread = Thread { continuation.resume(returning: body()) }
      thread.stackSize = 512 * 1024
      thread.start()
    }
  }
}
