#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation

/// A built executable run as a child process, as a user runs it: its exit code or signal,
/// its output, how long it took and the most memory it held.
///
/// Output goes to files, not pipes, so that a child writing a lot never blocks; a child that
/// runs past its time is killed. Its peak memory is read from `/proc` while it runs (the peak
/// `wait4` reports would count the test process's memory, which a spawned child shares until
/// it starts its program). On Linux a memory limit can be set (`ulimit -v`, through a shell
/// that then becomes the program), so that a runaway child fails instead of exhausting the
/// machine.
public final class ChildProcess {
  public struct Result: Sendable {
    /// The exit code, or nil when a signal ended the process.
    public var exitCode: Int32?
    public var signal: Int32?
    public var standardOutput: String
    public var standardError: String
    public var seconds: Double
    /// The processor time it used, user and system: what its work cost, however busy the
    /// machine was.
    public var processorSeconds: Double
    /// The most memory the process held at once (its peak resident set).
    public var peakMegabytes: Int
    public var timedOut: Bool

    /// The lines of standard error, without their line breaks.
    public var errorLines: [Substring] {
      standardError.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        .map { $0 }
    }
  }

  public let pid: pid_t
  private let folder: String
  private let started: Date

  /// Starts `executable` with `arguments`; standard input is `input` (nothing when nil).
  public init(
    _ executable: String, _ arguments: [String], input: [UInt8]? = nil,
    memoryLimitMegabytes: Int? = nil, environment: [String: String]? = nil
  ) throws {
    folder = try PackagePaths.temporaryFolder()
    try Data(input ?? []).write(to: URL(fileURLWithPath: folder + "/stdin"))
    var command = [executable] + arguments
    #if os(Linux)
      if let megabytes = memoryLimitMegabytes {
        command = ["/bin/sh", "-c", "ulimit -v \(megabytes * 1024) && exec \"$0\" \"$@\""] + command
      }
    #endif
    // The child starts with no signal blocked and each at its default, whatever the test
    // thread that starts it blocks or catches, as a program started from a shell does.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var caught = sigset_t()
    sigemptyset(&caught)
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE] { sigaddset(&caught, signal) }
    posix_spawnattr_setsigdefault(&attributes, &caught)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, folder + "/stdin", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, folder + "/stdout", O_WRONLY | O_CREAT, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, folder + "/stderr", O_WRONLY | O_CREAT, 0o644)
    let arguments = command.map { strdup($0) } + [nil]
    defer { arguments.forEach { free($0) } }
    // A crash is reported by its signal; the runtime's backtrace would only slow it down.
    var settings = environment ?? Self.inheritedEnvironment
    settings["SWIFT_BACKTRACE"] = settings["SWIFT_BACKTRACE"] ?? "enable=no"
    let variables = settings.map { strdup("\($0)=\($1)") } + [nil]
    defer { variables.forEach { free($0) } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, command[0], &actions, &attributes, arguments, variables)
    guard result == 0 else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: command[0]])
    }
    self.pid = pid
    started = Date()
  }

  /// The test's own environment without the variables that change how lesson-runner behaves.
  ///
  /// A child runs as it would on a person's machine: a CI service sets `CI` (which refuses
  /// `update`) and `GITHUB_ACTIONS` (which adds annotations); a test that means them sets them.
  public static var inheritedEnvironment: [String: String] {
    ProcessInfo.processInfo.environment.filter { $0.key != "CI" && $0.key != "GITHUB_ACTIONS" }
  }

  /// Runs a child to its end (or `timeout` seconds) and returns what it did.
  public static func run(
    _ executable: String, _ arguments: [String], input: [UInt8]? = nil, timeout: Double = 60,
    memoryLimitMegabytes: Int? = nil, environment: [String: String]? = nil
  ) throws -> Result {
    try ChildProcess(
      executable, arguments, input: input, memoryLimitMegabytes: memoryLimitMegabytes,
      environment: environment
    ).wait(timeout: timeout)
  }

  /// Sends a signal to the child.
  public func send(_ signal: Int32) {
    kill(pid, signal)
  }

  /// Waits for the child to end, killing it after `timeout` seconds.
  public func wait(timeout: Double) -> Result {
    var status: Int32 = 0
    var usage = rusage()
    var timedOut = false
    var peak = 0
    while wait4(pid, &status, WNOHANG, &usage) == 0 {
      peak = max(peak, Self.peakKilobytes(of: pid))
      if Date().timeIntervalSince(started) > timeout {
        timedOut = true
        send(SIGKILL)
        _ = wait4(pid, &status, 0, &usage)
        break
      }
      usleep(1_000)
    }
    let seconds = Date().timeIntervalSince(started)
    let signal = status & 0x7f
    let code = (status >> 8) & 0xff
    #if canImport(Darwin)
      // No /proc: the peak wait4 reports, which may count some of this process's memory.
      peak = Int(usage.ru_maxrss) >> 10
    #endif
    let result = Result(
      exitCode: signal == 0 ? code : nil, signal: signal == 0 ? nil : signal,
      standardOutput: read("stdout"), standardError: read("stderr"), seconds: seconds,
      processorSeconds: Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6,
      peakMegabytes: peak >> 10, timedOut: timedOut)
    try? FileManager.default.removeItem(atPath: folder)
    return result
  }

  /// The most memory the process has held since it started its program (`VmHWM`), in KB;
  /// 0 where `/proc` cannot say.
  private static func peakKilobytes(of pid: pid_t) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return 0 }
    return Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces).split(separator: " ")[0]) ?? 0
  }

  private func read(_ name: String) -> String {
    (FileManager.default.contents(atPath: folder + "/" + name)).map {
      String(decoding: $0, as: UTF8.self)
    } ?? ""
  }
}

