import SwiftInterpreter

/// A session's `persistentIdentifier`: equal to itself and usable as a key (per-window data
/// is kept under it), but its text is the system's, a UUID the engine does not know, so
/// printing it is the located "not modelled" error rather than a made-up string.
final class SessionIdentifier: NativeValue {
  let session: Int

  init(session: Int) {
    self.session = session
  }

  var typeName: String { "String" }
  var description: String? { nil }
  var constructName: String { "UISceneSession.persistentIdentifier" }
  func isEqual(to other: any NativeValue) -> Bool? { (other as? SessionIdentifier)?.session == session }
  func hash(into hasher: inout Hasher) { hasher.combine(session) }
}
