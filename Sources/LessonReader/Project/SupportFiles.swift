import Foundation
import Transcript

/// The files a lesson relies on but never shows whole, kept in a fixture folder's `_files/`:
/// the earlier lesson's `ContentView.swift` that a step replaces a struct in, the new Swift
/// File a step adds to, drawing code the lesson shows only the start of, a stand-in model.
///
/// Each is written by the fixture author, as the fixtures' own stand-ins are, and is what the
/// lesson's changes are applied to and what a fixture's copy is compared with.
public struct SupportFiles: Sendable {
  /// The folder the files were read from, if any.
  public var folder: String?
  /// Each file's lines, located in its own file (`_files/Model.swift:3`).
  public var files: [String: [LessonLine]]

  public init(folder: String? = nil, files: [String: [LessonLine]] = [:]) {
    self.folder = folder
    self.files = files
  }

  /// The name of the folder in a fixture folder.
  public static let folderName = "_files"

  /// Reads every file in `folder` (not its subfolders); no folder, no files.
  public static func load(folder: String) -> SupportFiles {
    var support = SupportFiles(folder: folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for name in names.sorted() where !name.hasPrefix(".") {
      let path = folder + "/" + name
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
        !isFolder.boolValue, let data = FileManager.default.contents(atPath: path),
        let text = String(data: data, encoding: .utf8)
      else { continue }
      support.files[name] = lines(of: text, path: path)
    }
    return support
  }

  /// A text's lines, located in `path`, without the blank lines at its end (as a fixture keeps
  /// its files).
  public static func lines(of text: String, path: String) -> [LessonLine] {
    var parts = LessonText.lines(text)
    while parts.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { parts.removeLast() }
    return parts.enumerated().map { index, line in
      LessonLine(line, at: SourceLocation(file: path, line: index + 1, column: 1))
    }
  }

  public subscript(name: String) -> [LessonLine]? { files[name] }
}
