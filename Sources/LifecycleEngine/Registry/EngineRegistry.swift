import SwiftInterpreter

/// The registry the engine runs programs with: the standard library, then Foundation, SwiftUI,
/// UIKit, BackgroundTasks, CoreData, Combine and Observation, one family per file.
///
/// Built once per process and frozen; every run shares it (it holds no run's state).
enum EngineRegistry {
  static let shared: Registry = {
    let registry = Registry.standardLibrary()
    FoundationTime.register(in: registry)
    FoundationObjects.register(in: registry)
    FoundationNotifications.register(in: registry)
    CombineObservableObject.register(in: registry)
    SwiftUIViews.register(in: registry)
    SwiftUINavigation.register(in: registry)
    SwiftUIExternalEvents.register(in: registry)
    SwiftUINavigationPath.register(in: registry)
    SwiftUITabs.register(in: registry)
    SwiftUICarriers.register(in: registry)
    SwiftUIBuilders.register(in: registry)
    SwiftUIModifiers.register(in: registry)
    SwiftUIControls.register(in: registry)
    SwiftUIListEditing.register(in: registry)
    SwiftUILegacyNavigationBar.register(in: registry)
    SwiftUIScenes.register(in: registry)
    SwiftUIWrappers.register(in: registry)
    SwiftUIEnvironment.register(in: registry)
    SwiftUIDrawing.register(in: registry)
    UIKitApplication.register(in: registry)
    UIKitViews.register(in: registry)
    UIKitBarButtons.register(in: registry)
    UIKitInert.register(in: registry)
    UIKitBarAppearance.register(in: registry)
    UIKitAlerts.register(in: registry)
    BackgroundTasksRegistry.register(in: registry)
    CoreDataRegistry.register(in: registry)
    for module in ["SwiftUI", "UIKit", "Combine", "Observation", "BackgroundTasks", "os", "Dispatch", "Foundation", "CoreData"] {
      registry.module(module)
    }
    registry.freeze()
    return registry
  }()
}
