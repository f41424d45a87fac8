extension EngineRule {
  /// Every rule the engine records, in the order the README's table lists them.
  public static let all: [EngineRule] = events + phases + views + actions + time

  private static let events: [EngineRule] = [
    EngineRule(
      "events-run-in-order", "each event starts once the one before it has settled",
      source: "lesson-runner: fixtures play their events one after another"),
    EngineRule(
      "launch-app-then-delegate-then-scenes",
      "a launch makes the App (its init), then its delegate (didFinishLaunching), then its scenes,"
        + " and connects the first window: background → inactive → active in one turn",
      source: "lesson 6, step 7 and question 9; Apple, UIApplicationDelegateAdaptor"),
    EngineRule(
      "run-stops-then-launches", "Xcode's Run ends the running process, then launches a new one",
      source: "lesson 54, step 8; Xcode"),
    EngineRule(
      "stop-ends-the-process", "Xcode's Stop ends the process at once; nothing of it runs again",
      source: "lesson 54, question 4"),
    EngineRule(
      "home-resigns-then-backgrounds",
      "Home makes each window on the screen inactive at once, and background when the animation"
        + " ends (1 s later)",
      source: "lesson 54, step 5; Apple, Managing your app's life cycle"),
    EngineRule(
      "return-brings-back-in-one-turn",
      "coming back makes the window inactive then active in one turn, before work that fell due"
        + " while the app was suspended",
      source: "lesson 54, steps 3 and 5"),
    EngineRule(
      "overlays-make-inactive",
      "Control Center and the app switcher make the active windows inactive, no further",
      source: "lesson 6, step 5; lesson 54, step 3"),
    EngineRule(
      "overlay-away-makes-active", "putting Control Center away makes its windows active again",
      source: "lesson 6, step 5"),
    EngineRule(
      "tap-card-brings-window-front",
      "tapping a card makes its window active, and the windows the switcher covered go to the"
        + " background",
      source: "lesson 54, step 3"),
    EngineRule(
      "swipe-away-ends-or-closes",
      "swiping the card away ends the process on iPhone (scene storage kept); on iPad it closes"
        + " that window and destroys its session",
      source: "lesson 54, questions 5 and 8; Apple, SceneStorage"),
    EngineRule(
      "system-ends-background-app",
      "the system may end an app in the background to reclaim memory; its code does not run",
      source: "Apple, Managing your app's life cycle"),
    EngineRule(
      "wait-advances-the-clock",
      "waiting lets virtual time pass; timers fall due in order (not while suspended)",
      source: "lesson 54, step 5"),
    EngineRule(
      "tap-runs-button-action", "tapping a button of the active window queues its action",
      source: "Apple, Button"),
    EngineRule(
      "background-refresh-runs-handler",
      "the system runs a submitted refresh's backgroundTask handler, launching the app into the"
        + " background if needed",
      source: "Apple, backgroundTask(_:action:)"),
  ]

  private static let phases: [EngineRule] = [
    EngineRule(
      "app-phase-aggregates-windows",
      "the App's phase is all its windows together: active if one is, else inactive if one is,"
        + " else background",
      source: "Apple, ScenePhase; lesson 54, step 9"),
    EngineRule(
      "scene-phase-aggregates-its-windows",
      "a scene of the program reads the windows it makes, aggregated as the App's",
      source: "Apple, ScenePhase; lesson 54, step 4"),
    EngineRule(
      "open-window-brings-new-window-front",
      "openWindow on iPad: the asking window resigns active, the new window is active when its"
        + " animation ends, and the full-screen window behind goes to the background",
      source: "lesson 54, step 9; Apple, OpenWindowAction"),
    EngineRule(
      "dismiss-window-backgrounds-then-closes",
      "dismissWindow: the window resigns active, reaches background when its animation ends, and"
        + " closes; the windows behind stay where they are",
      source: "lesson 54, question 8; Apple, DismissWindowAction"),
    EngineRule(
      "snapshot-when-background",
      "once a window is in the background the system snapshots it for the app switcher",
      source: "Apple, Preparing your UI to run in the background"),
    EngineRule(
      "suspended-shortly-after-background",
      "an app in the background is suspended 1 s later: its tasks and timers wait",
      source: "lesson 54, step 5; Apple, Extending your app's background execution time"),
    EngineRule(
      "resume-before-due-work",
      "an app coming back is resumed before any work that fell due while it was suspended",
      source: "lesson 54, step 5"),
  ]

  private static let views: [EngineRule] = [
    EngineRule(
      "app-init-runs-first", "the @main type's init runs before anything else of the program",
      source: "lesson 6, step 7"),
    EngineRule(
      "parent-body-makes-child-views",
      "a view (or scene) value is made, its init run, each time the body that holds it runs",
      source: "lesson 6, step 6; Apple, View"),
    EngineRule(
      "body-runs-when-new", "a view's, scene's or App's body runs when it is first placed",
      source: "Apple, View.body"),
    EngineRule(
      "app-body-reevaluated-on-phase-read",
      "the App's (or a scene's) body read scenePhase, so a change of its phase runs the body"
        + " again",
      source: "lesson 6, steps 4 and 6; Apple, ScenePhase"),
    EngineRule(
      "view-body-reevaluated-on-phase-read",
      "a view's body read its window's scenePhase, so a change of that phase runs the body again",
      source: "lesson 54, step 3; Apple, ScenePhase"),
    EngineRule(
      "body-runs-again-when-what-it-read-changes",
      "a body runs again when state it read changed (@State, an @Observable property, storage,"
        + " the environment)",
      source: "Apple, Managing model data in your app"),
    EngineRule(
      "new-inputs-run-body", "a view made again with different inputs runs its body again",
      source: "Apple, View"),
    EngineRule(
      "state-made-once-per-view",
      "a @State or @StateObject's initial value is made once, when its view (or App) is first placed",
      source: "Apple, StateObject"),
    EngineRule(
      "equal-inputs-keep-body", "a view made again with equal inputs keeps its body",
      source: "lesson 6, step 6 (ContentView.init prints, ContentView.body does not)"),
    EngineRule(
      "window-content-remade-when-it-reads-the-app",
      "a WindowGroup's content is made again when the body that holds it ran again and the"
        + " content reads that App's or scene's properties",
      source: "lesson 6, steps 4 and 6"),
    EngineRule(
      "new-window-makes-its-content", "a window that connects makes its WindowGroup's content",
      source: "Apple, WindowGroup"),
  ]

  private static let actions: [EngineRule] = [
    EngineRule(
      "on-change-when-value-differs",
      "onChange queues its action when the value it watches differs from the one it last saw",
      source: "Apple, onChange(of:initial:_:)"),
    EngineRule(
      "on-appear-once-when-placed",
      "onAppear queues its action when its view joins the hierarchy, not on Home or return",
      source: "lesson 54, question 1; Apple, onAppear(perform:)"),
    EngineRule(
      "published-sends-current-value-on-subscribe",
      "onReceive of a @Published property's publisher queues its action with the current value"
        + " when its view is placed, then runs it with each new value before the value is stored",
      source: "Apple, Published (\"publishing occurs in the property's willSet block\")"),
    EngineRule(
      "on-disappear-when-removed", "onDisappear queues its action when its view leaves the hierarchy",
      source: "Apple, onDisappear(perform:)"),
    EngineRule(
      "notifications-to-subscribers-in-order",
      "a posted notification reaches its subscribers in the order they subscribed: observers and"
        + " sinks inside post, onReceive queued as an action; a notifications(named:) loop when its task next runs",
      source: "Apple, NotificationCenter (\"delivers notifications to observers synchronously\"); notifications(named:object:)"),
    EngineRule(
      "scene-then-app-then-uikit-then-views",
      "in one window's change of phase the program's scenes hear first, then the App, then"
        + " UIKit's callbacks and notifications, then the views",
      source: "lesson 54, step 4 and question 3"),
    EngineRule(
      "actions-run-first-each-turn",
      "each turn runs the queued actions in order, then brings the views up to date, then one"
        + " job of a task",
      source: "Apple, Main run loop; SwiftUI's update cycle"),
    EngineRule(
      "main-queue-work-runs-as-actions",
      "work given to DispatchQueue.main is queued as an action, run in a later turn (asyncAfter:"
        + " when its time comes)",
      source: "Apple, DispatchQueue.main"),
    EngineRule(
      "main-queue-work-waits-for-uikit",
      "the main queue is one FIFO for blocks and main-actor task jobs: work given to DispatchQueue.main"
        + " waits behind jobs queued before it, and (with the jobs) behind a UIKit call that is one turn: a"
        + " launch without scenes, a scene connecting or coming back to the foreground",
      source: "Apple, DispatchQueue.main; DispatchQueue (FIFO); MainActor; \"The App Launch Cycle\"; \"Responding to the launch of your app\""),
    EngineRule(
      "uikit-callbacks-per-transition",
      "a UIKit app's scene delegate (or, without scenes, app delegate) hears each transition",
      source: "the memo on UIKit scenes; Apple, Managing your app's life cycle"),
    EngineRule(
      "uikit-launch-order",
      "a UIKit launch: didFinishLaunching, then the scene connects, the root view loads and"
        + " appears",
      source: "the memo on UIKit scenes"),
  ]

  private static let time: [EngineRule] = [
    EngineRule(
      "unstructured-task-runs-in-later-turns",
      "a Task the program makes runs as jobs in later turns, after the queued actions",
      source: "Apple, Task"),
    EngineRule(
      "global-queue-work-runs-off-main",
      "work given to a global DispatchQueue runs in a later turn, in order of scheduling, off the"
        + " main thread (Thread.isMainThread is false in it)",
      source: "Apple, DispatchQueue.global(qos:); Thread.isMainThread"),
    EngineRule(
      "background-time-expires",
      "an app in the background with a background task open is not suspended; after 30 s the"
        + " tasks' expiration handlers run, then the app is suspended, or ended if a task is still open",
      source: "Apple, beginBackgroundTask(expirationHandler:) (the 30 s is our choice: Apple gives no number)"),
    EngineRule(
      "timers-fire-in-order",
      "a timer of the virtual clock fires when due, those due together in the order they were set",
      source: "lesson-runner's virtual clock (as NIO's EmbeddedEventLoop)"),
    EngineRule(
      "task-starts-after-actions",
      "a .task starts when its view joins the hierarchy, as a job after the actions queued with it",
      source: "Apple, task(priority:_:)"),
    EngineRule(
      "task-sleeps-on-virtual-clock",
      "a task that awaits a sleep is suspended and resumes when the clock reaches its time",
      source: "Apple, Task.sleep(for:)"),
    EngineRule(
      "task-cancelled-when-view-goes-away", "a view's .task is cancelled when the view goes away",
      source: "Apple, task(priority:_:)"),
  ]
}
