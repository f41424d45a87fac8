#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A console file as grading reads it: opened again for each reading, and checked to be the
/// file it was, so that a file changed between the two readings is an error, not a report
/// that quotes lines of another paste.
struct PasteFile: Sendable {
  /// What tells a file changed: its size and the time it was last written.
  struct Stamp: Sendable, Equatable {
    var size: Int
    var seconds: Int
    var nanoseconds: Int
  }

  typealias Stream = UnsafeMutablePointer<FILE>

  let path: String
  /// The file's stamp when grading opened it first.
  let stamp: Stamp

  /// The stamp of an open file, and whether it is a regular file (not a pipe or a device,
  /// which cannot be read twice); nil when it cannot be asked.
  static func status(of stream: Stream) -> (stamp: Stamp, isRegular: Bool)? {
    var info = stat()
    guard fstat(fileno(stream), &info) == 0 else { return nil }
    #if canImport(Darwin)
      let time = info.st_mtimespec
    #else
      let time = info.st_mtim
    #endif
    let stamp = Stamp(
      size: Int(info.st_size), seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec))
    return (stamp, info.st_mode & S_IFMT == S_IFREG)
  }

  /// What reading a stream whole gave.
  enum Whole {
    case read([UInt8])
    /// More than the limit: reading stopped one chunk past it.
    case tooLong
    case failed
  }

  /// Every byte left in the stream, if there are at most `limit` of them: reading stops as
  /// soon as there are more, so a device that never ends (`/dev/zero`) ends it too.
  static func readAll(_ stream: Stream, limit: Int) -> Whole {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, stream) }
      bytes += chunk[..<count]
      if bytes.count > limit { return .tooLong }
      if count < chunk.count { return ferror(stream) != 0 ? .failed : .read(bytes) }
    }
  }
}
