import SwiftInterpreter
import Transcript

/// The navigation bar modifiers of iOS 13 that older tutorials still write, deprecated since:
/// `navigationBarTitle` (drawn) and `navigationBarItems(leading:trailing:)`, whose views are the
/// bar's items, shown and tapped as a `.toolbar`'s are.
///
/// Rule: Apple, View.navigationBarItems(leading:trailing:): "Sets the navigation bar items for
/// this view" (deprecated: "Use toolbar(content:) with navigationBarLeading or
/// navigationBarTrailing placement"), so the engine treats it as that toolbar: leading views,
/// then trailing ones, after the content, and only inside a navigation view.
enum SwiftUILegacyNavigationBar {
  static func register(in registry: Registry) {
    registry.type("View", module: "SwiftUI", kind: .protocolType, doc: swiftUI("view")) { type in
      for signature in [
        "func navigationBarTitle(_ title: String) -> some View",
        "func navigationBarTitle(_ title: String, displayMode: NavigationBarItem.TitleDisplayMode) -> some View",
        "func navigationBarHidden(_ hidden: Bool) -> some View",
      ] {
        type.method(signature, doc: swiftUI("view/navigationbartitle(_:)")) { call in
          Content.viewValue(.modified(try call.receiverView(), .visual("navigationBarTitle")), "ModifiedContent")
        }
      }
      type.method("func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View",
        doc: swiftUI("view/navigationbaritems(leading:trailing:)")) { call in
        try items(call, [try call.view(0), try call.view(1)])
      }
      type.method("func navigationBarItems<L: View>(leading: L) -> some View",
        doc: swiftUI("view/navigationbaritems(leading:)")) { call in
        try items(call, [try call.view(0)])
      }
      type.method("func navigationBarItems<T: View>(trailing: T) -> some View",
        doc: swiftUI("view/navigationbaritems(trailing:)")) { call in
        try items(call, [try call.view(0)])
      }
    }
    registry.type("NavigationBarItem.TitleDisplayMode", module: "SwiftUI", doc: swiftUI("navigationbaritem/titledisplaymode")) {
      $0.isDrawingOnly = true
    }
  }

  private static func items(_ call: NativeCall, _ views: [ViewContent]) throws -> Value {
    let spec = SecondaryContent(kind: .toolbar, content: .container("navigationBarItems", views), location: call.location)
    return Content.viewValue(.modified(try call.receiverView(), .secondary(spec)), "ModifiedContent")
  }
}
