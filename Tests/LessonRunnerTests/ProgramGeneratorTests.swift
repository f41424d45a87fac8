import Foundation
import HarnessTestSupport
import Testing

/// The random program generator behind `lesson-bench conformance`.
@Suite("Random program generator")
struct ProgramGeneratorTests {
  @Test("the same seed and number give the same program; others give other programs")
  func deterministic() {
    let first = ProgramGenerator.program(seed: 42, number: 3)
    #expect(first == ProgramGenerator.program(seed: 42, number: 3))
    #expect(first.source != ProgramGenerator.program(seed: 43, number: 3).source)
    #expect(first.source != ProgramGenerator.program(seed: 42, number: 4).source)
  }

  @Test("the random source is SplitMix64, the same on every machine")
  func splitMix() {
    // The first outputs of SplitMix64 seeded with 0, as its reference implementation gives them.
    var random = SeededRandom(seed: 0)
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
  }

  @Test("over many programs, every kind of construct appears")
  func coverage() {
    let text = (0..<60).map { ProgramGenerator.program(seed: 7, number: $0).source }.joined()
    for construct in [
      "struct S", "enum E", "enum L", "func f", "inout", "for ", "while ", "switch ", "if let ",
      "guard ", "defer {", "&+", "% 1000", "?? ", "print(", "(x: Int) -> Int", ".map {",
      "String(reflecting:", "= if ", "= switch ", ".rounded(", "print(\"end\", ",
    ] {
      #expect(text.contains(construct), "no generated program has '\(construct)'")
    }
  }

  @Test("a batch holds each program's declarations and runs each after its marker")
  func batch() {
    let programs = (0..<3).map { ProgramGenerator.program(seed: 5, number: $0) }
    let text = ProgramGenerator.batch(programs)
    for program in programs {
      #expect(text.contains(program.declarations))
      #expect(
        text.contains("print(\"\(ProgramGenerator.marker(program.number))\")\n\(program.entry)()"))
    }
  }

  @Test(
    "generated programs build with swiftc and run to the end without a trap",
    .enabled(if: Swiftc.path != nil, "swiftc is not on the PATH"))
  func buildAndRun() throws {
    let programs = (0..<4).map { ProgramGenerator.program(seed: 11, number: $0) }
    let folder = try PackagePaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = try Swiftc.buildAndRun(ProgramGenerator.batch(programs), in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    for program in programs {
      #expect(run.stdout.contains(ProgramGenerator.marker(program.number) + "\n"))
    }
  }
}
