#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation

/// Writes a file so that it is at every moment either wholly as it was or wholly new: a report,
/// a rewritten fixture, a file `lint --fix` corrects.
///
/// The text goes to a temporary file in the target's folder, named
/// `.NAME.lesson-runner-PID-N.tmp`, which is flushed to disk and renamed over the target. The
/// temporary file keeps the target's permissions (and owner, when the process may set it), a
/// symbolic link is written through (the file it points to changes, the link stays), and the
/// temporary file is removed on every way out: an error, and the signals ``TemporaryFiles``
/// catches. One left by a run killed outright is removed by the next write in that folder, and
/// named in the notes the write returns. A hard link to the target keeps the old text.
package enum AtomicFile {
  package struct Failure: Error, Sendable {
    package var message: String
  }

  /// What makes a temporary file's name: `.` + target name + `marker` + pid-count + `suffix`.
  static let marker = ".lesson-runner-"
  static let suffix = ".tmp"

  /// Writes `text` as UTF-8.
  ///
  /// - Returns: Notes on temporary files of interrupted runs removed from the folder.
  @discardableResult
  package static func write(_ text: String, to path: String) throws(Failure) -> [String] {
    try write(Array(text.utf8), to: path)
  }

  /// Writes `bytes` to the file at `path`, replacing it whole.
  ///
  /// - Returns: Notes on temporary files of interrupted runs removed from the folder.
  @discardableResult
  package static func write(_ bytes: [UInt8], to path: String) throws(Failure) -> [String] {
    let target = try FilePath.resolvingLinks(path)
    // A bare file name (`x.fixture`) is in the current folder.
    let parent = (target as NSString).deletingLastPathComponent
    let folder = parent.isEmpty ? "." : parent
    let name = (target as NSString).lastPathComponent
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      throw Failure(message: "cannot write '\(path)': no such folder '\(folder)'")
    }
    let notes = StaleFiles.sweep(folder)
    var existing = stat()
    let exists = stat(target, &existing) == 0
    if exists && (existing.st_mode & S_IFMT) != S_IFREG {
      throw Failure(message: "cannot write '\(path)': it is not a regular file")
    }
    let (temporary, slot, descriptor) = try createTemporary(folder: folder, name: name, for: path)
    defer { TemporaryFiles.release(slot) }
    // Held until the file is renamed: the next run's sweep leaves a locked file alone.
    _ = flock(descriptor, LOCK_EX)
    do throws(Failure) {
      if exists {
        _ = fchown(descriptor, existing.st_uid, existing.st_gid)
        guard fchmod(descriptor, existing.st_mode & 0o7777) == 0 else {
          throw failure(path, "cannot keep its permissions")
        }
      }
      try writeAll(bytes, to: descriptor, path: path)
      guard fsync(descriptor) == 0 else { throw failure(path, "cannot flush it to disk") }
      guard rename(temporary, target) == 0 else { throw failure(path, "cannot rename into place") }
    } catch {
      _ = unlink(temporary)
      _ = close(descriptor)
      throw error
    }
    _ = close(descriptor)
    return notes
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String)
    throws(Failure)
  {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw failure(path, "cannot write its text")
      }
      offset += written
    }
  }

  /// Creates `.NAME.lesson-runner-PID-N.tmp` with the first N no file has, registered for
  /// removal before it exists.
  private static func createTemporary(folder: String, name: String, for path: String)
    throws(Failure) -> (String, TemporaryFiles.Slot, Int32)
  {
    for number in 1...1000 {
      let temporary = "\(folder)/.\(name)\(marker)\(getpid())-\(number)\(suffix)"
      guard let slot = TemporaryFiles.register(temporary) else {
        throw Failure(message: "cannot write '\(path)': its path is too long")
      }
      let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if descriptor >= 0 { return (temporary, slot, descriptor) }
      let code = errno
      TemporaryFiles.release(slot)
      guard code == EEXIST else {
        errno = code
        throw failure(path, "cannot create a temporary file in its folder")
      }
    }
    throw Failure(message: "cannot write '\(path)': too many temporary files in its folder")
  }

  private static func failure(_ path: String, _ what: String) -> Failure {
    let reason = String(cString: strerror(errno))
    return Failure(message: "cannot write '\(path)': \(what) (\(reason.lowercased()))")
  }
}
