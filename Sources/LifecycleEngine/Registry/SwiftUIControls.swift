import SwiftInterpreter
import Transcript

/// SwiftUI's controls that act on a binding or a mode: `Stepper`, `EditButton`, and the
/// `.disabled(_:)` modifier that stops taps.
///
/// Rules:
/// - A `Stepper` shows its label, then its two buttons; a tap on `Increment` adds the step to
///   the binding, on `Decrement` subtracts it, and a value already at the bound it moves
///   towards stays; a step that would land past a bound is not modelled (Apple, Stepper: "the stepper's increment or decrement buttons"; `bounds`:
///   "the upper and lower bounds permitted by the stepper"; `step`: "the amount to increment or
///   decrement the stepper when the user clicks or taps the stepper's increment or decrement
///   buttons"). With `onIncrement`/`onDecrement` the taps run those closures. The buttons are
///   named `Increment` and `Decrement`, the names UIKit's stepper gives them for accessibility
///   and UI tests (the engine's choice of names: what is drawn is a − and a +).
/// - `.disabled(true)` stops every control inside it from taking taps (Apple, View.disabled(_:):
///   "Adds a condition that controls whether users can interact with this view"); it is carried
///   as the environment's `isEnabled` (Apple, EnvironmentValues.isEnabled), so a tap on a
///   disabled button does nothing, and `@Environment(\.isEnabled)` reads false under it.
/// - `EditButton` is shown as `Edit`; edit mode is not modelled: a tap on it is a located error.
enum SwiftUIControls {
  /// The environment key `.disabled(true)` sets to false (`EnvironmentValues.isEnabled`).
  static let isEnabledKey = "isEnabled"

  static func register(in registry: Registry) {
    registry.type("Stepper", module: "SwiftUI", conformances: ["View"], doc: swiftUI("stepper")) { type in
      type.initializer("init<V>(_ title: String, value: Binding<V>, step: V.Stride = 1)") { call in
        try stepper(call, label: .text(try call.text(0)), binding: call[1], bounds: nil, step: call[2])
      }
      type.initializer("init<V>(_ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1)") { call in
        try stepper(call, label: .text(try call.text(0)), binding: call[1], bounds: call[2], step: call[3])
      }
      type.initializer("init<V>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label)") { call in
        try stepper(call, label: try call.build(2), binding: call[0], bounds: nil, step: call[1])
      }
      type.initializer("init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label)") { call in
        try stepper(call, label: try call.build(3), binding: call[0], bounds: call[1], step: call[2])
      }
      type.initializer("init(_ title: String, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?)") { call in
        stepperView(label: .text(try call.text(0)), decrement: function(call[2]), increment: function(call[1]))
      }
      type.initializer("init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?)") { call in
        stepperView(label: try call.build(0), decrement: function(call[2]), increment: function(call[1]))
      }
    }
    registry.type("EditButton", module: "SwiftUI", conformances: ["View"], doc: swiftUI("editbutton")) { type in
      type.initializer("init()") { call in
        let location = call.location
        let refuse = call.interpreter.builtinFunction("EditButton") { _, _, _ in
          throw InterpreterError.unsupported("lesson-runner does not model edit mode ('EditButton')", at: location)
        }
        return Content.viewValue(.button(label: .text("Edit"), action: function(refuse)), "EditButton")
      }
    }
    registry.type("View", module: "SwiftUI", kind: .protocolType, doc: swiftUI("view")) { type in
      type.method("func disabled(_ disabled: Bool) -> some View", doc: swiftUI("view/disabled(_:)")) { call in
        let content = try call.receiverView()
        guard try call.bool(0) else { return Content.viewValue(content, "ModifiedContent") }
        return Content.viewValue(.modified(content, .environment(key: isEnabledKey, value: .bool(false))), "ModifiedContent")
      }
    }
  }

  private static func function(_ value: Value) -> FunctionValue? {
    guard case .function(let function) = value else { return nil }
    return function
  }

  private static func stepperView(label: ViewContent, decrement: FunctionValue?, increment: FunctionValue?) -> Value {
    Content.viewValue(
      .container("Stepper", [label, .button(label: .text("Decrement"), action: decrement), .button(label: .text("Increment"), action: increment)]),
      "Stepper")
  }

  /// A stepper over a binding: each button moves the value by the step, within the bounds.
  private static func stepper(_ call: NativeCall, label: ViewContent, binding value: Value, bounds: Value?, step: Value) throws -> Value {
    guard let binding = value.native(as: BindingValue.self) else {
      throw InterpreterError.notModelled("'Stepper(value:)' with \(TypeNames.describe(value))", at: call.location)
    }
    var range: RangeValue?
    if let bounds {
      guard case .range(let given) = bounds, given.lower != nil, given.upper != nil else {
        throw InterpreterError.notModelled("'Stepper(value:in:)' with \(TypeNames.describe(bounds))", at: call.location)
      }
      range = given
    }
    let interpreter = call.interpreter, location = call.location
    func move(_ op: String) -> FunctionValue? {
      let made = interpreter.builtinFunction("Stepper") { _, interpreter, _ in
        let current = try binding.get()
        var amount = step
        if case .double = current, case .int(let whole) = step { amount = .double(Double(whole)) }
        let next = try interpreter.binary(op, current, amount, at: location)
        if let range, let lower = range.lower, let upper = range.upper {
          // A value at its bound stays (the bounds are "permitted by the stepper"); where a
          // step from inside would land past a bound, Apple does not say: not modelled.
          let bound = op == "+" ? upper : lower
          if try interpreter.compare(op == "+" ? ">" : "<", next, bound, at: location) {
            if try interpreter.equal(current, bound, at: location) { return .void }
            throw InterpreterError.notModelled("a 'Stepper' step that passes its bounds", at: location)
          }
        }
        if try !interpreter.equal(next, current, at: location) { try binding.set(next) }
        return .void
      }
      return function(made)
    }
    return stepperView(label: label, decrement: move("-"), increment: move("+"))
  }
}
