#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation

/// The temporary files this process is writing, removed when a signal ends it first.
///
/// A signal handler can reach only process-wide state, and may call only async-signal-safe
/// functions (`unlink`, `signal`, `raise`), so this is the one place that keeps any: a fixed
/// table of C strings, allocated once, that the handler walks without locks or allocation.
/// `SIGINT`, `SIGTERM`, `SIGHUP` and `SIGQUIT` remove the files, then end the process as the
/// signal would have (the shell still sees it killed by that signal). `SIGKILL` cannot be
/// caught: its files are found by the next write in that folder (``AtomicFile``).
package enum TemporaryFiles {
  /// How many files may be in writing at once; a writer waits for a free slot.
  static let slotCount = 16
  static let slotSize = Int(PATH_MAX) + 1
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  /// The paths, `slotSize` bytes each, NUL-terminated; the handler reads them.
  nonisolated(unsafe) private static let paths = UnsafeMutablePointer<CChar>.allocate(
    capacity: slotCount * slotSize)
  /// 1 while a slot's path names a file to remove; written last when taking a slot.
  nonisolated(unsafe) private static let inUse: UnsafeMutablePointer<sig_atomic_t> = {
    let flags = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: slotCount)
    flags.initialize(repeating: 0, count: slotCount)
    return flags
  }()
  private static let table = Table()

  /// A slot holding a path, from registering to releasing.
  package struct Slot: Sendable {
    fileprivate let index: Int
  }

  /// Registers a path to remove on a signal, before the file is created, so that no moment
  /// exists when the file is there and a signal would leave it.
  ///
  /// - Returns: nil when the path is too long for a slot (the caller writes nothing).
  package static func register(_ path: String) -> Slot? {
    let bytes = Array(path.utf8)
    guard bytes.count < slotSize, !bytes.contains(0) else { return nil }
    installHandlers()
    let index = table.take()
    let start = paths + index * slotSize
    for (offset, byte) in bytes.enumerated() { start[offset] = CChar(bitPattern: byte) }
    start[bytes.count] = 0
    inUse[index] = 1
    return Slot(index: index)
  }

  /// Forgets a path: the file was renamed into place, or removed.
  package static func release(_ slot: Slot) {
    inUse[slot.index] = 0
    table.give(slot.index)
  }

  /// Removes every registered file; async-signal-safe.
  fileprivate static func removeAll() {
    for index in 0..<slotCount where inUse[index] == 1 {
      _ = unlink(paths + index * slotSize)
    }
  }

  /// Installs the handlers once; a signal the process ignores (`nohup`) stays ignored.
  private static func installHandlers() {
    table.once {
      _ = paths
      _ = inUse
      for number in signals {
        let previous = signal(number, removeThenDie)
        if isIgnored(previous) { _ = signal(number, SIG_IGN) }
      }
    }
  }

  private static func isIgnored(_ handler: (@convention(c) (Int32) -> Void)?) -> Bool {
    // SIG_IGN is optional in Darwin's headers and not in Glibc's.
    let ignoring: (@convention(c) (Int32) -> Void)? = SIG_IGN
    guard let handler, let ignore = ignoring else { return false }
    return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(ignore, to: Int.self)
  }

  /// Which slots are free; a writer waits when all are taken.
  ///
  /// `@unchecked Sendable`: `free` and `installed` are only touched with `condition` locked.
  private final class Table: @unchecked Sendable {
    private let condition = NSCondition()
    private var free = Array((0..<TemporaryFiles.slotCount).reversed())
    private var installed = false

    func take() -> Int {
      condition.lock()
      defer { condition.unlock() }
      while free.isEmpty { condition.wait() }
      return free.removeLast()
    }

    func give(_ index: Int) {
      condition.lock()
      free.append(index)
      condition.signal()
      condition.unlock()
    }

    func once(_ work: () -> Void) {
      condition.lock()
      defer { condition.unlock() }
      guard !installed else { return }
      installed = true
      work()
    }
  }
}

/// Removes the files being written, then lets the signal end the process as it would have.
private func removeThenDie(_ number: Int32) {
  TemporaryFiles.removeAll()
  _ = signal(number, SIG_DFL)
  _ = raise(number)
}
