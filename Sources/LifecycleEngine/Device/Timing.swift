import SwiftInterpreter
/// How long the simulated system takes for what it does by itself, in virtual milliseconds.
///
/// Apple documents none of these as numbers; each value is the smallest that
/// reproduces the lessons' recorded consoles, and each says where it comes from.
/// Change them here (or per run, through `EngineConfiguration`).
public struct Timing: Hashable, Sendable {
  /// From pressing Home (the scene resigns active) to the end of the animation (the scene
  /// enters background). Lesson 54, step 5: a counter's beat fell between the two.
  public var homeAnimation: Int = 1_000
  /// From entering background to being suspended: Apple says "shortly after" (Extending your
  /// app's background execution time). Lesson 54, step 5: one more beat counted in the
  /// background, then none for the rest of the eight seconds.
  public var suspensionDelay: Int = 1_000
  /// From `openWindow` to the new window in front being active (iPad). Lesson 54, step 9:
  /// the window behind counted a beat between resigning active and reaching background,
  /// while the new window's counter had not yet counted one.
  public var windowOpenAnimation: Int = 1_000
  /// From `dismissWindow` to the window reaching background and closing (iPad). Lesson 54,
  /// question 8 shows the two steps; the value follows `windowOpenAnimation`.
  public var windowCloseAnimation: Int = 1_000
  /// How long an app with a background task open may run in the background before its
  /// expiration handlers run. Apple gives no number (beginBackgroundTask(expirationHandler:),
  /// backgroundTimeRemaining and "Extending your app's background execution time" say only
  /// "a finite amount of time"); our choice is 30 s, the figure issue 9 asks for ("about 30 s").
  public var backgroundTaskAllowance: Int = 30_000

  public init() {}
}
