#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation

/// Runs a program to its end, its output thrown away, and measures it: wall time, peak
/// resident memory (from `wait4`'s resource usage) and exit code.
struct ProcessTimer {
  struct Run {
    var milliseconds: Double
    /// Peak resident memory, in MiB.
    var peakMegabytes: Double
    var exitCode: Int32
    /// User and system CPU time, in milliseconds: on a shared machine, what the wall clock
    /// cannot show (how much work the process did, not how long it waited for a core).
    var cpuMilliseconds: Double = 0
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs `arguments` (the first is the program's path) and waits for it.
  static func run(_ arguments: [String]) throws(Failure) -> Run {
    var pid: pid_t = 0
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let envp = ProcessInfo.processInfo.environment.map { strdup("\($0)=\($1)") } + [nil]
    defer { envp.forEach { free($0) } }
    let clock = ContinuousClock()
    let start = clock.now
    let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, envp)
    guard spawned == 0 else {
      throw Failure(description: "cannot run \(arguments[0]): error \(spawned)")
    }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid else {
      throw Failure(description: "cannot wait for \(arguments[0])")
    }
    let elapsed = clock.now - start
    let milliseconds =
      Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    #if canImport(Darwin)
      let peak = Double(usage.ru_maxrss) / 1_048_576
    #else
      let peak = Double(usage.ru_maxrss) / 1024
    #endif
    let exitCode = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    let cpu =
      Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000
      + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
    return Run(milliseconds: milliseconds, peakMegabytes: peak, exitCode: exitCode, cpuMilliseconds: cpu)
  }

  /// Whether a file exists and can be run.
  static func isExecutable(_ path: String) -> Bool {
    access(path, X_OK) == 0
  }

  /// The CPU time this process has used so far (all its threads), in seconds.
  static func ownCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// The peak resident memory of this process so far, in MiB.
  static func ownPeakMegabytes() -> Double {
    var usage = rusage()
    #if canImport(Darwin)
      getrusage(RUSAGE_SELF, &usage)
      return Double(usage.ru_maxrss) / 1_048_576
    #else
      getrusage(RUSAGE_SELF.rawValue, &usage)
      return Double(usage.ru_maxrss) / 1024
    #endif
  }
}
