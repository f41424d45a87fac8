#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation

/// Runs cases one after another and says on standard output what it is doing, a line at a
/// time, so that the supervisor can tell which case and which stage a crash or a hang hit:
///
///     case 17 fixture
///     stage reader
///     ok 17 fixture
///     broken 18 swift exit 2 with 0 lines on stderr
///     memory 19 paste 612
///     end
///
/// After a case that took the process past the memory limit it stops (exit 3): the peak a
/// process has reached cannot go down, and the next case must be measured from a fresh one.
struct Worker {
  let options: FuzzOptions
  let root: String

  func run() throws -> Int32 {
    let corpus = try FuzzCorpus(root: root)
    var maker = CaseMaker(corpus: corpus, seed: options.seed)
    let folder = NSTemporaryDirectory() + "lesson-fuzz-\(getpid())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let runner = CaseRunner(folder: folder, stage: { Self.say("stage \($0)") })
    for index in options.from..<(options.from + options.count) {
      let item = maker.make(index)
      Self.say("case \(index) \(item.kind.rawValue)")
      let problems = runner.run(item)
      let kind = item.kind.rawValue
      if problems.isEmpty {
        Self.say("ok \(index) \(kind)")
      } else {
        Self.say("broken \(index) \(kind) \(problems.joined(separator: "; "))")
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
