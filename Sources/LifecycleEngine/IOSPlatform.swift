import SwiftInterpreter

/// The iOS simulator as the interpreter sees it: what `#if` answers, which attributes start an
/// app, which macros Xcode only previews, and which names Apple's frameworks own.
enum IOSPlatform {
  /// An iOS simulator build in Xcode's Debug configuration: what lessons run on.
  static let conditions = CompilationConditions(
    os: "iOS",
    importableModules: (["Swift", "Foundation", "SwiftUI", "UIKit", "Combine", "Observation",
      "BackgroundTasks", "Dispatch", "os", "CoreData"] as Set<String>).union(sdkModules),
    flags: ["DEBUG"], isSimulator: true, targetEnvironments: ["simulator"])

  /// Other modules of the iOS SDK that tutorials import: importing one builds, as it does in
  /// Xcode (never swiftc's "no such module"); what the program uses of it is refused where the
  /// program reaches it. https://developer.apple.com/documentation/technologies
  static let sdkModules: Set<String> = [
    "AVFoundation", "AVKit", "MapKit", "CoreLocation", "SwiftData", "StoreKit", "UserNotifications",
    "PhotosUI", "Photos", "Charts", "WidgetKit", "ActivityKit", "CoreImage", "CoreGraphics",
    "QuartzCore", "CoreMotion", "HealthKit", "CloudKit", "GameKit", "SpriteKit", "SceneKit",
    "WebKit", "SafariServices", "MessageUI", "Contacts", "ContactsUI", "EventKit", "EventKitUI",
    "LocalAuthentication", "Network", "OSLog", "CryptoKit", "Vision", "CoreML", "ARKit",
    "RealityKit", "AuthenticationServices", "UniformTypeIdentifiers", "CoreHaptics", "CoreText",
    "CoreBluetooth", "CoreNFC", "NaturalLanguage", "Speech", "TipKit", "AppIntents",
    "CoreTransferable", "CoreSpotlight", "Intents", "LinkPresentation", "QuickLook", "PassKit",
    "MultipeerConnectivity", "MediaPlayer", "AudioToolbox", "CoreMedia", "ImageIO", "Security",
    "GameplayKit", "Metal", "MetalKit", "Accelerate", "SystemConfiguration", "MusicKit",
  ]

  /// `@UIApplicationMain` marks an app delegate as the entry point (UIKit, before `@main`):
  /// https://developer.apple.com/documentation/uikit/uiapplicationmain
  /// `#Preview` bodies are type-checked and never run on a device:
  /// https://developer.apple.com/documentation/swiftui/preview(_:body:)
  static let conventions: PlatformConventions = {
    var conventions = PlatformConventions.foundationNames
    conventions.entryPointAttributes = ["main", "UIApplicationMain", "NSApplicationMain"]
    conventions.checkedMacros = ["Preview": "ViewBuilder"]
    // Apple, Bindable: "You can use the Bindable property wrapper on properties and variables"
    // (its example: `@Bindable var book = book` inside a view's body).
    conventions.localWrappers = ["Bindable"]
    // Apple's frameworks add members to standard types that Linux's symbol graphs do not list
    // (SwiftUI's `remove(atOffsets:)`, Combine's `publisher`): on iOS no member is judged
    // misspelt, so the conventions start from Foundation's names alone, with no member table.
    conventions.frameworkPrefixes += [
      "UI", "CG", "CL", "AV", "MK", "WK", "SK", "CK", "HK", "UN", "PH", "CN", "SF", "MT", "CA",
      "CI", "CM", "CT", "EK", "GK", "LA", "MP", "NW", "PK", "QL", "SC", "ST", "VN", "AR", "BG", "OS",
      "XCT", "CX", "WC", "AS", "ML",
    ]
    conventions.frameworkNames.formUnion([
      "Color", "Font", "Image", "Text", "Button", "NavigationStack", "Sheet", "Alert", "Toggle",
      "Picker", "List", "Form", "Map", "Chart", "TimelineView", "Canvas", "PhotosPicker", "ShareLink",
      "Gauge", "Table", "Published", "ObservableObject", "Combine", "Animation", "Transaction",
      "GeometryProxy", "ScrollViewReader", "FocusState", "Namespace", "ModelContainer", "ModelContext",
      "Query", "FetchRequest", "Model", "SceneStorage", "AppStorage", "WidgetKit", "ActivityKit",
      // Property wrappers and macros of SwiftUI and SwiftData the registry does not model.
      "ScaledMetric", "GestureState", "FocusedValue", "FocusedBinding", "FocusedObject",
      "AccessibilityFocusState", "Attribute", "Relationship", "Transient", "Entry", "Previewable",
      "NSApplicationDelegateAdaptor", "WKApplicationDelegateAdaptor", "SectionedFetchRequest",
      "FetchedResults", "SectionedFetchedResults", "NSManagedObject", "PersistentModel",
      // Combine's publishers and subjects and Observation's functions the registry lacks.
      "PassthroughSubject", "CurrentValueSubject", "Just", "Future", "AnyPublisher", "Deferred",
      "Publishers", "Subscribers", "withObservationTracking", "ObservationRegistrar",
    ])
    conventions.frameworkNames.formUnion(SwiftUITypeNames.unmodelled)
    return conventions
  }()
}
