import SwiftInterpreter
import Transcript

/// `NotificationCenter` as far as `onReceive`, observers, `sink`, `notifications(named:)` and
/// `post` go: subscriptions in the order they were made, and the async sequences that wait for
/// a name. Names are their raw values (`UIApplicationDidEnterBackgroundNotification`).
final class NotificationHub {
  /// How a subscriber hears a post.
  enum Delivery {
    /// Called inside `post`, on the posting thread (Apple, NotificationCenter: "delivers
    /// notifications to observers synchronously"): an observer's block or selector, a `sink`.
    case synchronous
    /// Called inside `post` when it is posted on the main thread; posted off it, the poster
    /// waits for the main queue, which the engine does not model (an observer on
    /// `OperationQueue.main`).
    case mainQueue
    /// Queued as an action, run in order after what is running (`onReceive`; a `sink` after
    /// `receive(on:)`).
    case queued
  }

  private struct Subscription {
    let id: Int
    let name: String
    var action: FunctionValue
    let cause: String
    let observer: ObjectIdentifier?
    let delivery: Delivery
  }

  private var subscriptions: [Subscription] = []
  private var nextID = 0
  /// `notifications(named:)`'s sequences, held weakly: a sequence the program no longer holds
  /// (its loop ended) stops listening, as Apple's does when it is released.
  private var sequences: [(name: String, stream: Weak, location: SourceLocation?)] = []

  /// How many notifications a sequence holds for a loop that is busy. Apple documents no
  /// figure; 8 is what a test of notifications(named:) observed (Apple Developer Forums, thread
  /// 808800), and past it notifications are dropped — which ones is not known, so more is refused.
  static let sequenceBuffer = 8

  private final class Weak {
    weak var stream: AsyncStreamValue?
    init(_ stream: AsyncStreamValue) { self.stream = stream }
  }

  func subscribe(
    _ name: String, action: FunctionValue, cause: String, window: Window?, observer: ObjectIdentifier? = nil,
    delivery: Delivery = .queued
  ) -> Int {
    nextID += 1
    subscriptions.append(
      Subscription(id: nextID, name: name, action: action, cause: cause, observer: observer,
        delivery: delivery))
    return nextID
  }

  /// `notifications(named:)`: a sequence that hears the name from now on (Apple: "an
  /// asynchronous sequence of notifications produced by this center for a given notification
  /// name"); it listens from the call, so a notification posted before the loop's first wait
  /// is kept for it.
  func sequence(_ name: String, at location: SourceLocation?) -> AsyncStreamValue {
    let stream = AsyncStreamValue(typeName: "NotificationCenter.Notifications")
    sequences.append((name, Weak(stream), location))
    return stream
  }

  func update(_ id: Int, action: FunctionValue) {
    guard let index = subscriptions.firstIndex(where: { $0.id == id }) else { return }
    subscriptions[index].action = action
  }

  func unsubscribe(_ id: Int) {
    subscriptions.removeAll { $0.id == id }
  }

  /// `removeObserver(self)`: every subscription made with that observer object.
  func unsubscribe(observer: ObjectIdentifier) {
    subscriptions.removeAll { $0.observer == observer }
  }

  /// Posts one of UIKit's notifications, named as Swift writes it (`UIApplication.didEnterBackgroundNotification`).
  func post(uikit swiftName: String, in process: AppProcess) throws {
    try post(NotificationNameValue.rawValue(swiftName), in: process)
  }

  /// Delivers a notification to each subscriber, in subscription order: observers and sinks
  /// at once, `onReceive` queued; then hands it to each sequence of that name, whose loop runs
  /// it on its own task when that task next runs (Apple, NotificationCenter.Notifications).
  /// `object` is what the program posted with (nil when UIKit posts: its sender is not modelled).
  func post(_ name: String, object: Value? = nil, userInfo: Value = .none, in process: AppProcess, at location: SourceLocation? = nil)
    throws
  {
    let note = Value.native(NotificationValue(name: name, object: object, userInfo: userInfo))
    for subscription in subscriptions where subscription.name == name {
      switch subscription.delivery {
      case .queued:
        process.enqueueAction(subscription.action, [note], cause: subscription.cause, rule: "notifications-to-subscribers-in-order")
      case .mainQueue where !process.isMainThread:
        throw InterpreterError.notModelled("posting off the main thread to an observer on 'OperationQueue.main'", at: location)
      case .synchronous, .mainQueue:
        // Unsubscribed by an earlier observer of this post: Apple's center no longer calls it.
        guard subscriptions.contains(where: { $0.id == subscription.id }) else { continue }
        try process.withCause(subscription.cause) {
          _ = try process.interpreter.call(subscription.action, [note], at: nil)
        }
      }
    }
    sequences.removeAll { $0.stream.stream.map { $0.isFinished } ?? true }
    for entry in sequences where entry.name == name {
      guard let stream = entry.stream.stream else { continue }
      guard stream.bufferedCount < Self.sequenceBuffer else {
        // Located at the post when the program posts, else where the sequence was made.
        throw InterpreterError.unsupported(
          "lesson-runner does not model 'notifications(named:)' holding more than \(Self.sequenceBuffer) unread"
            + " notifications ('\(name)')", at: location ?? entry.location)
      }
      stream.push(note)
    }
  }
}
