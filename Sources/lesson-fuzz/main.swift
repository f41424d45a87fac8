import Foundation

// lesson-fuzz: mutated fixtures, Swift files and pastes, run in watched child processes.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
  print(FuzzOptions.help)
  exit(0)
}
let options: FuzzOptions
do {
  options = try FuzzOptions(arguments)
} catch {
  FileHandle.standardError.write(Data("lesson-fuzz: error: \(error)\n".utf8))
  exit(2)
}
let root = options.root ?? FuzzCorpus.defaultRoot()
if options.nice {
  // Workers inherit the priority.
  #if canImport(Glibc)
    _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 15)
  #else
    _ = setpriority(PRIO_PROCESS, 0, 15)
  #endif
}
do {
  if options.worker {
    exit(try Worker(options: options, root: root).run())
  }
  if let index = options.printCase ?? options.single {
    var maker = CaseMaker(corpus: try FuzzCorpus(root: root), seed: options.seed)
    let item = maker.make(index)
    if options.printCase != nil {
      FileHandle.standardOutput.write(Data(item.input))
      exit(0)
    }
    print(item.summary)
    let folder = (options.scratch as NSString).appendingPathComponent(
      "lesson-fuzz-case-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let problems = CaseRunner(folder: folder, stage: { print("stage \($0)") }).run(item)
    print(problems.isEmpty ? "ok" : "broken: \(problems.joined(separator: "; "))")
    exit(problems.isEmpty ? 0 : 1)
  }
  let supervisor = try Supervisor(options: options, root: root)
  let tally = try supervisor.run()
  print(tally.report(seed: options.seed, from: options.from))
  exit(tally.clean ? 0 : 1)
} catch {
  FileHandle.standardError.write(Data("lesson-fuzz: error: \(error)\n".utf8))
  exit(2)
}
