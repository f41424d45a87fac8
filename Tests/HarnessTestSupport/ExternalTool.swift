import Foundation

/// A program of the machine a test hands a file to, as its real consumer would: `xmllint` for
/// a JUnit schema, `python3` for YAML, `bash` for a Gradescope script.
public struct ExternalTool: Sendable {
  public var name: String

  public init(_ name: String) { self.name = name }

  /// Where the program is on `PATH`, if it is installed.
  public var path: String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":").map(String.init)
    return folders.map { $0 + "/" + name }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  public var isInstalled: Bool { path != nil }

  /// What a run of the program gave back.
  public struct Run: Sendable {
    public var status: Int32
    public var output: String
    public var error: String
  }

  /// Runs the program with these arguments and environment, and waits for it.
  public func run(
    _ arguments: [String], environment: [String: String]? = nil, in folder: String? = nil
  ) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path ?? "/usr/bin/env")
    process.arguments = path == nil ? [name] + arguments : arguments
    if let environment { process.environment = environment }
    if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
      error: String(decoding: err, as: UTF8.self))
  }
}
