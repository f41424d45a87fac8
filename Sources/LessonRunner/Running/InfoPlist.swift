import Foundation
import Transcript

/// The parts of an Info.plist the engine reads: background task permissions.
struct InfoPlist {
  var permittedIdentifiers: [String] = []
  var backgroundModes: [String] = []
  /// The scene manifest's delegate class for the application role (`$(PRODUCT_MODULE_NAME).SceneDelegate`).
  var sceneDelegateClassName: String?
  /// The scene manifest's `UIApplicationSupportsMultipleScenes`.
  var supportsMultipleScenes: Bool?

  /// Reads an XML property list; a malformed one is bad input at its first line.
  init(text: String, at location: SourceLocation) throws(InputError) {
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil)
    } catch {
      throw InputError("'Info.plist' is not a property list", at: location)
    }
    guard let dictionary = object as? [String: Any] else {
      throw InputError("'Info.plist' must hold a dictionary", at: location)
    }
    permittedIdentifiers = dictionary["BGTaskSchedulerPermittedIdentifiers"] as? [String] ?? []
    backgroundModes = dictionary["UIBackgroundModes"] as? [String] ?? []
    let manifest = dictionary["UIApplicationSceneManifest"] as? [String: Any]
    let configurations = manifest?["UISceneConfigurations"] as? [String: Any]
    let application = configurations?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]]
    sceneDelegateClassName = application?.first?["UISceneDelegateClassName"] as? String
    supportsMultipleScenes = manifest?["UIApplicationSupportsMultipleScenes"] as? Bool
  }
}
