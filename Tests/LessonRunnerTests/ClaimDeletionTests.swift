import Foundation
import HarnessTestSupport
import LessonRunner
import Testing

/// Deleting the single claimed line of a fixture never leaves a fixture that passes: the
/// claim it stood under, or the fixture itself, then checks nothing, which is bad input.
@Suite("Fixtures: deleting a claim's only line fails")
struct ClaimDeletionTests {
  /// The fixture's lines, and the indices of each event block's console lines (not directives,
  /// not lines under a screen, never or hint directive), with whether the block has a claim.
  private static func blocks(_ lines: [String]) -> [(claimed: Bool, lines: [Int])] {
    var blocks: [(claimed: Bool, lines: [Int])] = []
    var inEvent = false
    var inConsole = false
    for (index, line) in lines.enumerated() {
      if line.hasPrefix("== ") {
        inEvent = !line.hasPrefix("== build")
        inConsole = true
        if inEvent { blocks.append((false, [])) }
        continue
      }
      guard inEvent else { continue }
      if line.hasPrefix("-- ") && line.hasSuffix(" --") {
        if line.hasPrefix("-- claim:") { blocks[blocks.count - 1].claimed = true }
        let keepsConsole = [
          "-- claim:", "-- points:", "-- scoring:", "-- partial", "-- any order", "-- in order",
        ]
        inConsole = keepsConsole.contains { line.hasPrefix($0) }
        continue
      }
      if inConsole, !line.trimmingCharacters(in: .whitespaces).isEmpty {
        blocks[blocks.count - 1].lines.append(index)
      }
    }
    return blocks
  }

  @Test(
    "deleting the single line under a claim, or a fixture's only claimed line, exits non-zero",
    arguments: PackagePaths.allFixtures)
  func deletion(_ path: String) throws {
    let text = try String(contentsOfFile: PackagePaths.path(path), encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    let blocks = Self.blocks(lines)
    let claimedLines = blocks.flatMap(\.lines)
    var targets = blocks.filter { $0.claimed && $0.lines.count == 1 }.map { $0.lines[0] }
    if claimedLines.count == 1 { targets.append(claimedLines[0]) }
    let folder = try PackagePaths.temporaryFolder()
    for target in Set(targets) {
      var changed = lines
      changed.remove(at: target)
      let file = folder + "/" + (path as NSString).lastPathComponent
      try changed.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
      let output = LessonRunnerCommand(arguments: [file], environment: [:], isTerminal: false).run()
      #expect(
        output.exitCode != 0,
        "deleting line \(target + 1) ('\(lines[target])') of \(path) still passes")
    }
  }

  @Test("lesson 6 step 9: removing the Home block's only line is bad input, at its claim")
  func stepNine() throws {
    let path = "Fixtures/lesson06/step09-tidy-save.fixture"
    let text = try String(contentsOfFile: PackagePaths.path(path), encoding: .utf8)
    let changed = text.replacingOccurrences(
      of: "-- claim: one line when Home is pressed --\nSaving 3 trips\n",
      with: "-- claim: one line when Home is pressed --\n")
    #expect(changed != text)
    let file = try PackagePaths.temporaryFolder() + "/step09.fixture"
    try changed.write(toFile: file, atomically: true, encoding: .utf8)
    let output = LessonRunnerCommand(arguments: [file], environment: [:], isTerminal: false).run()
    #expect(output.exitCode == 2)
    #expect(
      output.standardError.contains(
        "error: '-- claim: one line when Home is pressed --' checks nothing"))
  }
}
