import Foundation

/// Keeps `--output` off the files a command reads: a report written over the fixture it
/// verifies, the console it grades or the student's code would destroy them.
///
/// Files are compared by identity (device and file number), so `./a.fixture`, a link to it
/// and a hard link are all the fixture. A file that does not exist yet is no input.
struct OutputGuard {
  var output: String
  /// Fixtures and consoles the command reads.
  var inputs: [String]
  /// The `--code` folder, whose `.swift` files are read.
  var codeFolder: String?

  /// Why the report may not be written to `output`, or nil when it may.
  func problem() -> String? {
    guard let target = FilePath.identity(output) else { return nil }
    for input in inputs where FilePath.identity(input) == target {
      return "'--output \(output)' would overwrite '\(input)', which this command reads;"
        + " choose another file"
    }
    if let folder = codeFolder, output.hasSuffix(".swift"),
      let outputPath = realPath(output), let folderPath = realPath(folder),
      outputPath.hasPrefix(folderPath.hasSuffix("/") ? folderPath : folderPath + "/")
    {
      return "'--output \(output)' would overwrite a Swift file in '\(folder)', which this"
        + " command reads; choose another file"
    }
    return nil
  }

  private func realPath(_ path: String) -> String? {
    let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    return FileManager.default.fileExists(atPath: resolved) ? resolved : nil
  }
}
