import Foundation
import SwiftInterpreter

/// `Date`: seconds since the reference date, on the virtual clock.
final class DateValue: NativeValue, ComparableNativeValue, EncodableNativeValue {
  /// The virtual device starts at 2026-01-01 00:00:00 UTC (a fixed date: runs are identical).
  static let virtualEpoch: Double = 788_918_400

  let seconds: Double
  init(seconds: Double) { self.seconds = seconds }

  var typeName: String { "Date" }
  var description: String? { Self.format(seconds) }
  func isEqual(to other: any NativeValue) -> Bool? { (other as? DateValue).map { $0.seconds == seconds } }
  func hash(into hasher: inout Hasher) { hasher.combine(seconds) }
  func isLess(than other: any NativeValue) -> Bool? { (other as? DateValue).map { seconds < $0.seconds } }

  /// A number of seconds (since 2001 by default, as `Date.encode(to:)` writes it), or ISO 8601
  /// text (swiftc 6.3.1: `"2026-01-01T00:00:00Z"`, whole seconds).
  func codingTree(_ strategies: CodingStrategies) throws -> CodingTree {
    switch strategies.dates {
    case .deferredToDate: .double(seconds)
    case .secondsSince1970: .double(seconds + 978_307_200)
    case .millisecondsSince1970: .double((seconds + 978_307_200) * 1000)
    case .iso8601: .string(Self.iso8601(seconds))
    case .propertyList: .date(seconds)
    }
  }

  static func decoded(_ tree: CodingTree, _ strategies: CodingStrategies) -> Value? {
    let number: Double?
    switch tree {
    case .date(let seconds): return .native(DateValue(seconds: seconds))
    case .integer(let value): number = Double(value)
    case .double(let value): number = value
    case .string(let text):
      guard strategies.dates == .iso8601 else { return nil }
      let formatter = ISO8601DateFormatter()
      return formatter.date(from: text).map { .native(DateValue(seconds: $0.timeIntervalSinceReferenceDate)) }
    default: number = nil
    }
    guard let number else { return nil }
    switch strategies.dates {
    case .deferredToDate: return .native(DateValue(seconds: number))
    case .secondsSince1970: return .native(DateValue(seconds: number - 978_307_200))
    case .millisecondsSince1970: return .native(DateValue(seconds: number / 1000 - 978_307_200))
    case .iso8601, .propertyList: return nil
    }
  }

  static func iso8601(_ seconds: Double) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: Date(timeIntervalSinceReferenceDate: seconds))
  }

  /// `2026-01-01 00:00:08 +0000`, as `print(Date())` writes a date (UTC).
  static func format(_ seconds: Double) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss Z"
    return formatter.string(from: Date(timeIntervalSinceReferenceDate: seconds))
  }
}

/// `UUID()`, numbered in creation order so that runs are identical.
final class UUIDValue: NativeValue, EncodableNativeValue {
  let number: Int
  init(number: Int) { self.number = number }
  var typeName: String { "UUID" }
  var text: String { String(format: "00000000-0000-4000-8000-%012X", number) }
  func codingTree(_ strategies: CodingStrategies) throws -> CodingTree { .string(text) }
  var description: String? { text }
  func isEqual(to other: any NativeValue) -> Bool? { (other as? UUIDValue).map { $0.number == number } }
  func hash(into hasher: inout Hasher) { hasher.combine(number) }
}

/// `NSError`: domain, code and user info.
final class NSErrorValue: NativeValue {
  let domain: String
  let code: Int
  let userInfo: DictionaryValue
  let userInfoText: String

  init(domain: String, code: Int, userInfo: DictionaryValue, userInfoText: String) {
    self.domain = domain
    self.code = code
    self.userInfo = userInfo
    self.userInfoText = userInfoText
  }

  var typeName: String { "NSError" }
  var description: String? { "Error Domain=\(domain) Code=\(code) \"(null)\"\(userInfoText)" }
}

/// `Notification.Name`, held as its raw value.
final class NotificationNameValue: NativeValue {
  let name: String
  init(_ name: String) { self.name = name }
  /// UIKit's name written `UIApplication.didEnterBackgroundNotification`, as its raw value.
  init(uikit swiftName: String) { self.name = Self.rawValue(swiftName) }
  var typeName: String { "Notification.Name" }
  var description: String? { "NSNotificationName(_rawValue: \(name))" }
  func isEqual(to other: any NativeValue) -> Bool? { (other as? NotificationNameValue)?.name == name }
  func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// The raw value of a name the engine writes as its Swift spelling: UIKit's constants are
  /// strings equal to their Objective-C names (`UIApplication.didEnterBackgroundNotification`
  /// is "UIApplicationDidEnterBackgroundNotification"; Apple, UIApplication).
  static func rawValue(_ name: String) -> String { rawValues[name] ?? name }

