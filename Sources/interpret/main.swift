import Foundation
import SwiftInterpreter
import SwiftReader

// Runs Swift files through lesson-runner's interpreter, as `swiftc` would build and run them:
// `interpret main.swift [other.swift …]`. Output on stdout; a crash on stderr, exit 1; a build
// error or what the interpreter does not model on stderr, exit 2.
let usage = """
  usage: interpret FILE.swift [FILE.swift …]
  Runs the files as one program, as 'swiftc FILE.swift … && ./main' would: what it prints on
  standard output; a crash in the Swift runtime's words on standard error and exit 1; a build
  error, or a construct lesson-runner does not model, as 'file:line:column: error: …' and exit 2.

  """
let paths = Array(CommandLine.arguments.dropFirst())
if paths == ["--help"] || paths == ["-h"] {
  FileHandle.standardOutput.write(Data(usage.utf8))
  exit(0)
}
guard !paths.isEmpty else {
  FileHandle.standardError.write(Data(usage.utf8))
  exit(2)
}
if let option = paths.first(where: { $0.hasPrefix("-") }) {
  FileHandle.standardError.write(Data("interpret: error: unknown option '\(option)'\n\(usage)".utf8))
  exit(2)
}
var texts: [(name: String, text: String)] = []
for path in paths {
  guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
    FileHandle.standardError.write(Data("interpret: error: cannot read '\(path)'\n".utf8))
    exit(2)
  }
  texts.append(((path as NSString).lastPathComponent, text))
}
do {
  let files = try SwiftReader.read(files: texts)
  let result = Thread.isMainThread ? ScriptThread.run(files) : Script.run(files)
  FileHandle.standardOutput.write(Data(result.output.utf8))
  for diagnostic in result.diagnostics {
    FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
  }
  if result.diagnostics.contains(where: { $0.severity == .error }) { exit(2) }
  if let failure = result.failure {
    // A crash as the Swift runtime prints it; anything else located, as a compiler would.
    let line = failure.kind == .crash
      ? failure.runtimeLine(module: "main")
      : (failure.location.map { "\($0): " } ?? "interpret: ") + "error: \(failure.message)"
    FileHandle.standardError.write(Data("\(line)\n".utf8))
    exit(failure.kind == .crash ? 1 : 2)
  }
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(2)
}
