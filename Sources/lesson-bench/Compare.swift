import Foundation

/// `lesson-bench --compare`: generates inputs, runs lesson-runner on them and, side by side in
/// the same run, a peer (FileCheck when it is installed, or lesson-runner's own start-up), and
/// prints each pair's medians and their ratio.
///
/// Every figure is a whole process, started and waited for, so a ratio compares like with
/// like: reading the inputs, matching, and writing the report. Rounds alternate between the
/// two sides, so a busy machine slows both alike.
struct Compare {
  /// One comparison: our command, its peer's, and the exit codes each must end with.
  struct Case {
    var name: String
    var ours: [String]
    var oursExit: Int32
    var peer: (name: String, arguments: [String], exit: Int32)?
    var rounds: Int
  }

  let runner: [String]
  let fileCheck: String?
  let inputs: CompareInputs
  let fixtures: String
  let quick: Bool

  /// Runs every case and prints the table.
  func run() {
    let peerName = fileCheck == nil ? "(FileCheck not installed)" : "FileCheck"
    print("lesson-runner against its peers, medians of whole processes (\(peerName))")
    print(
      "ratio = lesson-runner's time / the peer's: below 1 is faster; memory is the peak resident set\n"
    )
    print(Self.header)
    for section in sections() {
      print(section.title)
      for item in section.cases { report(item) }
    }
    verifyAnyOrder()
  }

  private static let header =
    "case".padding(toLength: 50, withPad: " ", startingAt: 0)
    + "lesson-runner            peer                              ratio"

  // MARK: - Cases

  private func sections() -> [(title: String, cases: [Case])] {
    var literal: [Case] = []
    var holes: [Case] = []
    var failing: [Case] = []
    for (expected, printed) in [(1000, 49_000), (400, 100_000), (40, 1_000_000)] {
      let console = inputs.console("console-\(printed).txt", lines: printed)
      let indices = CompareInputs.spread(expected, over: printed)
      let size = megabytes(console.bytes)
      let label = "\(expected) among \(printed.formatted()) lines (\(size))"
      literal.append(
        grade("literal", "\(label)", indices.map(CompareInputs.printed), console.path))
      holes.append(
        grade(
          "holes", label, indices.map { CompareInputs.holed($0).fixture }, console.path,
          checks: indices.map { CompareInputs.holed($0).check }))
      if printed == 100_000 || printed == 1_000_000 {
        var lines = indices.map(CompareInputs.printed)
        lines[lines.count / 2] = "step \(indices[lines.count / 2]): stored 1000 items"
        failing.append(grade("failing", label, lines, console.path, exit: 1))
      }
    }
    // FileCheck takes half a minute a round on a million lines: three rounds there.
    for index in literal.indices where literal[index].name.contains("1,000,000") {
      literal[index].rounds = min(literal[index].rounds, 3)
      holes[index].rounds = min(holes[index].rounds, 3)
    }
    for index in failing.indices where failing[index].name.contains("1,000,000") {
      failing[index].rounds = min(failing[index].rounds, 3)
    }
    var anyOrder: [Case] = []
    let ticks = inputs.text("ticks-4000.txt", Array(repeating: "tick", count: 4000))
    anyOrder.append(
      grade(
        "any-order-4000", "4,000 identical lines, any order", Array(repeating: "tick", count: 4000),
        ticks, anyOrder: true, peer: false))
    let few = inputs.text("ticks-1000.txt", Array(repeating: "tick", count: 1000))
    anyOrder.append(
      grade(
        "any-order-1000", "1,000 identical lines, any order", Array(repeating: "tick", count: 1000),
        few, anyOrder: true))
    let reversed = (0..<1000).map { "line \($0)" }
    let reversedPaste = inputs.text("reversed-1000.txt", reversed.reversed())
    anyOrder.append(
      grade(
        "reversed-1000", "1,000 distinct lines in reverse, any order", reversed, reversedPaste,
        anyOrder: true))
    var large: [Case] = []
    for (lines, label) in quick
      ? [(2_000_000, "100 MB")] : [(2_000_000, "100 MB"), (20_000_000, "1 GB")]
    {
      let console = inputs.console("console-\(label).txt", lines: lines)
      let indices = CompareInputs.spread(40, over: lines)
      // The peer is FileCheck's fastest mode: CHECK finds a line's text anywhere (memchr).
      var item = grade(
        "large-\(lines)", "40 lines in a \(megabytes(console.bytes)) paste",
        indices.map(CompareInputs.printed), console.path, fullLines: false)
      item.rounds = lines > 10_000_000 ? 1 : 3
      large.append(item)
      guard lines < 10_000_000 else { continue }
      // Every pasted line matches every expected line by shape: memory must not follow them.
      let pattern = "step {{int}}: stored {{int}} items -> slot {{int}} of the queue"
      let check = "step {{[0-9]+}}: stored {{[0-9]+}} items -> slot {{[0-9]+}} of the queue"
      var every = grade(
        "every-\(lines)", "40 lines every line matches, \(megabytes(console.bytes))",
        Array(repeating: pattern, count: 40), console.path,
        checks: Array(repeating: check, count: 40), fullLines: false)
      every.rounds = 3
      large.append(every)
    }
    let course = Case(
      name: "verify the course in \(fixtures)", ours: runner + [fixtures], oursExit: 0,
      peer: ("lesson-runner --version", runner + ["--version"], 0), rounds: quick ? 3 : 7)
    return [
      ("grade a paste: literal lines in order (FileCheck --match-full-lines)", literal),
      ("grade a paste: lines with number holes", holes),
      ("grade a paste that fails (one line changed)", failing),
      ("grade a paste: any order (FileCheck CHECK-DAG)", anyOrder),
      ("grade a large paste (FileCheck without --match-full-lines, its fastest)", large),
      ("verify (peer: the runner's own start-up)", [course]),
    ]
  }

