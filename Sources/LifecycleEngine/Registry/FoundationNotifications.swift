import SwiftInterpreter
import Transcript

/// `NotificationCenter` and the Combine pieces lessons use with it: a notification's
/// publisher, `sink`, `AnyCancellable`, observers' blocks.
enum FoundationNotifications {
  static func register(in registry: Registry) {
    registry.type("Notification.Name", module: "Foundation", conformances: ["Equatable", "Hashable"],
      doc: foundation("nsnotification/name")) { type in
      type.initializer("init(_ rawValue: String)") { call in .native(NotificationNameValue(try call.string(0))) }
      type.initializer("init(rawValue: String)") { call in .native(NotificationNameValue(try call.string(0))) }
      type.property("var rawValue: String { get }") { access in
        .string(access.receiver.native(as: NotificationNameValue.self)?.name ?? "")
      }
    }
    registry.type("NSNotification.Name", module: "Foundation", conformances: ["Equatable", "Hashable"],
      doc: foundation("nsnotification/name")) { type in
      type.initializer("init(_ rawValue: String)") { call in .native(NotificationNameValue(try call.string(0))) }
    }
    registry.type("Notification", module: "Foundation", doc: foundation("notification")) { type in
      type.property("var name: Notification.Name { get }") { access in
        .native(NotificationNameValue(access.receiver.native(as: NotificationValue.self)?.name ?? ""))
      }
      type.property("var userInfo: [AnyHashable: Any]? { get }") { access in
        access.receiver.native(as: NotificationValue.self)?.userInfo ?? .none
      }
      // The object the program posted with; UIKit's notifications carry the application or
      // the scene, which the engine does not hand out here, so reading it is not modelled.
      type.property("var object: Any? { get }") { access in
        guard let note = access.receiver.native(as: NotificationValue.self) else { return .none }
        guard let object = note.object else {
          throw InterpreterError.notModelled("the object of a notification UIKit posts ('\(note.name)')", at: access.location)
        }
        return object
      }
    }
    registry.type("NotificationCenter", module: "Foundation", kind: .classType, doc: foundation("notificationcenter")) { type in
      type.property("static var `default`: NotificationCenter { get }") { _ in .native(SharedObject("NotificationCenter")) }
      type.method("func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher") { call in
        guard let name = call[0].native(as: NotificationNameValue.self) else { return .void }
        try refuseSender(call, 1)
        return .native(PublisherValue(.notification(name.name)))
      }
      type.method("func addObserver(forName name: Notification.Name?, object obj: Any?, queue: OperationQueue?, using block: @escaping @Sendable (Notification) -> Void) -> NSObjectProtocol") { call in
        let process = try call.process
        guard let name = call[0].unwrapped?.native(as: NotificationNameValue.self) else { return .void }
        try refuseSender(call, 1)
        // Apple: with a nil queue "the block runs synchronously on the posting thread"; on the
        // main queue it runs on the main thread, and the post waits for it.
        let delivery: NotificationHub.Delivery = call[2].unwrapped == nil ? .synchronous : .mainQueue
        let id = process.notifications.subscribe(
          name.name, action: try call.function(3), cause: "observer of \(name.name)", window: nil, delivery: delivery)
        return .native(SubscriptionValue(id: id, kind: .notification))
      }
      // Apple, addObserver(_:selector:name:object:): the center sends the selector's message to the
      // observer, with the notification when the method takes an argument. It does not keep the
      // observer alive: since iOS 9 the center "will no longer send notifications to registered
      // observers that may be deallocated", storing the observer "as a zeroing weak reference"
      // (Foundation release notes, OS X 10.11 and iOS 9, NSNotificationCenter).
      type.method("func addObserver(_ observer: Any, selector aSelector: Selector, name aName: Notification.Name?, object anObject: Any?)",
        doc: foundation("notificationcenter/addobserver(_:selector:name:object:)")) { call in
        let process = try call.process
        guard let name = call[2].unwrapped?.native(as: NotificationNameValue.self) else {
          throw InterpreterError.notModelled("observing every notification (a nil name)", at: call.location)
        }
        try refuseSender(call, 3)
        let action = try FoundationThreads.selectorFunction(call, target: 0, selector: 1, retainsTarget: false)
        var observer: ObjectIdentifier?
        if case .object(let object) = call[0].unwrapped ?? call[0] { observer = ObjectIdentifier(object) }
        _ = process.notifications.subscribe(
          name.name, action: action, cause: "observer of \(name.name)", window: nil, observer: observer, delivery: .synchronous)
        return .void
      }
      type.method("func removeObserver(_ observer: Any)") { call in
        let process = try call.process
        if let token = call[0].native(as: SubscriptionValue.self) { process.notifications.unsubscribe(token.id) }
        if case .object(let object) = call[0].unwrapped ?? call[0] { process.notifications.unsubscribe(observer: ObjectIdentifier(object)) }
        return .void
      }
      type.method("func post(name aName: Notification.Name, object anObject: Any? = nil, userInfo aUserInfo: [AnyHashable: Any]? = nil)") { call in
        let process = try call.process
        guard let name = call[0].native(as: NotificationNameValue.self) else { return .void }
        try process.notifications.post(name.name, object: call[1], userInfo: call[2], in: process, at: call.location)
        return .void
      }
    }
    sequences(registry)
    registry.type("OperationQueue", module: "Foundation", kind: .classType, doc: foundation("operationqueue")) { type in
      type.property("static var main: OperationQueue { get }") { _ in .native(SharedObject("OperationQueue")) }
    }
    combine(registry)
  }

