extension NoiseRule {
  static let uiKit: [NoiseRule] = [
    NoiseRule(
      name: "Unable to simultaneously satisfy constraints … (layout report)",
      origin: "UIKit's Auto Layout engine: a report of conflicting constraints over a dozen lines",
      source: "https://github.com/mozilla-mobile/prox/issues/242,"
        + " https://github.com/gscalzo/Swift2ByExample/issues/7",
      shapes: [
        "Unable to simultaneously satisfy constraints.",
        "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints{any}",
        "The methods in the UIConstraintBasedLayoutDebugging category on UIView{any}",
      ],
      continuation: [
        "{indent}", "{indent}({any}", "{indent})", "{indent}\"<NS{any}Constraint:{any}",
        "{indent}<NS{any}Constraint:{any}", "{indent}Probably at least one of the constraints{any}",
        "{indent}Try this:{any}", "{indent}(Note: If you're seeing{any}",
        "{indent}Will attempt to recover by breaking constraint{any}",
        "{indent}Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints{any}",
        "{indent}The methods in the UIConstraintBasedLayoutDebugging category on UIView{any}",
      ]),
    NoiseRule(
      name: "Snapshotting a view … (app switcher snapshot)",
      origin: "UIKit, taking the app switcher's snapshot of a view that is not drawn or not in a"
        + " visible window (the keyboard's, often)",
      source: "https://github.com/ShekarMudaliyar/social_share/issues/144,"
        + " https://github.com/Tangdixi/DCExplosion/issues/3, lesson-runner issue 11",
      shapes: [
        "Snapshotting a view ({hex}, {any}) that {any}", "Drawing a view ({hex}, {any}) that {any}",
        "Rendering a view ({hex}, {any}) that {any}",
        "Snapshotting a view that has not been rendered{any}",
      ]),
    NoiseRule(
      name: "Attempt to present … / Unbalanced calls to begin/end appearance transitions …",
      origin: "UIKit's view controller presentation, when a presentation cannot happen as asked",
      source: "https://github.com/apache/cordova-plugin-wkwebview-engine/issues/152,"
        + " https://github.com/nytimes/NYTPhotoViewer/pull/303",
      shapes: [
        "Attempt to present <{any}> {indent}on <{any}>{any}",
        "Warning: Attempt to present <{any}> on <{any}>{any}",
        "Unbalanced calls to begin/end appearance transitions for <{any}>.",
        "Quickboard: attempting to present {any}",
      ]),
    NoiseRule(
      name: "Can't end BackgroundTask … / Background Task … was created over … seconds ago",
      origin: "UIKit's background task bookkeeping (UIApplication.beginBackgroundTask)",
      source: "https://github.com/firebase/firebase-ios-sdk/issues/3625,"
        + " https://github.com/changsanjiang/SJMediaCacheServer/issues/64",
      shapes: [
        "Can't end BackgroundTask: no background task exists with identifier {any}",
        "Can't endBackgroundTask: no background task exists with identifier {any}",
        "Background Task {int} (\"{any}\"), was created over {int} seconds ago.{any}",
      ]),
    NoiseRule(
      name: "UITableView was told to layout … / UIScene lifecycle notices",
      origin: "UIKit's one-time warnings: a table laid out off screen, an app without scenes",
      source: "https://github.com/Ranchero-Software/NetNewsWire/issues/3910,"
        + " https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle",
      shapes: [
        "Warning once only: UITableView was told to layout its visible cells{any}",
        "CLIENT OF UIKIT REQUIRES UPDATE: {any}", "This process does not adopt UIScene lifecycle.",
        "This will become an assert in a future version.",
        "UIScene lifecycle will soon be required.",
        "Failure to adopt will result in an assert in the future.",
      ]),
    NoiseRule(
      name: "Keyboard and text input",
      origin: "the keyboard and the remote text input service, at the first text field",
      source: "https://github.com/venmo/VENTouchLock/issues/14,"
        + " https://github.com/kishikawakatsumi/SMBClient/issues/111,"
        + " https://github.com/nizwar/openvpn_flutter/issues/89",
      shapes: [
        "Can't find keyplane that supports type {int} for keyboard {any}",
        "-[RTIInputSystemClient {any}] {any}", "fopen failed for data file: {any}",
        "Errors found! Invalidating cache...", "Can't find or decode reasons",
        "Failed to get or decode unavailable reasons",
      ]),
    NoiseRule(
      name: "AX Lookup problem … (accessibility)",
      origin: "the accessibility runtime, looking up its server from the app",
      source: "https://github.com/flutter/flutter/issues/82891",
      shapes: ["AX Lookup problem - {any}", "AX Safe category class '{any}' was not found!"]),
  ]

