import Foundation

/// The figures of a run: inputs by kind, findings by kind and stage, slow cases, time.
struct Tally {
  var inputs = 0
  var byKind: [String: Int] = [:]
  var findings: [FindingSaver.Kind: [String: Int]] = [:]
  /// The most processor time one stage of a case took.
  var slowest = 0.0
  var seconds = 0.0

  mutating func count(kind: String, seconds: Double?) {
    inputs += 1
    byKind[kind, default: 0] += 1
    if let seconds { slowest = max(slowest, seconds) }
  }

  mutating func record(_ kind: FindingSaver.Kind, input: String, stage: String) {
    if kind == .crash || kind == .hang {
      inputs += 1
      byKind[input, default: 0] += 1
    }
    findings[kind, default: [:]][stage, default: 0] += 1
  }

  func total(_ kind: FindingSaver.Kind) -> Int { findings[kind, default: [:]].values.reduce(0, +) }

  var clean: Bool { findings.values.allSatisfy { $0.values.allSatisfy { $0 == 0 } } }

  func report(seed: UInt64, from: Int) -> String {
    func stages(_ kind: FindingSaver.Kind) -> String {
      let counts = findings[kind, default: [:]].sorted { $0.key < $1.key }
      return counts.isEmpty ? "" : " (" + counts.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + ")"
    }
    let kinds = byKind.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
    return [
      "seed \(seed), cases \(from)..<\(from + inputs): \(inputs) inputs (\(kinds.joined(separator: ", ")))",
      "crashes \(total(.crash))\(stages(.crash)), hangs \(total(.hang))\(stages(.hang)),"
        + " memory \(total(.memory))\(stages(.memory)), broken promises \(total(.broken))",
      "slow \(total(.slow))\(stages(.slow)); slowest \(String(format: "%.2f", slowest)) s of"
        + " processor time; \(String(format: "%.1f", seconds)) s in all",
      // One line for machines (the test that runs lesson-fuzz reads it).
      "figures: inputs=\(inputs) crashes=\(total(.crash)) hangs=\(total(.hang))"
        + " memory=\(total(.memory)) broken=\(total(.broken)) slow=\(total(.slow))"
        + " engine-crashes=\(findings[.crash]?["engine"] ?? 0)"
        + " engine-hangs=\(findings[.hang]?["engine"] ?? 0)"
        + " engine-memory=\(findings[.memory]?["engine"] ?? 0)"
        + " engine-slow=\(findings[.slow]?["engine"] ?? 0)",
    ].joined(separator: "\n")
  }
}
