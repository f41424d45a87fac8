import Foundation

/// The real compiler, the judge of the language: finds `swiftc`, builds and runs programs with it.
public enum Swiftc {
  /// The options every conformance build uses; `Tests/Conformance/regenerate.sh` uses the same
  /// (Swift 6, a debug build with `DEBUG` defined, module `main`; `-lm` for Linux's libm).
  public static let options = [
    "-swift-version", "6", "-Onone", "-g", "-D", "DEBUG", "-module-name", "main", "-lm",
  ]

  /// The `swiftc` found on the PATH, if there is one.
  public static var path: String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    return folders.map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// What a command printed and how it ended.
  public struct Run: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
  }

  /// Runs an executable with arguments in a folder and waits for it, or for `timeout` seconds
  /// after which it is terminated (its status is then SIGTERM's).
  ///
  /// Output goes to temporary files rather than pipes, so a child that fills one cannot stall.
  public static func run(
    _ executable: String, _ arguments: [String], in folder: String, timeout: Double? = nil
  ) throws -> Run {
    let capture = NSTemporaryDirectory() + "conformance-" + UUID().uuidString
    let outPath = capture + ".out"
    let errPath = capture + ".err"
    guard FileManager.default.createFile(atPath: outPath, contents: nil),
      FileManager.default.createFile(atPath: errPath, contents: nil)
    else { throw CorpusError(message: "cannot write in \(NSTemporaryDirectory())") }
    defer {
      try? FileManager.default.removeItem(atPath: outPath)
      try? FileManager.default.removeItem(atPath: errPath)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
    let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
    defer {
      try? out.close()
      try? err.close()
    }
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    if let timeout {
      let watched = ProcessBox(process)
      DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
        if watched.process.isRunning { watched.process.terminate() }
      }
    }
    process.waitUntilExit()
    let read = { (path: String) in
      String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    }
    return Run(status: process.terminationStatus, stdout: read(outPath), stderr: read(errPath))
  }

  /// Compiles `source` as `main.swift` of module `main` in `folder` and runs it; the program must
  /// not trap (generated programs never do).
  ///
  /// A program that has lost the line ending its loop (as the reducer makes them) must not run on:
  /// the run is stopped after 20 seconds, and a file of output is limited to 16 MB (`ulimit -f`
  /// counts blocks of 512 bytes in `sh`).
  public static func buildAndRun(_ source: String, in folder: String) throws -> Run {
    guard let swiftc = path else { throw CorpusError(message: "swiftc is not on the PATH") }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try source.write(toFile: folder + "/main.swift", atomically: true, encoding: .utf8)
    let build = try run(swiftc, options + ["main.swift", "-o", "main"], in: folder)
    guard build.status == 0 else {
      throw CorpusError(message: "swiftc could not build the program:\n\(build.stderr)")
    }
    return try run(
      "/bin/sh", ["-c", "ulimit -f 32768 && exec ./main"], in: folder, timeout: 20)
  }

  /// Checks that the committed outputs of the given programs are still what swiftc's builds
  /// print, with `regenerate.sh --check`; the report is the script's own error lines.
  public static func checkCommitted(_ programs: [String], root: String) throws -> Run {
    try run("/bin/bash", [root + "/regenerate.sh", "--check"] + programs, in: root)
  }
}

/// A process handed to the timer that may stop it.
private final class ProcessBox: @unchecked Sendable {
  let process: Process
  init(_ process: Process) { self.process = process }
}