  /// Grading a console against a fixture claiming `lines`, and FileCheck checking the same.
  private func grade(
    _ name: String, _ label: String, _ lines: [String], _ console: String,
    checks: [String]? = nil, anyOrder: Bool = false, exit: Int32 = 0, peer: Bool = true,
    fullLines: Bool = true
  ) -> Case {
    let key = "\(name)-\(lines.count)"
    let fixture = inputs.fixture(key, lines, anyOrder: anyOrder)
    var item = Case(
      name: label, ours: runner + ["grade", fixture, console, "--large-paste"], oursExit: exit, peer: nil,
      rounds: quick ? 3 : 5)
    if peer, let fileCheck {
      let check = inputs.checks(key, checks ?? lines, anyOrder: anyOrder)
      let mode = fullLines ? ["--match-full-lines"] : []
      item.peer = ("FileCheck", [fileCheck] + mode + [check, "--input-file", console], exit)
    }
    return item
  }

  // MARK: - Running

  private func report(_ item: Case) {
    var ours: [ProcessTimer.Run] = []
    var theirs: [ProcessTimer.Run] = []
    do {
      for _ in 0..<item.rounds {
        ours.append(try ProcessTimer.run(item.ours))
        if let peer = item.peer { theirs.append(try ProcessTimer.run(peer.arguments)) }
      }
    } catch {
      print("  \(item.name): \(error)")
      return
    }
    var problems: [String] = []
    if let code = ours.first(where: { $0.exitCode != item.oursExit })?.exitCode {
      problems.append("lesson-runner exited \(code), not \(item.oursExit)")
    }
    if let peer = item.peer, let code = theirs.first(where: { $0.exitCode != peer.exit })?.exitCode
    {
      problems.append("\(peer.name) exited \(code), not \(peer.exit)")
    }
    let mine = Self.median(ours.map(\.milliseconds))
    let mineMemory = ours.map(\.peakMegabytes).max() ?? 0
    var line =
      "  " + item.name.padding(toLength: 48, withPad: " ", startingAt: 0)
      + Self.cell(mine, mineMemory)
    if let peer = item.peer {
      let other = Self.median(theirs.map(\.milliseconds))
      let otherMemory = theirs.map(\.peakMegabytes).max() ?? 0
      line += "  " + peer.name.padding(toLength: 10, withPad: " ", startingAt: 0)
      line += Self.cell(other, otherMemory)
      line += String(format: "  %6.2f×", mine / other)
      let (mineCPU, otherCPU) = (Self.median(ours.map(\.cpuMilliseconds)), Self.median(theirs.map(\.cpuMilliseconds)))
      line += String(format: "  (CPU %.0f / %.0f ms)", mineCPU, otherCPU)
    }
    print(line + (problems.isEmpty ? "" : "  !! " + problems.joined(separator: "; ")))
    // Out as soon as measured: a run stopped part way (or watched) keeps its figures.
    fflush(nil)
  }

  private static func cell(_ milliseconds: Double, _ megabytes: Double) -> String {
    String(format: "%9.1f ms %6.0f MiB", milliseconds, megabytes)
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }

  private func megabytes(_ bytes: Int) -> String {
    bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(bytes >> 10) KB"
  }

  // MARK: - Verifying any-order groups

  /// Verifying 16,000 any-order lines, in this process's child: the verification alone is
  /// timed inside it, and its whole peak memory is measured (there is no peer at this size:
  /// FileCheck's CHECK-DAG takes minutes).
  private func verifyAnyOrder() {
    print("verify an event's any-order group (in a child process: the verification alone)")
    for kind in AnyOrderVerification.Kind.allCases {
      let output = "\(inputs.folder)/verify-\(kind.rawValue).txt"
      var times: [Double] = []
      var memory = 0.0
      for _ in 0..<(quick ? 3 : 5) {
        guard
          let run = try? ProcessTimer.run(
            [CommandLine.arguments[0], "--verify-any", kind.rawValue, "16000", output]),
          run.exitCode == 0, let text = try? String(contentsOfFile: output, encoding: .utf8),
          let milliseconds = Double(text.trimmingCharacters(in: .whitespacesAndNewlines))
        else {
          print("  \(kind.label): the child failed")
          break
        }
        times.append(milliseconds)
        memory = max(memory, run.peakMegabytes)
      }
      guard !times.isEmpty else { continue }
      print(
        "  " + "16,000 \(kind.label)".padding(toLength: 48, withPad: " ", startingAt: 0)
          + Self.cell(Self.median(times), memory))
      fflush(nil)
    }
  }
}
