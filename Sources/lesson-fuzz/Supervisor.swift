#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation

/// Runs the cases in worker processes and watches them: a worker that dies in a case is a
/// crash, one silent past the timeout is a hang (it is killed), one past the memory limit
/// exhausts a grader. Each finding is saved with its input; the next worker goes on from the
/// case after it, so nothing a case does stops the run.
final class Supervisor {
  let options: FuzzOptions
  let root: String
  private(set) var tally = Tally()
  private var saver: FindingSaver
  /// Seconds a worker may take to load the corpus, or to go from one case to the next.
  static let startupLimit = 300.0

  init(options: FuzzOptions, root: String) throws {
    self.options = options
    self.root = root
    saver = FindingSaver(folder: options.save, corpus: try FuzzCorpus(root: root), options: options)
  }

  func run() throws -> Tally {
    let end = options.from + options.count
    var next = options.from
    let started = Date()
    while next < end {
      next = try runWorker(from: next, until: end)
    }
    tally.seconds = Date().timeIntervalSince(started)
    return tally
  }

  /// Runs one worker until it finishes, dies or hangs; returns the next case to run.
  private func runWorker(from: Int, until end: Int) throws -> Int {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.executablePath())
    process.arguments = options.workerArguments(from: from, count: end - from, root: root)
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] =
      options.backtrace ? "enable=yes,interactive=no,color=no" : "enable=no"
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    let errorLog = NSTemporaryDirectory() + "lesson-fuzz-stderr-\(getpid()).log"
    _ = FileManager.default.createFile(atPath: errorLog, contents: nil)
    let errorHandle = FileHandle(forWritingAtPath: errorLog)
    process.standardError = errorHandle
    try process.run()
    // Closed on every way out: a long run starts thousands of workers.
    defer {
      try? errorHandle?.close()
      try? output.fileHandleForReading.close()
      try? output.fileHandleForWriting.close()
    }
    var reader = LineReader(descriptor: output.fileHandleForReading.fileDescriptor)
    var current: (index: Int, kind: String, stage: String, started: Date, cpu: Double)? = nil
    var next = from
    var quietSince = Date()
    while true {
      guard let line = reader.next(timeout: 0.2) else {
        if reader.ended { break }
        guard let running = current else {
          guard Date().timeIntervalSince(quietSince) < Self.startupLimit else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw FindingSaver.Failure(message: "a worker said nothing for \(Self.startupLimit) s")
          }
          continue
        }
        // Time is the worker's own processor time where /proc tells it, so that a machine
        // busy with other work does not turn slow cases into hangs; wall time, a hundred times
        // as long, bounds a worker that waits without working.
        let pid = process.processIdentifier
        let wall = Date().timeIntervalSince(running.started)
        let elapsed = Self.processorSeconds(of: pid).map { $0 - running.cpu } ?? wall
        let megabytes = Self.residentMegabytes(of: pid)
        guard elapsed > options.timeout || wall > options.timeout * 100
          || megabytes > options.memoryMegabytes
        else { continue }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        if megabytes > options.memoryMegabytes {
          tally.count(kind: running.kind, seconds: nil)
          record(
            .memory, running.index, running.kind, running.stage,
            detail: "\(megabytes) MB after \(String(format: "%.1f", elapsed)) s")
        } else {
          record(
            .hang, running.index, running.kind, running.stage,
            detail: "no end after \(String(format: "%.1f", elapsed)) s (\(String(format: "%.1f", wall)) s on the clock)")
        }
        return running.index + 1
      }
      quietSince = Date()
      let words = line.split(separator: " ", maxSplits: 6).map(String.init)
      switch words.first {
      case "case":
        let cpu = Self.processorSeconds(said: words, at: 3, by: process.processIdentifier)
        current = (Int(words[1]) ?? next, words.count > 2 ? words[2] : "?", "start", Date(), cpu)
      case "stage":
        // A hang is a stage's: each stage is a run of its own.
        current?.stage = words.count > 1 ? words[1] : "?"
        current?.cpu = Self.processorSeconds(said: words, at: 2, by: process.processIdentifier)
        current?.started = Date()
      case "ok", "broken":
        let index = Int(words[1]) ?? next
        // Each stage is a run of its own (the command runs the engine again): the promise
        // of a second is a stage's.
        let seconds = words.count > 4 ? Double(words[4]) : nil
        let slowest = words.count > 5 ? words[5] : "?"
        tally.count(kind: words[2], seconds: seconds)
        if words[0] == "broken" {
          record(.broken, index, words[2], "command", detail: words.count > 6 ? words[6] : "")
        }
        if let seconds, seconds > options.slowSeconds {
          record(
            .slow, index, words[2], slowest,
            detail: String(format: "%.2f s of processor time", seconds))
        }
        current = nil
        next = index + 1
      case "memory":
        // Said after the case's own line: the case is counted already.
        let index = Int(words[1]) ?? next
        record(.memory, index, words[2], "whole case", detail: "peak \(words.last ?? "?") MB")
        current = nil
        next = index + 1
      default:
        break
      }
    }
    process.waitUntilExit()
    guard let current else { return next }
    let how =
      process.terminationReason == .uncaughtSignal
      ? "killed by signal \(process.terminationStatus)" : "exit \(process.terminationStatus)"
    let log = (try? String(contentsOfFile: errorLog, encoding: .utf8)) ?? ""
    record(.crash, current.index, current.kind, current.stage, detail: how, log: log)
    if current.stage == "start" && next == from && current.index == from {
      throw FindingSaver.Failure(message: "a worker died before its first case: \(how)\n\(log)")
    }
    return current.index + 1
  }

  private func record(
    _ kind: FindingSaver.Kind, _ index: Int, _ input: String, _ stage: String, detail: String,
    log: String = ""
  ) {
    tally.record(kind, input: input, stage: stage)
    let place = saver.save(kind, index: index, stage: stage, detail: detail, log: log)
    if !options.quiet {
      print("\(kind.rawValue) in case \(index), stage \(stage): \(detail) → \(place)")
    }
  }

  /// The processor time a process has used, user and system, in seconds; nil where `/proc`
  /// cannot say.
  static func processorSeconds(of pid: Int32) -> Double? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = text.lastIndex(of: ")")
    else { return nil }
    // After the command name in parentheses: state is field 3, utime 14, stime 15.
    let fields = text[text.index(after: close)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else {
      return nil
    }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  /// The processor seconds a worker said it had used, at `position` of its line; else what
  /// `/proc` says now (a worker's clock and `/proc`'s count the same time, all threads).
  static func processorSeconds(said words: [String], at position: Int, by pid: Int32) -> Double {
    if words.count > position, let said = Double(words[position]) { return said }
    return processorSeconds(of: pid) ?? 0
  }

  /// The memory a process holds now, in megabytes (0 where `/proc` cannot say).
  static func residentMegabytes(of pid: Int32) -> Int {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/statm", encoding: .utf8) else {
      return 0
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) >> 20
  }

  /// This executable's own path, to start workers with.
  static func executablePath() -> String {
    #if os(Linux)
      if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
        return path
      }
    #endif
    return URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
  }
}

/// Reads a worker's lines, waiting at most a given time for each.
struct LineReader {
  let descriptor: Int32
  private var buffer: [UInt8] = []
  private(set) var ended = false

  init(descriptor: Int32) { self.descriptor = descriptor }

  /// The next line, or nil when none came in `timeout` seconds or the output ended.
  mutating func next(timeout: Double) -> String? {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      if let newline = buffer.firstIndex(of: 10) {
        let line = String(decoding: buffer[..<newline], as: UTF8.self)
        buffer.removeSubrange(...newline)
        return line
      }
      if ended { return nil }
      let left = deadline.timeIntervalSinceNow
      guard left > 0 else { return nil }
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, Int32(min(left * 1000, 1000)) + 1)
      if ready < 0 && errno != EINTR { ended = true }
      guard ready > 0 else { continue }
      var chunk = [UInt8](repeating: 0, count: 4096)
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count <= 0 { ended = true } else { buffer += chunk[..<count] }
    }
  }
}
