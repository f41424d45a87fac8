import SwiftInterpreter
import Transcript

/// The views a modifier adds beside the content it decorates (an overlay, a background, a
/// toolbar, a safe-area inset): they are built, appear and are shown with it.
///
/// Order: the decorated content's actions are queued first, then the secondary views', then
/// the modifiers around them (the engine's innermost-first rule). Apple documents no order
/// between a view's and its overlay's `onAppear`: fixtures leave it unclaimed (`-- any order --`).
struct SecondaryContent {
  enum Kind: String {
    case overlay, background, toolbar, safeAreaInset
  }

  var kind: Kind
  var content: ViewContent
  /// Where the modifier is written, for an error about it.
  var location: SourceLocation?

  /// A toolbar shows only in the bar of a navigation container (Apple, View.toolbar(content:):
  /// "Populates the toolbar or navigation bar"); elsewhere on iOS there is no bar to show it.
  var needsNavigationBar: Bool { kind == .toolbar }

  /// The environment key the view graph sets below a `NavigationStack`, `NavigationView` or
  /// `NavigationSplitView`: a toolbar there has a bar to show its items in. A sheet's content
  /// does not inherit it.
  static let navigationBarKey = "lesson-runner.navigation-bar"
}

extension ViewContent {
  /// Whether anything in it would act if it were shown: a view of the program (its body runs,
  /// it may have state), or a modifier that does more than draw.
  var acts: Bool {
    switch self {
    case .empty, .text, .leaf: return false
    case .button(let label, _): return label.acts
    case .container(_, let items): return items.contains(where: \.acts)
    case .forEach(let items): return items.contains { $0.content.acts }
    case .conditional(_, let inner): return inner.acts
    case .user, .customModifier, .navigationStack, .tabView: return true
    case .modified(let inner, let modifier):
      switch modifier {
      case .visual, .identity, .tabItem, .tag: return inner.acts
      case .environment: return inner.acts
      default: return true
      }
    }
  }
}
