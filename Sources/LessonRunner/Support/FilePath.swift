#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation

/// What a path names on disk, for writing through links and for telling two paths apart.
package enum FilePath {
  /// The file a path ends at once symbolic links in its last part are followed (a link to a
  /// link, relative or absolute, up to 40 of them, as the kernel allows), so that writing a
  /// linked fixture changes the file the link points to and keeps the link.
  package static func resolvingLinks(_ path: String) throws(AtomicFile.Failure) -> String {
    var current = path
    for _ in 0..<40 {
      var info = stat()
      guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count > 0 else { return current }
      let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      let folder = (current as NSString).deletingLastPathComponent
      current = target.hasPrefix("/") || folder.isEmpty ? target : folder + "/" + target
    }
    throw AtomicFile.Failure(message: "cannot write '\(path)': too many levels of symbolic links")
  }

  /// The device and file number of what `path` names, links followed; nil if nothing is there.
  ///
  /// Two paths with the same identity are the same file, however they are spelled (`./a`,
  /// a link, a hard link).
  package static func identity(_ path: String) -> Identity? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Identity(device: UInt64(info.st_dev), file: UInt64(info.st_ino))
  }

  package struct Identity: Hashable, Sendable {
    var device: UInt64
    var file: UInt64
  }
}
