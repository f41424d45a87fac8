import SwiftReader
import Transcript

/// Scopes that end their locals' lifetimes, for programs whose objects' lifetimes show: a
/// class with a `deinit`, or a `weak` property.
///
/// Swift releases a local's object when its scope ends ("Automatic Reference Counting" in The
/// Swift Programming Language); the interpreter's frame keeps a slot until the call returns,
/// so a scope that ends clears its slots, and `deinit`s of what that released run before the
/// next statement. Programs with neither construct compile as before, at no cost.
extension Compiler {
  var tracksLifetimes: Bool {
    program.allTypes.contains { type in
      type.deinitializer != nil || type.storedProperties.contains(where: { $0.isWeak || $0.isUnowned })
    }
  }

  /// A block's code that clears the block's locals when it ends, however it ends.
  func endingScope(_ code: StmtCode, locals: [LocalVariable]) -> StmtCode {
    guard !locals.isEmpty else { return code }
    var slots: [Int] = []
    var boxes: [Int] = []
    for local in locals {
      switch local.storage {
      case .slot(let slot): slots.append(slot)
      case .box(let box): boxes.append(box)
      }
    }
    let run = code.run
    slots.reverse()
    boxes.reverse()
    // In the reverse order of their declarations, as Swift destroys a scope's locals.
    func clear(_ frame: Frame) throws {
      for slot in slots { frame.slots[slot] = .void }
      for box in boxes { frame.boxes[box] = nil }
      if frame.interpreter.deinits.hasPending { try frame.interpreter.runDeinitializers(at: nil) }
    }
    var ending = StmtCode(run: { frame in
      let flow: Flow
      do { flow = try run(frame) } catch {
        try clear(frame)
        throw error
      }
      try clear(frame)
      return flow
    })
    if let async = code.async {
      ending.async = { frame in
        let flow: Flow
        do { flow = try await async(frame) } catch {
          try clear(frame)
          throw error
        }
        try clear(frame)
        return flow
      }
    }
    return ending
  }
}
