#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation

/// Runs cases one after another and says on standard output what it is doing, a line at a
/// time, so that the supervisor can tell which case and which stage a crash or a hang hit:
///
///     case 17 fixture 3.2104
///     stage reader 3.2151
///     ok 17 fixture 0.0123 0.0080 engine
///     broken 18 swift 0.0040 0.0021 command exit 2 with 0 lines on stderr
///     memory 19 paste 612
///     end
///
/// A `case` or `stage` line ends with the processor seconds this process had used when it
/// began (the supervisor measures a hang from there, without reading `/proc` for each line).
/// An `ok` or `broken` line gives the processor seconds the case took, and those of its
/// slowest stage, which it names.
///
/// After a case that took the process past the memory limit it stops (exit 3): the peak a
/// process has reached cannot go down, and the next case must be measured from a fresh one.
struct Worker {
  let options: FuzzOptions
  let root: String

  func run() throws -> Int32 {
    let corpus = try FuzzCorpus(root: root)
    var maker = CaseMaker(corpus: corpus, seed: options.seed)
    let folder = (options.scratch as NSString).appendingPathComponent("lesson-fuzz-\(getpid())")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let clock = StageClock()
    let runner = CaseRunner(folder: folder) { stage in
      clock.enter(stage)
      Self.say("stage \(stage) \(clock.mark)")
    }
    for index in options.from..<(options.from + options.count) {
      let item = maker.make(index)
      clock.start()
      Self.say("case \(index) \(item.kind.rawValue) \(clock.mark)")
      let problems = runner.run(item)
      clock.finish()
      let kind = item.kind.rawValue
      let time = String(format: "%.4f %.4f %@", clock.total, clock.longest, clock.slowest)
      if problems.isEmpty {
        Self.say("ok \(index) \(kind) \(time)")
      } else {
        Self.say("broken \(index) \(kind) \(time) \(problems.joined(separator: "; "))")
      }
      let peak = Self.peakMegabytes()
      if peak > options.memoryMegabytes {
        Self.say("memory \(index) \(kind) \(peak)")
        return 3
      }
    }
    Self.say("end")
    return 0
  }

  /// Writes a line straight to standard output, so that it is out before any crash.
  static func say(_ line: String) {
    let bytes = Array((line.replacingOccurrences(of: "\n", with: " ") + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
      if written <= 0 { return }
      offset += written
    }
  }

  /// The most memory this process has held at once, in megabytes.
  static func peakMegabytes() -> Int {
    var usage = rusage()
    #if canImport(Darwin)
      getrusage(RUSAGE_SELF, &usage)
      return Int(usage.ru_maxrss) >> 20
    #else
      getrusage(RUSAGE_SELF.rawValue, &usage)
      return Int(usage.ru_maxrss) >> 10
    #endif
  }
}

/// The processor time a case takes (all threads: the engine runs on one of its own), and the
/// stage that took the most of it.
final class StageClock {
  private var stage = "start"
  private var started = 0.0
  private(set) var longest = 0.0
  private(set) var total = 0.0
  private(set) var slowest = "start"

  func start() {
    stage = "start"
    total = 0
    longest = 0
    slowest = "start"
    started = Self.now()
  }

  func enter(_ next: String) {
    close()
    stage = next
  }

  func finish() { close() }

  /// The processor seconds at which the current stage began, for the supervisor.
  var mark: String { String(format: "%.6f", started) }

  private func close() {
    let now = Self.now()
    let spent = now - started
    total += spent
    if spent >= longest {
      longest = spent
      slowest = stage
    }
    started = now
  }

  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
