import SwiftInterpreter
import Transcript

/// A window that closes while the app runs (`dismissWindow()`, a window swiped away on iPad):
/// whether SwiftUI calls `onDisappear` for the views it held is not in Apple's documentation
/// (onDisappear(perform:): "The exact moment that SwiftUI calls this method depends on the
/// specific view type", and nothing is said of a scene that goes; Apple's answer on the
/// Developer Forums, thread 748290, is to watch the scene's phase reach background rather than
/// onDisappear). So a closing window whose views have an `onDisappear` is not modelled, rather
/// than printed with or without them; their tasks are cancelled as the views go.
extension AppProcess {
  /// Refuses the close of a window whose views have an `onDisappear`, located at the first one.
  func checkClosing(_ window: Window) throws {
    for node in window.root.subtree {
      for (_, state) in ModifierState.inPlaceOrder(node.modifiers, where: { $0.disappearAction != nil }) {
        throw InterpreterError.unsupported(
          "lesson-runner does not model 'onDisappear' of a view in a window that closes", at: state.appearanceLocation)
      }
    }
  }
}
