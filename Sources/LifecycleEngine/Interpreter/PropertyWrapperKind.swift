import SwiftReader

/// The property wrappers the engine knows, read from a stored property's attributes.
enum PropertyWrapperKind: Equatable {
  /// `@State`: storage owned by the view (or App, or scene) node, created once.
  case state
  /// `@Binding`: a reference to storage owned elsewhere.
  case binding
  /// `@Environment(\.scenePhase)` (key `scenePhase`) or `@Environment(Model.self)` (key `Model.self`).
  case environment(key: String)
  case environmentObject
  /// `@SceneStorage("hat")`: per scene session, saved as the scene reaches background.
  case sceneStorage(key: String)
  /// `@AppStorage("beans")`: kept in UserDefaults across launches.
  case appStorage(key: String)
  /// `@UIApplicationDelegateAdaptor`: the UIKit delegate SwiftUI creates for the App.
  case delegateAdaptor
  /// `@StateObject`: like `@State`, for an `ObservableObject`.
  case stateObject
  /// `@ObservedObject`: a plain reference that is watched.
  case observedObject
  /// `@Published` inside an `ObservableObject`.
  case published
  /// `@Namespace`, `@FocusState`, `@GestureState`: state-like, drawn only.
  case namespace
  /// `@Bindable`: a plain reference to an `@Observable` object whose `$` gives bindings to its properties.
  case bindable

  /// Whether a memberwise initializer may leave the property out.
  var providesDefault: Bool {
    switch self {
    case .environment, .environmentObject, .delegateAdaptor, .namespace: true
    default: false
    }
  }

  /// Reads the wrapper from a property's attributes; nil when it has none the engine knows.
  static func from(_ attributes: [Attribute]) -> PropertyWrapperKind? {
    for attribute in attributes {
      switch attribute.name {
      case "State": return .state
      case "Binding": return .binding
      case "Environment":
        guard let argument = attribute.arguments?.first?.value else { return .environment(key: "") }
        return .environment(key: environmentKey(argument))
      case "EnvironmentObject": return .environmentObject
      case "SceneStorage": return .sceneStorage(key: stringArgument(attribute) ?? "")
      case "AppStorage": return .appStorage(key: stringArgument(attribute) ?? "")
      case "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor": return .delegateAdaptor
      case "StateObject": return .stateObject
      case "ObservedObject": return .observedObject
      case "Published": return .published
      case "Namespace", "FocusState", "GestureState": return .namespace
      case "Bindable": return .bindable
      default: continue
      }
    }
    return nil
  }

  private static func environmentKey(_ expr: Expr) -> String {
    switch expr.kind {
    case .keyPath(_, let components): components.joined(separator: ".")
    case .member(let base, "self", _): "\(base.typeName ?? "").self"
    default: ""
    }
  }

  private static func stringArgument(_ attribute: Attribute) -> String? {
    guard case .stringLiteral(let segments)? = attribute.arguments?.first?.value.kind else {
      return nil
    }
    return segments.map { segment in
      if case .text(let text) = segment { return text }
      return ""
    }.joined()
  }
}

extension Expr {
  /// The type name an expression spells, for `Model.self` and `ShopDelegate.self`.
  var typeName: String? {
    switch kind {
    case .identifier(let name): name
    case .member(let base, let name, _): base.typeName.map { "\($0).\(name)" }
    case .type(let type): type.name
    default: nil
    }
  }
}

extension TypeSyntax {
  /// The type's name as written, without optionality: `Date` for `Date?`, `[Item]` for an array.
  var name: String {
    switch kind {
    case .named(let name, let arguments):
      arguments.isEmpty ? name : "\(name)<\(arguments.map(\.name).joined(separator: ", "))>"
    case .member(let base, let name, _): "\(base.name).\(name)"
    case .optional(let inner), .implicitlyUnwrapped(let inner): inner.name
    case .array(let element): "[\(element.name)]"
    case .dictionary(let key, let value): "[\(key.name): \(value.name)]"
    case .tuple(let elements): "(\(elements.map(\.type.name).joined(separator: ", ")))"
    case .function: "function"
    case .opaque(let inner), .existential(let inner), .inoutType(let inner): inner.name
    case .composition(let parts): parts.map(\.name).joined(separator: " & ")
    case .metatype(let inner, _): "\(inner.name).Type"
    case .attributed(_, let inner): inner.name
    }
  }

  var isOptional: Bool {
    switch kind {
    case .optional, .implicitlyUnwrapped: true
    case .attributed(_, let inner): inner.isOptional
    default: false
    }
  }
}
