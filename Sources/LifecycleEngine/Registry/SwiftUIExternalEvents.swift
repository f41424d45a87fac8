import SwiftInterpreter
import Transcript

/// What a scene receives from outside: links (`onOpenURL`) and activities
/// (`onContinueUserActivity`), run when a fixture's `open url` or `continue activity` reaches the
/// scene (see `Device.deliverToSwiftUI` for the rules).
enum SwiftUIExternalEvents {
  static func register(in registry: Registry) {
    registry.type("View", module: "SwiftUI", kind: .protocolType, doc: swiftUI("view")) { type in
      type.method("func onOpenURL(perform action: @escaping (URL) -> ()) -> some View",
        doc: swiftUI("view/onopenurl(perform:)")) { call in
        try handled(call, ExternalEventHandler(kind: .url, action: try call.function(0)))
      }
      type.method("func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> ()) -> some View",
        doc: swiftUI("view/oncontinueuseractivity(_:perform:)")) { call in
        try handled(call, ExternalEventHandler(kind: .activity(type: try call.string(0)), action: try call.function(1)))
      }
    }
  }

  private static func handled(_ call: NativeCall, _ handler: ExternalEventHandler) throws -> Value {
    Content.viewValue(.modified(try call.receiverView(), .externalEvent(handler)), "ModifiedContent")
  }
}
