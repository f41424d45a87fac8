import SwiftInterpreter

/// The deprecated `onChange(of:perform:)`: its action is handed the new value, but the view's
/// properties read as they were before the update.
///
/// Rule (lesson 6, question 7): "The old closure ran before the view was updated, so reading
/// the property inside it gave the old value while the parameter held the new one. The new
/// forms run after the update: inside the closure, the property and new agree."
extension AppProcess {
  /// Wraps a one-parameter `onChange` action so that, while it runs, wrapped properties read
  /// as the view's previous body saw them.
  func oldTimingAction(_ action: FunctionValue) -> FunctionValue {
    let wrapper = interpreter.builtinFunction("onChange(of:perform:)") { [unowned self] arguments, interpreter, location in
      let saved = self.readsAsPreviousBody
      self.readsAsPreviousBody = true
      defer { self.readsAsPreviousBody = saved }
      return try interpreter.call(action, arguments, at: location)
    }
    guard case .function(let function) = wrapper else { return action }
    return function
  }
}
