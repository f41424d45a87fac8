import SwiftInterpreter

/// `objectWillChange` of an `ObservableObject`: what a class sends by hand before a change
/// that no `@Published` property announces (a `willSet { objectWillChange.send() }`).
///
/// Apple, ObservableObject.objectWillChange: "A publisher that emits before the object has
/// changed"; sending it invalidates every view subscribed to the object, as a `@Published`
/// change does (see `ObjectSubscriptions`). Subscribing to it (`sink`) is not modelled.
enum CombineObservableObject {
  static func register(in registry: Registry) {
    let doc = "https://developer.apple.com/documentation/combine/observableobject/objectwillchange-2oa5v"
    registry.type("ObservableObjectPublisher", module: "Combine", kind: .classType,
      doc: "https://developer.apple.com/documentation/combine/observableobjectpublisher") { type in
      type.method("func send()", doc: "https://developer.apple.com/documentation/combine/observableobjectpublisher/send()") { call in
        if let object = call.receiver.native(as: ObjectWillChangeValue.self)?.object {
          try call.process.objectWillChange(object)
        }
        return .void
      }
    }
    registry.type("ObservableObject", module: "Combine", kind: .protocolType,
      doc: "https://developer.apple.com/documentation/combine/observableobject") { type in
      type.property("var objectWillChange: ObservableObjectPublisher { get }", doc: doc) { access in
        guard case .object(let object) = access.receiver else {
          throw InterpreterError.notModelled("objectWillChange", at: access.location)
        }
        return .native(ObjectWillChangeValue(object))
      }
    }
  }
}

/// The publisher of one object (held weakly: reading it does not keep the object alive).
final class ObjectWillChangeValue: NativeValue {
  weak var object: ObjectValue?
  init(_ object: ObjectValue) { self.object = object }
  var typeName: String { "ObservableObjectPublisher" }
  var description: String? { nil }
}
