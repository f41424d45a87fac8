import SwiftInterpreter
import Transcript

/// The publisher of an `ObservableObject`'s `@Published` property (`model.$items`): the
/// property's storage, compared by identity.
final class PublishedSource: Equatable {
  let cell: WrapperCell
  init(_ cell: WrapperCell) { self.cell = cell }
  static func == (lhs: PublishedSource, rhs: PublishedSource) -> Bool { lhs.cell === rhs.cell }
}

/// One receiver of a `@Published` property's values.
struct PublishedSubscriber {
  let id: Int
  var action: FunctionValue
  let cause: String
}

/// `onReceive(model.$items)` and `model.$items.sink { … }`.
///
/// Rules (Apple, Published: the publisher made with `$` sends the property's current value when
/// subscribed — the example's `sink` prints `Temperature now: 20.0` before any change — and "When
/// the property changes, publishing occurs in the property's willSet block, meaning subscribers
/// receive the new value before it's actually set on the property"): a subscriber gets the
/// current value as it subscribes, then each new value, synchronously, inside the assignment,
/// while the property still holds the old one. `onReceive` subscribes when its view is placed
/// (its first value is an action queued like `onAppear`'s, in the same order) and unsubscribes
/// when the view leaves (Apple, View.onReceive(_:perform:)).
extension AppProcess {
  /// `onReceive($property)` walked: subscribes the first time, else takes the new action.
  func receive(_ source: PublishedSource, action: FunctionValue, in state: inout ModifierState, cause: String) throws {
    if let existing = state.publishedSubscription, existing.source == source {
      if let index = source.cell.subscribers.firstIndex(where: { $0.id == existing.id }) {
        source.cell.subscribers[index].action = action
      }
      return
    }
    if let existing = state.publishedSubscription {
      existing.source.cell.subscribers.removeAll { $0.id == existing.id }
    }
    let id = nextPublishedSubscriber(source)
    source.cell.subscribers.append(PublishedSubscriber(id: id, action: action, cause: cause))
    state.publishedSubscription = (source, id)
    enqueueAction(action, [source.cell.initial], cause: cause, rule: "published-sends-current-value-on-subscribe")
  }

  /// `$property.sink { … }`: the current value now, then each new one.
  func sink(_ source: PublishedSource, action: FunctionValue, at location: SourceLocation?) throws -> Int {
    let id = nextPublishedSubscriber(source)
    let cause = "sink of '$\(source.cell.property)'"
    source.cell.subscribers.append(PublishedSubscriber(id: id, action: action, cause: cause))
    _ = try withCause(cause) { try interpreter.call(action, [source.cell.initial], at: location) }
    return id
  }

  /// A new value for a `@Published` property: every subscriber hears it, in the order they
  /// subscribed, before it is stored.
  func publish(_ value: Value, of cell: WrapperCell, at location: SourceLocation?) throws {
    for subscriber in cell.subscribers {
      _ = try withCause(subscriber.cause) { try interpreter.call(subscriber.action, [value], at: location) }
    }
  }

  private func nextPublishedSubscriber(_ source: PublishedSource) -> Int {
    (source.cell.subscribers.map(\.id).max() ?? 0) + 1
  }
}
