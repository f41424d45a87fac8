import Foundation
import Transcript

/// The parts of an Info.plist the engine reads: background task permissions.
struct InfoPlist {
  var permittedIdentifiers: [String] = []
  var backgroundModes: [String] = []

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
  }
}