  /// A sender to filter by (Apple: "only notifications from that sender"): UIKit's senders are
  /// not handed out, so filtering by one is not modelled.
  private static func refuseSender(_ call: NativeCall, _ index: Int) throws {
    if call[index].unwrapped != nil {
      throw InterpreterError.notModelled("observing the notifications of one sender (a non-nil 'object')", at: call.location)
    }
  }

  /// `notifications(named:object:)`: the notifications of one name as an async sequence.
  /// Each element reaches the loop on the task that iterates it, when that task next runs —
  /// after the observers' blocks of the same post, in the order posted — and not while the app
  /// is suspended (its tasks do not run). Cancelling the task ends the loop.
  private static func sequences(_ registry: Registry) {
    let doc = foundation("notificationcenter/notifications(named:object:)")
    registry.type("NotificationCenter", module: "Foundation", kind: .classType, doc: foundation("notificationcenter")) { type in
      type.method(
        "func notifications(named name: Notification.Name, object: (any AnyObject & Sendable)? = nil) -> NotificationCenter.Notifications",
        doc: doc
      ) { call in
        let process = try call.process
        guard let name = call[0].native(as: NotificationNameValue.self) else {
          throw InterpreterError.unsupported("expected a 'Notification.Name'", at: call.location)
        }
        try refuseSender(call, 1)
        return .native(process.notifications.sequence(name.name, at: call.location))
      }
    }
    registry.type("NotificationCenter.Notifications", module: "Foundation", kind: .classType, conformances: ["AsyncSequence"],
      doc: foundation("notificationcenter/notifications")) { type in
      AsyncStreams.sequenceOperations(type)
    }
  }

  private static func combine(_ registry: Registry) {
    let publisherDoc = "https://developer.apple.com/documentation/combine/publisher"
    for name in ["NotificationCenter.Publisher", "Timer.TimerPublisher", "Published.Publisher"] {
      registry.type(name, module: "Combine", conformances: ["Publisher"], doc: publisherDoc)
    }
    registry.type("Publisher", module: "Combine", kind: .protocolType, doc: publisherDoc) { type in
      type.method("func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable") { call in
        // The subscription lives as long as the process: the engine does not track when the
        // returned cancellable is released.
        let process = try call.process
        guard let publisher = call.receiver.native(as: PublisherValue.self) else { return .void }
        switch publisher.publisher {
        case .notification(let name):
          // Combine delivers on the posting thread, at once, unless `receive(on:)` moved it.
          let id = process.notifications.subscribe(
            name, action: try call.function(0), cause: "sink of \(name)", window: nil,
            delivery: publisher.isRescheduled ? .queued : .synchronous)
          return .native(SubscriptionValue(id: id, kind: .notification))
        case .timer(let seconds):
          let id = process.timers.start(every: seconds, action: try call.function(0), cause: "sink of a timer", in: process)
          return .native(SubscriptionValue(id: id, kind: .timer))
        case .published(let source):
          let id = try process.sink(source, action: try call.function(0), at: call.location)
          return .native(SubscriptionValue(id: id, kind: .published(source)))
        }
      }
      // Apple, receive(on:options:): elements are delivered through the scheduler — later, in
      // the main queue's or run loop's order, as their other work is.
      type.method("func receive<S>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S>") { call in
        guard let publisher = call.receiver.native(as: PublisherValue.self) else { return call.receiver }
        return .native(PublisherValue(publisher.publisher, isRescheduled: true))
      }
      type.method("func eraseToAnyPublisher() -> AnyPublisher<Output, Failure>") { call in call.receiver }
    }
    registry.type("AnyCancellable", module: "Combine", conformances: ["Hashable"],
      doc: "https://developer.apple.com/documentation/combine/anycancellable") { type in
      type.method("func cancel()") { call in
        let process = try call.process
        guard let token = call.receiver.native(as: SubscriptionValue.self) else { return .void }
        switch token.kind {
        case .notification: process.notifications.unsubscribe(token.id)
        case .timer: process.timers.stop(token.id, in: process)
        case .published(let source): source.cell.subscribers.removeAll { $0.id == token.id }
        }
        return .void
      }
      type.method("func store(in set: inout Set<AnyCancellable>)") { _ in .void }
    }
    registry.type("ObservableObject", module: "Combine", kind: .protocolType,
      doc: "https://developer.apple.com/documentation/combine/observableobject")
    registry.type("Observable", module: "Observation", kind: .protocolType,
      doc: "https://developer.apple.com/documentation/observation/observable")
    // The macro an `@Observable` class's property is written with to leave it untracked: named
    // here so that the attribute builds; `AppProcess.isObservationIgnored` gives its behaviour.
    registry.type("ObservationIgnored", module: "Observation", kind: .protocolType,
      doc: "https://developer.apple.com/documentation/observation/observationignored()")
  }
}
