import SwiftInterpreter
/// Choices about the life cycle where the lessons' recordings and Apple's documentation differ
/// or say nothing firm; each defaults to what the lessons recorded, and can be changed per run.
public struct LifecycleRules: Hashable, Sendable {
  /// Whether a backgrounded app is suspended a moment after it reaches background. The lessons
  /// recorded it (lesson 54, step 5); Apple DTS notes that Xcode's debugger can prevent it.
  public var suspendsInBackground = true
  /// Whether `@SceneStorage` survives the person swiping the app away on iPhone. Lesson 54,
  /// question 5 recorded that it did on iOS 27; Apple's SceneStorage makes no promise either way.
  public var swipeAwayKeepsSceneStorage = true

  public init() {}
}
