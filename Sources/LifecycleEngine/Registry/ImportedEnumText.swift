import SwiftInterpreter

/// Values of UIKit's enumerations as text: refused.
///
/// UIKit's enumerations (`UIApplication.State`, `UIScene.ActivationState`, …) are Objective-C
/// `NS_ENUM`s that Swift imports; the Swift runtime keeps no case names for an imported
/// enumeration, so `print(state)` does not show `active` as it does for a Swift enum (SwiftUI's
/// `ScenePhase` prints its case: lesson 6). What it shows is not in Apple's documentation, so a
/// value of one, printed or interpolated, is refused by name; comparing and switching work.
/// https://developer.apple.com/documentation/swift/grouping-related-objective-c-constants
enum ImportedEnumText {
  /// Gives `type` a `description` that refuses, so that describing a value reaches it.
  static func refuse(_ type: NativeType) {
    type.conformances.append("CustomStringConvertible")
    type.property("var description: String { get }") { access in
      throw InterpreterError.unsupported(
        "lesson-runner does not model printing a value of '\(type.name)', an enumeration imported from Objective-C",
        at: access.location)
    }
  }
}
