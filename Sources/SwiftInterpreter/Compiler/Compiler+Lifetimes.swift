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

  /// A `defer`'s code that first clears the locals its block declared after it: Swift destroys
  /// a scope's locals and runs its `defer`s in one reverse order, so an object made below the
  /// `defer` is gone before the `defer` runs.
  func endingLocals(before code: StmtCode, locals: [LocalVariable]) -> StmtCode {
    guard !locals.isEmpty else { return code }
    let clear = clearing(locals)
    let run = code.run
    var ending = StmtCode(run: { frame in
      try clear(frame)
      return try run(frame)
    })
    if let async = code.async {
      ending.async = { frame in
        try clear(frame)
        return try await async(frame)
      }
    }
    return ending
  }

  /// Clears locals from the last declared to the first, whether they live in slots or cells,
  /// then runs the `deinit`s that released (the scope's table is a dictionary: its order is
  /// no declaration's).
  private func clearing(_ locals: [LocalVariable]) -> (Frame) throws -> Void {
    let storages = locals.sorted { $0.order > $1.order }.map(\.storage)
    return { frame in
      for storage in storages {
        switch storage {
        case .slot(let slot): frame.slots[slot] = .void
        case .box(let box): frame.boxes[box] = nil
        }
      }
      if frame.interpreter.deinits.hasPending { try frame.interpreter.runDeinitializers(at: nil) }
    }
  }

  /// A block's code that clears the block's locals when it ends, however it ends.
  func endingScope(_ code: StmtCode, locals: [LocalVariable]) -> StmtCode {
    guard !locals.isEmpty else { return code }
    // In the reverse order of their declarations, as Swift destroys a scope's locals.
    let clear = clearing(locals)
    let run = code.run
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
