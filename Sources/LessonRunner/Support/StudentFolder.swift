#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation
import SwiftReader

/// A student's folder read as a sandbox (`grade --code FOLDER`): only regular `.swift` files
/// inside it are read, a bounded number of a bounded size, and what is left out is named.
///
/// Subfolders are searched, except hidden ones and build products. A symbolic link is read
/// only when it ends at a regular file inside the folder; a link out of it (to `/etc/passwd`),
/// to a folder, or to nothing is skipped. Pipes, devices and sockets are never opened for
/// reading as files, so none can make grading wait.
package struct StudentFolder {
  /// At most this many `.swift` files are read, in path order.
  package static let maximumFiles = 64
  /// At most this many entries are looked at, and this many folders deep.
  package static let maximumEntries = 10_000
  package static let maximumDepth = 16
  /// A file larger than the reader takes is not read into memory.
  package static let maximumFileBytes = ReadLimits.maximumProgramBytes
  /// Folders that hold no code of the student's.
  static let ignoredFolders: Set<String> = [".build", "DerivedData", "Pods", ".swiftpm"]

  package struct Problem: Error, Equatable {
    package var message: String
  }

  /// The `.swift` files read, by file name, and a sentence for each thing skipped.
  package var files: [(name: String, text: String)] = []
  package var skipped: [String] = []

  /// The folder as given (for messages) and as it is on disk, links resolved.
  private let folder: String
  private let root: String
  private var entries = 0
  /// Each file read, links resolved, and the name it was read under: a file reached twice
  /// (a link beside its target) is read once, as a project holds it once.
  private var readTargets: [String: String] = [:]

  /// Reads the folder's Swift files.
  package init(reading folder: String) throws(Problem) {
    var info = stat()
    guard stat(folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR,
      let root = Self.realPath(folder)
    else { throw Problem(message: "no such folder '\(folder)'") }
    self.folder = folder
    self.root = root
    var found: [String] = []
    walk("", depth: 0, into: &found)
    for relative in found.sorted() {
      guard files.count < Self.maximumFiles else {
        skipped.append(
          "only the first \(Self.maximumFiles) .swift files are read; '\(relative)' and the"
            + " ones after it are not")
        break
      }
      try read(relative)
    }
    guard !files.isEmpty else { throw Problem(message: "no .swift files in '\(folder)'") }
  }

  /// Collects the `.swift` paths under `relative`, skipping what may not be read.
  private mutating func walk(_ relative: String, depth: Int, into found: inout [String]) {
    let path = relative.isEmpty ? root : root + "/" + relative
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
      skipped.append("'\(relative)' cannot be listed; its files are not read")
      return
    }
    for name in names.sorted() {
      guard !name.hasPrefix("."), !Self.ignoredFolders.contains(name) else { continue }
      entries += 1
      guard entries <= Self.maximumEntries else {
        if entries == Self.maximumEntries + 1 {
          skipped.append(
            "the folder holds more than \(Self.maximumEntries) files; the rest are not looked at")
        }
        return
      }
      let child = relative.isEmpty ? name : relative + "/" + name
      var info = stat()
      guard lstat(root + "/" + child, &info) == 0 else { continue }
      switch info.st_mode & S_IFMT {
      case S_IFDIR:
        guard depth < Self.maximumDepth else {
          skipped.append("'\(child)' is more than \(Self.maximumDepth) folders deep; not read")
          continue
        }
        walk(child, depth: depth + 1, into: &found)
      default:
        if name.hasSuffix(".swift") { found.append(child) }
      }
    }
  }

  /// Reads one file, or says why it was skipped.
  private mutating func read(_ relative: String) throws(Problem) {
    let name = (relative as NSString).lastPathComponent
    guard let target = Self.realPath(root + "/" + relative) else {
      skipped.append("'\(relative)' is a link to nothing; not read")
      return
    }
    guard target.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
      skipped.append("'\(relative)' is a link to a file outside the folder; not read")
      return
    }
    if let first = readTargets[target] {
      skipped.append("'\(relative)' is the same file as '\(first)', already read; not read again")
      return
    }
    // The link was resolved; opening without following a link makes sure the file read is
    // the one checked, even if the path changes in between.
    let descriptor = open(target, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard descriptor >= 0 else {
      skipped.append("'\(relative)' cannot be opened; not read")
      return
    }
    defer { close(descriptor) }
    let bytes: [UInt8]
    do throws(BoundedFile.Problem) {
      bytes = try BoundedFile.read(
        descriptor: descriptor, limit: Self.maximumFileBytes, regularOnly: true)
    } catch {
      switch error {
      case .notRegular(let kind): skipped.append("'\(relative)' is \(kind), not a file; not read")
      case .tooLong(let limit, _, _, _):
        skipped.append("'\(relative)' is larger than \(limit) bytes; not read")
      case .missing, .unreadable: skipped.append("'\(relative)' cannot be read; not read")
      }
      return
    }
    guard files.allSatisfy({ $0.name != name }) else {
      throw Problem(message: "two files are named '\(name)' in '\(folder)'; keep one")
    }
    guard case .success(let text) = TextDecoding.utf8(bytes) else {
      throw Problem(message: "cannot read '\(folder)/\(relative)' as UTF-8 text")
    }
    files.append((name, text))
    readTargets[target] = relative
  }

  /// The path with every link resolved, or nil when it leads nowhere.
  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
