import SwiftInterpreter

/// `@ObservationIgnored`: a stored property of an `@Observable` class that no view observes.
///
/// Apple, ObservationIgnored(): "Disables observation tracking of a property." So a body that
/// reads such a property does not run again when it changes; the other properties of the same
/// object are tracked as before. The macro changes nothing else (reads and writes, `didSet`,
/// `willSet` behave as on any stored property).
/// https://developer.apple.com/documentation/observation/observationignored()
extension AppProcess {
  /// The attribute's name as programs write it.
  static let observationIgnored = "ObservationIgnored"

  /// Whether `property` of `object`'s class is written with `@ObservationIgnored`; each class is
  /// looked through once.
  func isObservationIgnored(_ object: ObjectValue, _ property: String) -> Bool {
    let key = ObjectIdentifier(object.type)
    if let names = ignoredProperties[key] { return names.contains(property) }
    let names = Set(object.type.storedProperties.filter { stored in
      stored.attributes.contains { $0.name == Self.observationIgnored }
    }.map(\.name))
    ignoredProperties[key] = names
    return names.contains(property)
  }
}