  static let swiftUI: [NoiseRule] = [
    NoiseRule(
      name: "SwiftUI runtime warning",
      origin: "SwiftUI, warning about a view update it cannot do well (a cycle, state changed"
        + " while updating, an action run too often, a duplicate ID, a bad frame)",
      source:
        "https://github.com/buresdv/Cork/issues/419, https://github.com/Kyle-Ye/Forumate/issues/28,"
        + " https://github.com/exyte/PopupView/issues/252,"
        + " https://github.com/subconsciousnetwork/subconscious/issues/64",
      shapes: [
        "Publishing changes from within view updates is not allowed, this will cause undefined"
          + " behavior.",
        "Modifying state during view update, this will cause undefined behavior.",
        "=== AttributeGraph: cycle detected through attribute {int} ===",
        "Invalid frame dimension (negative or non-finite).",
        "onChange(of: {any}) action tried to update multiple times per frame{any}",
        "{any} tried to update multiple times per frame.",
        "{any}: the ID {any} occurs multiple times within the collection, this will give"
          + " undefined results!",
        "{any}: the ID {any} is used by multiple child views, this will give undefined results!",
        "Accessing StateObject{any}'s object without being installed on a View. This will create"
          + " a new instance each time.",
        "Currently, only presenting a single sheet is supported.",
        "The next sheet will be presented when the currently presented sheet gets dismissed.",
      ])
  ]

  static let frameworks: [NoiseRule] = [
    NoiseRule(
      name: "CoreData: …",
      origin: "Core Data (and SwiftData on it), about the model, the store or a fetch",
      source: "https://github.com/twostraws/SwiftOnSundays/pull/2,"
        + " https://github.com/prisma-ai/Sworm/issues/12,"
        + " https://github.com/Open-Email/OpenEmail-Apple/issues/44",
      shapes: [
        "CoreData: annotation: {any}", "CoreData: warning: {any}", "CoreData: error: {any}",
        "CoreData: debug: {any}", "CoreData: fault: {any}", "CoreData: Could not {any}",
        "[error] error: {any}", "[error] warning: {any}", "[error] fault: {any}",
        "{ident}:error: {any}",
      ]),
    NoiseRule(
      name: "Core Location: UI unresponsiveness on the main thread",
      origin: "Core Location, when its blocking queries are called on the main thread",
      source: "https://github.com/ericberman/MyFlightbookiOS/issues/279,"
        + " https://github.com/Lyokone/flutterlocation/pull/968",
      shapes: [
        "This method can cause UI unresponsiveness if invoked on the main thread.{any}",
        "This method should not be called on the main thread as it may lead to UI"
          + " unresponsiveness.",
      ]),
    NoiseRule(
      name: "… <private> … (redacted log message)",
      origin: "the unified logging system, which shows a dynamic value it must not reveal as"
        + " <private>",
      source:
        "https://developer.apple.com/documentation/os/logging/generating_log_messages_from_your_code,"
        + " https://github.com/adjust/ios_sdk/issues/781",
      shapes: ["{any} <private>{any}", "<private>{any}"]),
  ]

  static let simulator: [NoiseRule] = [
    NoiseRule(
      name: "Hang detected … (debugger attached)",
      origin: "hang detection, when a debugger is attached (iOS 17 and later)",
      source: "https://github.com/loopandlearn/LoopFollow/issues/546",
      shapes: [
        "App is being debugged, do not track this hang",
        "Hang detected: {any} (debugger attached, not reporting)",
      ]),
    NoiseRule(
      name: "Simulator and launch services",
      origin: "the Simulator's launch services, graphics and device information, at launch",
      source: "https://github.com/appwoodpecker/woodpecker-ios/issues/5,"
        + " https://github.com/transistorsoft/react-native-background-fetch/issues/258,"
        + " https://github.com/dotnet/maui/pull/36413; 'Failed to send CA Event …' and"
        + " 'elapsedCPUTimeForFrontBoard …': lesson-runner's allow-list before issue 11 (no"
        + " public source found)",
      shapes: [
        "libMobileGestalt {word}.c:{int}: {any}", "Metal API Validation Enabled",
        "IOSurfaceClientSetSurfaceNotify failed {word}",
        "Warning: Unable to create restoration in progress marker file",
        "Failed to send CA Event for app launch measurements{any}",
        "elapsedCPUTimeForFrontBoard couldn't generate a task port",
      ]),
  ]
}
