import Foundation

/// The command line of `lesson-fuzz`.
struct FuzzOptions {
  var seed: UInt64 = 1
  var from = 0
  var count = 1000
  /// Seconds a case may take before it counts as a hang.
  var timeout = 10.0
  /// Processor seconds past which a stage of a case that ends is reported as slow.
  var slowSeconds = 1.0
  /// Peak memory a case may reach, in megabytes, before it counts as exhausting a grader.
  var memoryMegabytes = 500
  /// Where crashes, hangs and broken promises are saved, each with its input.
  var save = ".build/fuzz-findings"
  /// The package root, for `Fixtures/` and `Tests/FuzzCorpus/`.
  var root: String?
  /// Where workers keep the files a case needs (see ``defaultScratch``).
  var scratch = FuzzOptions.defaultScratch
  /// Runs cases in this process and reports on standard output (used by the supervisor).
  var worker = false
  /// Runs one case here, printing its stages and result.
  var single: Int?
  /// Prints the input of one case.
  var printCase: Int?
  var backtrace = false
  var quiet = false
  /// Runs at a low priority, so that work sharing the machine (other tests) goes first.
  var nice = false

  struct Problem: Error, CustomStringConvertible {
    var description: String
  }

  static let help = """
    USAGE: lesson-fuzz [--seed N] [--count N] [--from N] [--timeout SECONDS] [--slow SECONDS]
                       [--memory-mb N]
                       [--save FOLDER] [--root FOLDER] [--scratch FOLDER] [--backtrace]
                       [--quiet] [--nice]
           lesson-fuzz --case N [--seed N]      run case N here and show its stages
           lesson-fuzz --print N [--seed N]     print case N's input

    Mutates the fixtures of Fixtures/ and Tests/FuzzCorpus/, Swift files and pasted consoles,
    and runs each through the fixture parser, the reader, the engine, matching, grading and
    the whole command, in a child process watched for crashes, hangs, slowness (processor
    time past --slow, 1 s) and memory. A case is
    made from the seed and its index alone, so '--case N' makes it again. Findings are saved
    in --save (default .build/fuzz-findings), each with its input and how to run it.
    A worker writes a case's files in --scratch (default /dev/shm, a memory file system,
    where there is one; else the temporary folder).
    Exit code: 0 when nothing was found, 1 otherwise, 2 for bad arguments.
    """

  init(_ arguments: [String]) throws(Problem) {
    var rest = arguments[...]
    func value(_ name: String) throws(Problem) -> String {
      guard let next = rest.popFirst() else { throw Problem(description: "'\(name)' needs a value") }
      return next
    }
    func number(_ name: String) throws(Problem) -> Int {
      let text = try value(name)
      guard let number = Int(text), number >= 0 else {
        throw Problem(description: "'\(name)' needs a whole number, not '\(text)'")
      }
      return number
    }
    func seconds(_ name: String) throws(Problem) -> Double {
      let text = try value(name)
      guard let seconds = Double(text), seconds > 0 else {
        throw Problem(description: "'\(name)' needs a number of seconds, not '\(text)'")
      }
      return seconds
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--seed": seed = UInt64(try number(argument))
      case "--from": from = try number(argument)
      case "--count": count = try number(argument)
      case "--timeout": timeout = try seconds(argument)
      case "--memory-mb": memoryMegabytes = try number(argument)
      case "--slow": slowSeconds = try seconds(argument)
      case "--save": save = try value(argument)
      case "--root": root = try value(argument)
      case "--scratch": scratch = try value(argument)
      case "--worker": worker = true
      case "--case": single = try number(argument)
      case "--print": printCase = try number(argument)
      case "--backtrace": backtrace = true
      case "--quiet": quiet = true
      case "--nice": nice = true
      default: throw Problem(description: "unknown option '\(argument)'; see 'lesson-fuzz --help'")
      }
    }
  }

  /// The arguments that make a worker run `count` cases from `from` with these options.
  func workerArguments(from: Int, count: Int, root: String) -> [String] {
    [
      "--worker", "--seed", "\(seed)", "--from", "\(from)", "--count", "\(count)",
      "--memory-mb", "\(memoryMegabytes)", "--root", root, "--scratch", scratch,
    ]
  }

  /// `/dev/shm` where it is a folder this process may write in, else the temporary folder.
  ///
  /// A third of the cases write a report with `--output`, which flushes it to disk (`fsync`)
  /// before renaming it into place, and a case writes its input too: on a disk that took
  /// milliseconds a case, more than some cases take to run. On a memory file system the
  /// command does the same, at no cost.
  static var defaultScratch: String {
    var isFolder: ObjCBool = false
    let shared = "/dev/shm"
    if FileManager.default.fileExists(atPath: shared, isDirectory: &isFolder), isFolder.boolValue,
      FileManager.default.isWritableFile(atPath: shared)
    {
      return shared
    }
    return NSTemporaryDirectory()
  }
}