/// Where `swift build` put the package's executables.
///
/// `swift test` builds the tests, not the executables: `swift build` does (the README's
/// set-up, and `.ci/run`, run it first). A test that runs an executable skips, saying why,
/// when it is missing or older than a source file, rather than test an old build.
public enum BuiltProducts {
  /// The executable `name`, or why a test cannot run it.
  ///
  /// Stale means older than an object file of a module it is made of: `swift build --build-tests`
  /// rebuilt the module after a change, and the executable was not linked again. (Object files,
  /// not sources: a source touched but not changed is not rebuilt, and is no reason to skip.)
  public static func current(_ name: String) -> Result<String, Skipped> {
    guard let path = executable(name) else {
      return .failure(Skipped(reason: "the \(name) executable was not built: run 'swift build'"))
    }
    let built = modified(path) ?? .distantFuture
    let products = (path as NSString).deletingLastPathComponent
    let sources = PackagePaths.root + "/Sources"
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []
    // The modules in Sources, but not the other executables (a main.swift, or an `@main` type).
    let modules = folders.filter { $0 == name || !isExecutable("\(sources)/\($0)") }
    for module in modules {
      let objects = "\(products)/\(module.replacingOccurrences(of: "-", with: "_")).build"
      for file in (try? FileManager.default.contentsOfDirectory(atPath: objects)) ?? []
      where file.hasSuffix(".o") {
        if let changed = modified(objects + "/" + file), changed > built {
          return .failure(
            Skipped(reason: "\(name) is older than the build of \(module): run 'swift build'"))
        }
      }
    }
    return .success(path)
  }

  /// Whether the target in `folder` is an executable: it has a `main.swift`, or a file at its
  /// top declares an `@main` type (`lesson-bench`).
  private static func isExecutable(_ folder: String) -> Bool {
    if FileManager.default.fileExists(atPath: folder + "/main.swift") { return true }
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return files.contains { file in
      file.hasSuffix(".swift")
        && (FileManager.default.contents(atPath: folder + "/" + file).map {
          String(decoding: $0, as: UTF8.self).contains("\n@main")
        } ?? false)
    }
  }

  public struct Skipped: Error, CustomStringConvertible {
    public var reason: String
    public var description: String { reason }
  }

  private static func modified(_ path: String) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
  }

  /// The path of the executable `name` built with the tests, or nil when it was not built.
  ///
  /// `BUILT_PRODUCTS=.build/release` runs the tests on a release build's executables.
  public static func executable(_ name: String) -> String? {
    var candidates: [URL] = []
    if let folder = ProcessInfo.processInfo.environment["BUILT_PRODUCTS"] {
      candidates.append(URL(fileURLWithPath: folder, relativeTo: URL(fileURLWithPath: PackagePaths.root)))
    }
    #if os(Linux)
      if let running = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
        candidates.append(URL(fileURLWithPath: running).deletingLastPathComponent())
      }
    #endif
    var bundle = Bundle.main.bundleURL
    for _ in 0..<4 {
      candidates.append(bundle)
      bundle.deleteLastPathComponent()
    }
    candidates.append(URL(fileURLWithPath: PackagePaths.root + "/.build/debug"))
    for folder in candidates {
      let path = folder.appendingPathComponent(name).path
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }
}
