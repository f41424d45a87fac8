import SwiftInterpreter
import Transcript

/// What a list's rows can be edited by: `onDelete`/`onMove` on a `ForEach`, and rows made from a
/// binding to a collection (`ForEach($items) { $item in … }`).
///
/// Rules:
/// - `onDelete(perform:)` and `onMove(perform:)` are accepted and drawn: their actions run when
///   the person swipes a row to delete it or drags it in edit mode (Apple, DynamicViewContent.
///   onDelete(perform:), onMove(perform:)), gestures the engine has no event for, so they never
///   run. A program that calls the action itself runs it as any function.
/// - `ForEach($items)` (and `List($items)`) pass each row a binding to its element: reading it
///   reads the element, writing it writes the element back into the collection the binding
///   reaches (Apple, ForEach.init(_:content:) where Data is a Binding: "a binding to a collection
///   … the content closure receives a binding to each element").
enum SwiftUIListEditing {
  static func register(in registry: Registry) {
    registry.type("ForEach", module: "SwiftUI", conformances: ["View"], doc: swiftUI("foreach")) { type in
      type.method("func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent",
        doc: swiftUI("dynamicviewcontent/ondelete(perform:)")) { call in call.receiver }
      type.method("func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent",
        doc: swiftUI("dynamicviewcontent/onmove(perform:)")) { call in call.receiver }
    }
  }

  /// A row's binding used after its element left the collection: SwiftUI may or may not run
  /// that row again (its documentation does not say), so it is not modelled.
  private static func gone(at location: SourceLocation?) -> InterpreterError {
    InterpreterError.unsupported(
      "lesson-runner does not model a 'ForEach' row's binding used after its element left the collection", at: location)
  }

  /// The elements of a `ForEach`'s data: a binding to a collection gives a binding to each of its
  /// elements (by position), with the element itself as what identifies the row.
  static func elements(
    of source: Value, _ interpreter: Interpreter, at location: SourceLocation?
  ) throws -> [(element: Value, argument: Value)] {
    guard let binding = source.native(as: BindingValue.self) else {
      return try interpreter.elements(of: source, at: location).map { ($0, $0) }
    }
    let current = try binding.get()
    guard case .array(let array) = current else {
      throw InterpreterError.notModelled("'ForEach' over a binding to \(TypeNames.describe(current))", at: location)
    }
    return array.elements.enumerated().map { index, element in
      let row = BindingValue(
        get: {
          guard case .array(let now) = try binding.get(), now.elements.indices.contains(index) else {
            throw gone(at: location)
          }
          return now.elements[index]
        },
        set: { newValue in
          guard case .array(let now) = try binding.get(), now.elements.indices.contains(index) else {
            throw gone(at: location)
          }
          var elements = now.elements
          elements[index] = newValue
          try binding.set(.array(ArrayValue(elements)))
        })
      return (element, .native(row))
    }
  }
}
