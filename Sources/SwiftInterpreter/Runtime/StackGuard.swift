import Foundation

/// Watches the native stack of the thread that runs a program, so that recursion through
/// native code (a `sorted()` whose `<` sorts again) stops as the program's stack overflow
/// before it reaches the end of the interpreter's own stack.
///
/// The call depth limit alone does not do it: between two interpreted calls there may be any
/// number of native frames, and a debug build's frames are large. The guard reads the
/// thread's stack bounds once, when the interpreter is made, and each call compares the
/// address of one of its locals with the low end plus a margin. A thread whose size cannot
/// be read, or code running on another thread, is never stopped by it (only by the depth
/// limit).
struct StackGuard {
  /// The stack's lowest address: an address below it is another thread's.
  private let low: UInt
  /// The lowest address a call may reach; 0 when the bounds are unknown.
  private let limit: UInt

  /// Room left below the limit for the native code one interpreted call runs: an eighth of
  /// the stack, at least 256 KB (a debug build's sort and formatting frames are large).
  static func margin(forSize size: UInt) -> UInt { max(size / 8, 256 << 10) }

  init() {
    guard let (low, size) = Self.currentBounds(), size > Self.margin(forSize: size) else {
      self.low = 0
      limit = 0
      return
    }
    self.low = low
    limit = low + Self.margin(forSize: size)
  }

  /// Whether the current call is inside the margin at the end of the stack.
  @inline(__always)
  var isNearEnd: Bool {
    guard limit != 0 else { return false }
    let here = Self.currentAddress()
    return here >= low && here < limit
  }

  @inline(never)
  private static func currentAddress() -> UInt {
    var marker: UInt8 = 0
    return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
  }

  /// The current thread's stack, as far as it can be known without platform calls the C
  /// library hides (`pthread_getattr_np` needs `_GNU_SOURCE`): the stack grows down from about
  /// here (the interpreter is made near the bottom of its thread's frames; what is already in
  /// use only makes the limit more cautious), for the size the thread was given.
  private static func currentBounds() -> (UInt, UInt)? {
    let size = UInt(max(0, Thread.current.stackSize))
    let here = currentAddress()
    guard size > 0, here > size else { return nil }
    return (here - size, size)
  }
}
