import SwiftInterpreter

/// Rows of a lazy container that holds more rows than surely fit on the screen: their
/// `onAppear`, `onDisappear` and `.task` are refused, never run for every row.
///
/// Apple, LazyVStack: "The stack is 'lazy,' in that the stack view doesn't create items until it
/// needs to render them onscreen"; a `List` loads its rows as they scroll in. Which rows are on
/// the screen depends on their heights and the device's, which the engine does not lay out.
/// Up to `surelyShown` rows, all are taken as shown (a default row is 44 points high, and the
/// smallest iPhone shows more than eight under its bars); past it, the engine's choice is to
/// refuse rather than guess.
enum LazyRows {
  static let key = "lesson-runner: a row of a long lazy container"
  static let containers: Set<String> = ["List", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid"]
  static let surelyShown = 8

  /// Whether a lazy container with these items holds more rows than surely fit.
  static func isLong(_ name: String, _ items: [ViewContent]) -> Bool {
    containers.contains(name) && rows(in: items) > surelyShown
  }

  /// Rows: each `ForEach` element and each other piece of content, sections counted through.
  private static func rows(in items: [ViewContent]) -> Int {
    items.reduce(0) { count, item in
      switch item {
      case .forEach(let elements): count + elements.count
      case .container("Section", let inner), .container("Group", let inner): count + rows(in: inner)
      case .empty: count
      default: count + 1
      }
    }
  }

  /// The refusal for an appearance action written in such a row.
  static func refusal(_ modifier: ViewModifier) -> InterpreterError? {
    let (name, action): (String, FunctionValue)
    switch modifier {
    case .onAppear(let function): (name, action) = ("onAppear", function)
    case .onDisappear(let function): (name, action) = ("onDisappear", function)
    case .task(let function, _): (name, action) = ("task", function)
    default: return nil
    }
    return InterpreterError.unsupported(
      "lesson-runner does not model '\(name)' in a row of a lazy list or stack of more than \(surelyShown) rows: which rows are on the screen depends on their layout",
      at: action.location)
  }
}
