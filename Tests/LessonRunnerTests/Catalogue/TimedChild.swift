import Foundation
import HarnessTestSupport

/// A child run under GNU `time`, which reports the child's own peak memory and processor time
/// exactly.
///
/// ``ChildProcess`` reads the peak from `/proc` while the child runs, so growth in its last
/// millisecond can be missed, and `wait4`'s peak cannot replace it: a child spawned from the
/// test process starts counted with the test's own memory. `time` is a small process that forks
/// the child, so the peak it reports is the child's. Where `/usr/bin/time` is missing, the
/// figures are ``ChildProcess``'s, and `method` says so.
enum TimedChild {
  static let time = "/usr/bin/time"

  /// How the figures were taken, for the report.
  static var method: String {
    FileManager.default.isExecutableFile(atPath: time)
      ? "GNU time (the child's own peak resident set and processor time)"
      : "/proc polling (\(time) is not installed: the last millisecond's growth may be missed)"
  }

  /// Runs `executable` with `arguments` under a memory limit of `megabytes` and a processor
  /// limit of `processorSeconds` (so a child outliving a `time` killed at `timeout` still ends).
  static func run(
    _ executable: String, _ arguments: [String], input: [UInt8]?, timeout: Double,
    megabytes: Int, processorSeconds: Int = 30, environment: [String: String]?
  ) throws -> ChildProcess.Result {
    guard FileManager.default.isExecutableFile(atPath: time) else {
      return try ChildProcess.run(
        executable, arguments, input: input, timeout: timeout, memoryLimitMegabytes: megabytes,
        environment: environment)
    }
    let folder = try PackagePaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let report = folder + "/time"
    let limits = "ulimit -v \(megabytes * 1024) && ulimit -t \(processorSeconds)"
    var result = try ChildProcess.run(
      time,
      ["-f", "%e %U %S %M", "-o", report, "/bin/sh", "-c", limits + " && exec \"$0\" \"$@\"", executable]
        + arguments, input: input, timeout: timeout, environment: environment)
    guard !result.timedOut else { return result }
    let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
    let lines = text.split(separator: "\n")
    // `time` exits with 128 + N when the child was ended by signal N, and says so first.
    if let line = lines.first(where: { $0.hasPrefix("Command terminated by signal ") }) {
      result.signal = Int32(line.split(separator: " ").last ?? "")
      result.exitCode = nil
    }
    guard let figures = lines.last?.split(separator: " ").compactMap({ Double($0) }),
      figures.count == 4
    else {
      throw Unreadable(report: text)
    }
    result.seconds = figures[0]
    result.processorSeconds = figures[1] + figures[2]
    result.peakMegabytes = Int(figures[3]) >> 10
    return result
  }

  struct Unreadable: Error, CustomStringConvertible {
    var report: String
    var description: String { "GNU time's report could not be read: \(report.debugDescription)" }
  }
}
