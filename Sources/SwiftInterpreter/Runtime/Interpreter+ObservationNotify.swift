import Transcript

/// Whether assigning an `@Observable` class's property tells its observers.
///
/// The Observation macro's setter (Swift 6) asks `shouldNotifyObservers` before it notifies:
/// an `Equatable` value equal to the old one, or the same object again, changes nothing.
/// Any other type notifies, and so does a change made in place (`items.append(x)`,
/// `count += 1`), which goes through `_modify`. Checked against swiftc 6.3 with
/// `withObservationTracking`.
extension Interpreter {
  func observationShouldNotify(_ type: SwiftType, old: Value, new: Value) -> Bool {
    switch Self.observationEquality(of: type, value: new) {
    case .equatable:
      return !((try? equal(old, new, at: nil)) ?? false)
    case .identity:
      return !identical(old, new)
    case .none:
      return true
    }
  }

  enum ObservationEquality { case equatable, identity, none }

  /// How the macro's overloads compare a property of this declared type.
  static func observationEquality(of type: SwiftType, value: Value) -> ObservationEquality {
    switch type {
    case .int, .double, .bool, .string, .character, .number, .range: return .equatable
    case .optional(let wrapped):
      let inner = observationEquality(of: wrapped, value: value.unwrapped ?? .void)
      return inner == .equatable ? .equatable : .none
    case .array(let element), .set(let element):
      return observationEquality(of: element, value: .void) == .equatable ? .equatable : .none
    case .dictionary(_, let element):
      return observationEquality(of: element, value: .void) == .equatable ? .equatable : .none
    case .user(let user, _):
      if user.conforms(to: "Equatable") { return .equatable }
      if user.isClass { return .identity }
      // An enum without associated values is Equatable without saying so.
      if user.isEnum, !user.cases.isEmpty, !user.cases.contains(where: \.hasPayload) { return .equatable }
      return .none
    case .native(let native, _):
      if native.conformances.contains("Equatable") || native.conformances.contains("Hashable") { return .equatable }
      return native.kind == .classType ? .identity : .none
    case .anyObject: return .identity
    case .unknown:
      // Not declared: what the value is says which overload the compiler picked.
      switch value {
      case .int, .double, .bool, .string, .character, .number: return .equatable
      case .object: return .identity
      default: return .none
      }
    default:
      return .none
    }
  }
}
