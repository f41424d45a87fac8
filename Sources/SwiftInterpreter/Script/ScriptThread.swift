import Foundation
import SwiftReader

/// Runs a script on a thread with a large stack: interpreted calls nest Swift frames, and a
/// program's deep recursion must reach its depth limit, not the end of a small stack.
public enum ScriptThread {
  public static func run(
    _ files: [SourceFile], configuration: InterpreterConfiguration = InterpreterConfiguration(),
    stackSize: Int = 512 << 20
  ) -> Script.Result {
    final class Slot: @unchecked Sendable { var result: Script.Result? }
    let slot = Slot()
    let bound = ThreadBound(value: files)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      slot.result = Script.run(bound.value, configuration: configuration)
      done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    return slot.result!
  }
}
