import SwiftReader
import Transcript

/// `_name = Wrapper(…)`: the storage of a wrapped property, assigned as a whole.
///
/// Swift synthesizes `_name` for every property wrapper; an initializer may replace it
/// (`_count = Counted(initialValue: 5)`), which sets the wrapper itself, not its wrapped value
/// (The Swift Programming Language, "Property Wrappers": the synthesized `_` storage).
extension Compiler {
  /// The place of `_name` (or `self._name`) when `name` is a wrapped stored property of `self`.
  func wrapperStoragePlace(_ name: String, at location: SourceLocation) -> PlaceCode? {
    guard name.hasPrefix("_"), name.count > 1, let selfType = context.selfType,
      case .user(let type, _) = selfType,
      let index = type.field(named: String(name.dropFirst())), type.storedProperties[index].wrapper != nil
    else { return nil }
    let base = selfPlace(at: location)
    let baseModify = base.modify
    return PlaceCode(
      type: .unknown,
      get: { frame in try frame.interpreter.fieldValue(try base.get(frame), index) },
      set: { frame, newValue in
        try baseModify(frame) { target in
          try frame.interpreter.modifyField(&target, index) { $0 = newValue }
        }
      },
      modify: { frame, body in
        try baseModify(frame) { target in
          try frame.interpreter.modifyField(&target, index) { try body(&$0) }
        }
      })
  }
}
