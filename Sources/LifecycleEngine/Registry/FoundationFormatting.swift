import Foundation
import SwiftInterpreter
import Transcript

/// Dates as text: `DateFormatter` and `Date.formatted(date:time:)`, in the device's locale and
/// time zone (a fixture's `locale:` and `time zone:`; en_US and UTC by default), so that runs
/// are identical.
///
/// The text is Foundation's own (the host's formatter with the same settings): on swiftc
/// 6.3.1 it writes "Jan 1, 2026 at 1:02 AM" with a narrow no-break space before "AM", as
/// iOS 17 and later do.
enum FoundationFormatting {
  static func register(in registry: Registry) {
    registry.type("DateFormatter", module: "Foundation", kind: .classType, doc: foundation("dateformatter")) { type in
      type.initializer("init()") { call in
        let configuration = try call.process.device.configuration
        return .native(DateFormatterValue(locale: configuration.locale, timeZone: configuration.timeZone))
      }
      type.property("var dateFormat: String! { get set }", get: { access in
        .optional(try formatter(access.receiver, access.location).formatter.dateFormat.map(Value.string))
      }, set: { receiver, value, access in
        try formatter(receiver, access.location).formatter.dateFormat = value.unwrapped?.asString
      })
      for name in ["dateStyle", "timeStyle"] {
        type.property("var \(name): DateFormatter.Style { get set }", get: { access in
          let host = try formatter(access.receiver, access.location).formatter
          return .native(StyleValue(name == "dateStyle" ? host.dateStyle : host.timeStyle))
        }, set: { receiver, value, access in
          guard let style = value.native(as: StyleValue.self)?.style ?? implicitStyle(value) else {
            throw InterpreterError.notModelled("this date formatter style", at: access.location)
          }
          let host = try formatter(receiver, access.location).formatter
          if name == "dateStyle" { host.dateStyle = style } else { host.timeStyle = style }
        })
      }
      type.property("var locale: Locale! { get set }", get: { access in
        .native(LocaleValue(try formatter(access.receiver, access.location).formatter.locale.identifier))
      }, set: { receiver, value, access in
        guard let locale = value.unwrapped?.native(as: LocaleValue.self) else { throw InterpreterError.notModelled("this locale", at: access.location) }
        let host = try formatter(receiver, access.location).formatter
        host.locale = Locale(identifier: locale.identifier)
      })
      type.property("var timeZone: TimeZone! { get set }", get: { access in
        .native(TimeZoneValue(try formatter(access.receiver, access.location).formatter.timeZone))
      }, set: { receiver, value, access in
        guard let zone = value.unwrapped?.native(as: TimeZoneValue.self) else { throw InterpreterError.notModelled("this time zone", at: access.location) }
        let host = try formatter(receiver, access.location).formatter
        host.timeZone = zone.zone
      })
      type.method("func string(from date: Date) -> String") { call in
        guard let date = call[0].native(as: DateValue.self) else { throw call.mismatch(0, "Date") }
        let host = try formatter(call.receiver, call.location).formatter
        return .string(host.string(from: Date(timeIntervalSinceReferenceDate: date.seconds)))
      }
      type.method("func date(from string: String) -> Date?") { call in
        let host = try formatter(call.receiver, call.location).formatter
        let text = try call.string(0)
        let parsed = host.date(from: text)
        return .optional(parsed.map { .native(DateValue(seconds: $0.timeIntervalSinceReferenceDate)) })
      }
    }
    registry.type("DateFormatter.Style", module: "Foundation", doc: foundation("dateformatter/style")) { type in
      for (name, style) in styles {
        type.property("static var \(name): DateFormatter.Style { get }") { _ in .native(StyleValue(style)) }
      }
    }
    registry.type("Locale", module: "Foundation", conformances: ["Equatable", "Hashable"], doc: foundation("locale")) { type in
      type.initializer("init(identifier: String)") { call in .native(LocaleValue(try call.string(0))) }
      type.property("var identifier: String { get }") { access in .string(access.receiver.native(as: LocaleValue.self)?.identifier ?? "") }
    }
    registry.type("TimeZone", module: "Foundation", conformances: ["Equatable", "Hashable"], doc: foundation("timezone")) { type in
      type.initializer("init?(identifier: String)") { call in
        let identifier = try call.string(0)
        return .optional(TimeZone(identifier: identifier).map { .native(TimeZoneValue($0)) })
      }
      type.initializer("init?(secondsFromGMT seconds: Int)") { call in
        let seconds = try call.int(0)
        return .optional(TimeZone(secondsFromGMT: seconds).map { .native(TimeZoneValue($0)) })
      }
      type.property("var identifier: String { get }") { access in .string(access.receiver.native(as: TimeZoneValue.self)?.zone.identifier ?? "") }
    }
    registry.type("Date", module: "Foundation", doc: foundation("date")) { type in
      type.method("func formatted() -> String") { call in try formatted(call, date: .numeric, time: .shortened) }
      type.method("func formatted(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle) -> String") { call in
        guard let date = call[0].native(as: FormatStyleValue.self)?.name ?? implicitName(call[0]),
          let time = call[1].native(as: FormatStyleValue.self)?.name ?? implicitName(call[1]),
          let dateStyle = dateStyles[date], let timeStyle = timeStyles[time]
        else { throw InterpreterError.notModelled("this date format style", at: call.location) }
        return try formatted(call, date: dateStyle, time: timeStyle)
      }
    }
    registry.type("Date.FormatStyle.DateStyle", module: "Foundation", doc: foundation("date/formatstyle/datestyle")) { type in
      for name in dateStyles.keys.sorted() {
        type.property("static var \(name): Date.FormatStyle.DateStyle { get }") { _ in .native(FormatStyleValue(name)) }
      }
    }
    registry.type("Date.FormatStyle.TimeStyle", module: "Foundation", doc: foundation("date/formatstyle/timestyle")) { type in
      for name in timeStyles.keys.sorted() {
        type.property("static var \(name): Date.FormatStyle.TimeStyle { get }") { _ in .native(FormatStyleValue(name)) }
      }
    }
  }

