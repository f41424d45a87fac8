#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation

/// Temporary files ``AtomicFile`` left behind when its process was killed outright (`SIGKILL`,
/// a power cut), found by their name: `.NAME.lesson-runner-PID-N.tmp`.
///
/// A writer holds a lock on its temporary file until it renames it, so a file nobody locks,
/// whose process is gone, was left by a run that died: it is removed. One nobody locks whose
/// process id is in use again is not removed but named, for the person to look at.
enum StaleFiles {
  /// Removes the stale temporary files in `folder`; returns a note for each one found.
  static func sweep(_ folder: String) -> [String] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      return []
    }
    var notes: [String] = []
    for name in names.sorted() {
      guard let pid = processID(in: name), pid != getpid() else { continue }
      let path = folder + "/" + name
      let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
      guard descriptor >= 0 else { continue }
      defer { close(descriptor) }
      guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { continue }
      if kill(pid, 0) != 0 && errno == ESRCH {
        if unlink(path) == 0 {
          notes.append("removed '\(path)', a temporary file left by a run that was killed")
        }
      } else {
        notes.append(
          "'\(path)' looks like a temporary file left by a run that was killed; remove it if"
            + " no lesson-runner is running")
      }
    }
    return notes
  }

  /// The process id in a temporary file's name, or nil if the name is not one.
  static func processID(in name: String) -> pid_t? {
    guard name.hasPrefix("."), name.hasSuffix(AtomicFile.suffix),
      let marker = name.range(of: AtomicFile.marker, options: .backwards)
    else { return nil }
    let tail = name[marker.upperBound...].dropLast(AtomicFile.suffix.count)
    let parts = tail.split(separator: "-")
    guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0, Int(parts[1]) != nil else {
      return nil
    }
    return pid
  }
}
