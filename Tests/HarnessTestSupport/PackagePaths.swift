import Foundation

/// Where the package's files are, found from this source file so tests work from any directory.
public enum PackagePaths {
  /// The package's root folder.
  public static let root: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
  }()

  /// `Fixtures/` in the package.
  public static var fixtures: String { root + "/Fixtures" }

  /// Every fixture shipped in `Fixtures/`, relative to the root, in order.
  public static let allFixtures: [String] = {
    let enumerator = FileManager.default.enumerator(atPath: fixtures)
    var found: [String] = []
    while let relative = enumerator?.nextObject() as? String {
      if relative.hasSuffix(".fixture") { found.append("Fixtures/" + relative) }
    }
    return found.sorted()
  }()

  /// The absolute path of a file in the package.
  public static func path(_ relative: String) -> String { root + "/" + relative }

  /// A fresh temporary folder for a test's files.
  public static func temporaryFolder() throws -> String {
    let folder = NSTemporaryDirectory() + "lesson-runner-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }
}
