import SwiftInterpreter

/// `NavigationPath`: the values a navigation stack shows, in order, whatever their types.
///
/// Immutable: a mutating method makes a new one, which the caller stores back (so a `@State`
/// path is written, and the views that read it run again). Two paths are equal when their
/// values are, compared by type and by what `String(reflecting:)` shows of each.
final class NavigationPathValue: NativeValue {
  let elements: [Value]
  private let keys: [String]

  init(_ elements: [Value], interpreter: Interpreter) throws {
    self.elements = elements
    self.keys = try elements.map {
      "\(interpreter.dynamicType(of: $0).name): \(try interpreter.reflect($0, at: nil))"
    }
  }

  var typeName: String { "NavigationPath" }
  /// SwiftUI prints its private storage: not modelled.
  var description: String? { nil }
  func isEqual(to other: any NativeValue) -> Bool? { (other as? NavigationPathValue).map { $0.keys == keys } }
  func hash(into hasher: inout Hasher) { hasher.combine(keys) }
}