  static let styles: [(String, DateFormatter.Style)] = [
    ("none", .none), ("short", .short), ("medium", .medium), ("long", .long), ("full", .full),
  ]
  static let dateStyles: [String: Date.FormatStyle.DateStyle] = [
    "omitted": .omitted, "numeric": .numeric, "abbreviated": .abbreviated, "long": .long, "complete": .complete,
  ]
  static let timeStyles: [String: Date.FormatStyle.TimeStyle] = [
    "omitted": .omitted, "shortened": .shortened, "standard": .standard, "complete": .complete,
  ]

  private static func implicitName(_ value: Value) -> String? { value.native(as: ImplicitMemberValue.self)?.name }

  private static func implicitStyle(_ value: Value) -> DateFormatter.Style? {
    guard let name = implicitName(value) else { return nil }
    return styles.first { $0.0 == name }?.1
  }

  private static func formatted(_ call: NativeCall, date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle) throws -> Value {
    guard let value = call.receiver.native(as: DateValue.self) else { throw InterpreterError.unsupported("expected a Date", at: call.location) }
    let configuration = try call.process.device.configuration
    let style = Date.FormatStyle(
      date: date, time: time, locale: Locale(identifier: configuration.locale),
      timeZone: TimeZone(identifier: configuration.timeZone) ?? TimeZone(secondsFromGMT: 0)!)
    return .string(Date(timeIntervalSinceReferenceDate: value.seconds).formatted(style))
  }

  private static func formatter(_ value: Value, _ location: SourceLocation?) throws -> DateFormatterValue {
    guard let formatter = value.native(as: DateFormatterValue.self) else {
      throw InterpreterError.unsupported("expected a DateFormatter", at: location)
    }
    return formatter
  }
}

/// A `DateFormatter`: the host's, set to the device's locale and time zone until the program
/// changes them.
final class DateFormatterValue: NativeValue {
  let formatter: DateFormatter
  init(locale: String, timeZone: String) {
    formatter = DateFormatter()
    formatter.locale = Locale(identifier: locale)
    formatter.timeZone = TimeZone(identifier: timeZone) ?? TimeZone(secondsFromGMT: 0)
  }
  var typeName: String { "DateFormatter" }
  var description: String? { nil }
}

final class StyleValue: NativeValue {
  let style: DateFormatter.Style
  init(_ style: DateFormatter.Style) { self.style = style }
  var typeName: String { "DateFormatter.Style" }
  var description: String? { nil }
  func isEqual(to other: any NativeValue) -> Bool? { (other as? StyleValue).map { $0.style == style } }
}

final class LocaleValue: NativeValue {
  let identifier: String
  init(_ identifier: String) { self.identifier = identifier }
  var typeName: String { "Locale" }
  var description: String? { nil }
  func isEqual(to other: any NativeValue) -> Bool? { (other as? LocaleValue).map { $0.identifier == identifier } }
  func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

final class TimeZoneValue: NativeValue {
  let zone: TimeZone
  init(_ zone: TimeZone) { self.zone = zone }
  var typeName: String { "TimeZone" }
  var description: String? { nil }
  func isEqual(to other: any NativeValue) -> Bool? { (other as? TimeZoneValue).map { $0.zone == zone } }
  func hash(into hasher: inout Hasher) { hasher.combine(zone) }
}

/// `.abbreviated`, `.shortened` …: a `Date.FormatStyle` date or time style, by name.
final class FormatStyleValue: NativeValue {
  let name: String
  init(_ name: String) { self.name = name }
  var typeName: String { "Date.FormatStyle.Style" }
  var description: String? { nil }
}
