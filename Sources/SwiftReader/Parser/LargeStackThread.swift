import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs work on a thread of its own, with a stack large enough for deep syntax trees whichever
/// thread asks: a Swift Testing task on macOS has only 512 KB, and a debug build's frames are
/// large. The reader uses it for `Parser.maximumDepth` levels of nesting; the engine, whose
/// evaluation recurses over the same trees, for a whole run.
///
/// The caller waits, so nothing runs in parallel and nothing depends on thread timing; the
/// result is handed back through a `Handoff`.
public enum LargeStackThread {
  /// Room for the deepest input the parser accepts, several times over, in a debug build.
  public static let stackSize = 32 << 20
  /// The smallest stack a thread is given when the address space has no room for the size
  /// asked for (a `ulimit -v`).
  static let smallestStackSize = 8 << 20

  /// Runs `work` on a thread with a stack of `stackSize` bytes, or less when the process's
  /// address space has no room for it: a thread whose stack cannot be mapped would never run
  /// (Foundation's `Thread` says nothing), and the caller would wait for ever.
  public static func run<Value: Sendable>(
    stackSize: Int = stackSize, _ work: @escaping @Sendable () -> Value
  ) -> Value {
    let handoff = Handoff<Value>()
    let thread = Thread { handoff.put(work()) }
    thread.stackSize = roomFor(stackSize)
    thread.start()
    return handoff.take()
  }

  /// The largest of `size`, `size / 2`, … (at least `smallestStackSize`) that can be mapped
  /// now, with as much again left for the heap: only virtual memory, given back at once; a
  /// stack's pages are used as the thread reaches them.
  static func roomFor(_ size: Int) -> Int {
    var size = size
    while size > smallestStackSize, !canMap(size * 2) { size /= 2 }
    return max(size, smallestStackSize)
  }

  private static func canMap(_ bytes: Int) -> Bool {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      let flags = MAP_PRIVATE | MAP_ANON
      let failed = UnsafeMutableRawPointer(bitPattern: -1)
      guard let region = mmap(nil, bytes, PROT_NONE, flags, -1, 0), region != failed else {
        return false
      }
      munmap(region, bytes)
      return true
    #else
      return true
    #endif
  }
}

/// One value passed from the reading thread to the thread waiting for it.
///
/// `@unchecked Sendable`: `value` is only touched with `condition` locked.
private final class Handoff<Value: Sendable>: @unchecked Sendable {
  private let condition = NSCondition()
  private var value: Value?

  func put(_ newValue: Value) {
    condition.lock()
    value = newValue
    condition.signal()
    condition.unlock()
  }

  func take() -> Value {
    condition.lock()
    defer { condition.unlock() }
    while true {
      if let value { return value }
      condition.wait()
    }
  }
}
