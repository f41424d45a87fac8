#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation
import Transcript

/// Reads a file, or standard input, up to a limit: what lesson-runner is given never makes it
/// read more than that into memory, nor wait on a pipe or a device named as a file.
package enum BoundedFile {
  /// The most a fixture may hold; the lessons' fixtures are under 10 KB.
  package static let fixtureLimit = 2 << 20
  /// The most bytes a pasted console may hold: as much as a run may print (`outputBudget`;
  /// a console file was not capped, and 100 MB of lines that matched took 4 s and 840 MB to
  /// grade in a release build; issue 10).
  package static let pasteLimit = 8 << 20
  /// The most lines a pasted console may hold: grading costs time and memory for each line an
  /// expected line matches, however short (`-v` 3.7 s and 420 MB for 930,000 lines of 9
  /// bytes in a release build), so lines are capped too; five times the most a run prints.
  package static let pasteLineLimit = 100_000
  /// The most bytes standard input is read to with `--large-paste` (which lifts both limits
  /// above, and reads a console file of any size in chunks): the limit before issue 10's.
  package static let largePasteLimit = 64 << 20

  package enum Problem: Error, Equatable {
    case missing
    /// A folder, a pipe, a device, a socket: named by what it is.
    case notRegular(String)
    /// More bytes than `limit`; `size` when the file says how many it has; `line` and
    /// `column` where the first byte past the limit is (0 when it was not looked for).
    case tooLong(limit: Int, size: Int?, line: Int, column: Int)
    case unreadable(String)

    /// The problem as the end of a sentence about `path`.
    package func message(_ path: String, _ what: String) -> String {
      switch self {
      case .missing: "cannot read the \(what) '\(path)': no such file"
      case .notRegular(let kind): "cannot read the \(what) '\(path)': it is \(kind), not a file"
      case .tooLong(let limit, let size, _, _):
        "the \(what) '\(path)' is too long to read (\(size.map { "\($0) bytes; " } ?? "")at most"
          + " \(limit) are read)"
      case .unreadable(let reason): "cannot read the \(what) '\(path)': \(reason)"
      }
    }
  }

  /// The bytes of the regular file at `path` (links followed), at most `limit` of them.
  ///
  /// With `locate`, a file too long is read up to the limit to say where the limit falls;
  /// without, a file whose size is known to be too long is not read at all.
  package static func read(_ path: String, limit: Int, locate: Bool = false) throws(Problem)
    -> [UInt8]
  {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      throw errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(reason())
    }
    defer { close(descriptor) }
    return try read(descriptor: descriptor, limit: limit, regularOnly: true, locate: locate)
  }

  /// Up to `limit` bytes from an open descriptor; with `regularOnly`, only from a regular file.
  ///
  /// Reads one byte past the limit to tell a file of exactly `limit` bytes from a longer one.
  package static func read(
    descriptor: Int32, limit: Int, regularOnly: Bool, locate: Bool = false
  ) throws(Problem) -> [UInt8] {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .unreadable(reason()) }
    let type = info.st_mode & S_IFMT
    if regularOnly && type != S_IFREG { throw .notRegular(kind(of: type)) }
    if type == S_IFREG && Int(info.st_size) > limit && !locate {
      throw .tooLong(limit: limit, size: Int(info.st_size), line: 0, column: 0)
    }
    if type == S_IFREG {
      // Opened without blocking (a pipe must not hang the open); a regular file reads as usual.
      let flags = fcntl(descriptor, F_GETFL)
      if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
    }
    let bytes = try prefix(of: descriptor, count: limit + 1)
    if bytes.count > limit {
      let (line, lineStart) = bytes.withUnsafeBufferPointer { buffer in
        var line = 1
        var lineStart = 0
        for offset in 0..<limit where buffer[offset] == 10 {
          line += 1
          lineStart = offset + 1
        }
        return (line, lineStart)
      }
      let size = type == S_IFREG ? Int(info.st_size) : nil
      throw .tooLong(limit: limit, size: size, line: line, column: limit - lineStart + 1)
    }
    return bytes
  }

  /// The first `count` bytes a descriptor gives, or all of them if it has fewer.
  package static func prefix(of descriptor: Int32, count: Int) throws(Problem) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count < count {
      let wanted = min(chunk.count, count - bytes.count)
      let read = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, wanted) }
      if read < 0 {
        if errno == EINTR { continue }
        throw .unreadable(reason())
      }
      if read == 0 { break }
      bytes += chunk[..<read]
    }
    return bytes
  }

  private static func kind(of type: mode_t) -> String {
    switch type {
    case S_IFDIR: "a folder"
    case S_IFIFO: "a pipe"
    case S_IFCHR, S_IFBLK: "a device"
    case S_IFSOCK: "a socket"
    default: "a special file"
    }
  }

  private static func reason() -> String { String(cString: strerror(errno)).lowercased() }
}