  /// UIKit's notification names by their Swift spelling, worked out once (a change of phase
  /// posts several).
  private static let rawValues: [String: String] = {
    var table: [String: String] = [:]
    let known = [
      ("UIApplication", UIKitApplication.applicationNotifications), ("UIScene", UIKitApplication.sceneNotifications),
    ]
    for (owner, members) in known {
      for member in members {
        guard let first = member.first else { continue }
        table["\(owner).\(member)"] = owner + first.uppercased() + member.dropFirst()
      }
    }
    return table
  }()
}

/// `Notification`, as an observer's block or `onReceive`'s closure receives it.
final class NotificationValue: NativeValue {
  let name: String
  /// The sender the program posted with; nil for UIKit's notifications (not modelled).
  let object: Value?
  let userInfo: Value
  init(name: String, object: Value? = nil, userInfo: Value = .none) {
    self.name = name
    self.object = object
    self.userInfo = userInfo
  }
  var typeName: String { "Notification" }
  /// Not modelled: Foundation's releases print a notification differently (swift-corelibs:
  /// `name = x, object = nil, userInfo = nil`; the toolchain's swift-foundation: `name = x`),
  /// and which one iOS 27 uses is not documented.
  var description: String? { nil }
}

/// One of the shared objects the system gives a program: `UserDefaults.standard`,
/// `NotificationCenter.default`, `UIApplication.shared`, `DispatchQueue.main` …
final class SharedObject: NativeValue {
  let typeName: String
  init(_ typeName: String) { self.typeName = typeName }
  var description: String? { nil }
  func isEqual(to other: any NativeValue) -> Bool? { (other as? SharedObject)?.typeName == typeName }
}

/// A subscription a program holds (`AnyCancellable`, an observer token): ending it unsubscribes.
final class SubscriptionValue: NativeValue {
  let id: Int
  let kind: Kind
  enum Kind {
    case notification, timer
    /// A `@Published` property's subscriber (see `PublishedSubscribers`).
    case published(PublishedSource)
  }
  init(id: Int, kind: Kind) {
    self.id = id
    self.kind = kind
  }
  var typeName: String { "AnyCancellable" }
  var description: String? { nil }
}

/// A Combine publisher the engine models: a notification's, or a timer's.
final class PublisherValue: NativeValue {
  let publisher: Publisher
  /// `receive(on:)` was applied: elements reach subscribers through a scheduler, later.
  let isRescheduled: Bool
  init(_ publisher: Publisher, isRescheduled: Bool = false) {
    self.publisher = publisher
    self.isRescheduled = isRescheduled
  }
  var typeName: String {
    switch publisher {
    case .notification: "NotificationCenter.Publisher"
    case .timer: "Timer.TimerPublisher"
    case .published: "Published.Publisher"
    }
  }
  var description: String? { nil }
}

/// `Timer.scheduledTimer(…)`: its id on the process.
final class TimerValue: NativeValue {
  /// Its entry in the process's timers once scheduled on the run loop; nil before and after.
  var id: Int?
  /// A timer made with `Timer(timeInterval:…)` waits for `RunLoop.add(_:forMode:)`.
  var unscheduled: (seconds: Double, repeats: Bool, action: FunctionValue)?
  let userInfo: Value
  init(id: Int?, userInfo: Value = .none) {
    self.id = id
    self.userInfo = userInfo
  }
  var typeName: String { "Timer" }
  var description: String? { nil }
}

/// `BGAppRefreshTaskRequest(identifier:)`, or `.appRefresh("id")` in `.backgroundTask(…)`.
final class BackgroundTaskValue: NativeValue {
  let identifier: String
  let typeName: String
  init(identifier: String, typeName: String) {
    self.identifier = identifier
    self.typeName = typeName
  }
  var description: String? { nil }
}

/// `DispatchQueue.main` or a global queue: work given to a global queue runs off the main thread.
final class DispatchQueueValue: NativeValue {
  let isMain: Bool
  init(isMain: Bool) { self.isMain = isMain }
  var typeName: String { "DispatchQueue" }
  var description: String? { nil }
  func isEqual(to other: any NativeValue) -> Bool? { (other as? DispatchQueueValue)?.isMain == isMain }
}
