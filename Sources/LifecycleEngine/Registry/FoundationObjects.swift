import SwiftInterpreter
import Transcript

/// Foundation's objects that outlive a launch or connect code: `UserDefaults` (the device's),
/// `NotificationCenter`, `UUID`, `NSError`, `NSObject`, `ProcessInfo`.
enum FoundationObjects {
  static func register(in registry: Registry) {
    registry.type("NSObject", module: "ObjectiveC", kind: .classType, conformances: ["Equatable", "Hashable"],
      doc: "https://developer.apple.com/documentation/objectivec/nsobject") { type in
      type.initializer("init()") { _ in .native(SharedObject("NSObject")) }
    }
    registry.type("UUID", module: "Foundation", conformances: ["Equatable", "Hashable", "Codable", "CustomStringConvertible"],
      doc: foundation("uuid")) { type in
      type.initializer("init()") { call in .native(UUIDValue(number: call.interpreter.nextSerial())) }
      type.property("var uuidString: String { get }") { access in .string(access.receiver.native(as: UUIDValue.self)?.text ?? "") }
    }
    registry.type("NSError", module: "Foundation", kind: .classType, conformances: ["Error"], doc: foundation("nserror")) { type in
      type.initializer("init(domain: String, code: Int, userInfo: [String: Any]? = nil)") { call in
        var userInfo = DictionaryValue()
        if case .dictionary(let info) = call[2].unwrapped ?? .void { userInfo = info }
        let text = userInfo.isEmpty ? "" : " UserInfo=" + (try (0..<userInfo.count).map { index in
          "\(try call.interpreter.describe(userInfo[index].key, at: call.location))=\(try call.interpreter.describe(userInfo[index].value, at: call.location))"
        }.joined(separator: ", "))
        return .native(NSErrorValue(domain: try call.string(0), code: try call.int(1), userInfo: userInfo, userInfoText: text))
      }
      type.property("var domain: String { get }") { access in
        if access.receiver.native(as: FileErrorValue.self) != nil { return .string("NSCocoaErrorDomain") }
        return .string(access.receiver.native(as: NSErrorValue.self)?.domain ?? "")
      }
      type.property("var code: Int { get }") { access in
        if let file = access.receiver.native(as: FileErrorValue.self) { return .int(file.code) }
        return .int(access.receiver.native(as: NSErrorValue.self)?.code ?? 0)
      }
      type.property("var userInfo: [String: Any] { get }") { access in
        .dictionary(access.receiver.native(as: NSErrorValue.self)?.userInfo ?? DictionaryValue())
      }
      type.property("var localizedDescription: String { get }") { access in
        if let file = access.receiver.native(as: FileErrorValue.self) {
          throw InterpreterError.notModelled(file.constructName, at: access.location)
        }
        guard let error = access.receiver.native(as: NSErrorValue.self) else { return .string("") }
        return .string("The operation couldn’t be completed. (\(error.domain) error \(error.code).)")
      }
    }
    FoundationDefaults.register(in: registry)
    FoundationFiles.register(in: registry)
    JSONCoders.register(in: registry, natives: codingNatives)
    PropertyListCoders.register(in: registry, natives: codingNatives)
    FoundationFormatting.register(in: registry)

    registry.type("ProcessInfo", module: "Foundation", kind: .classType, doc: foundation("processinfo")) { type in
      type.property("static var processInfo: ProcessInfo { get }") { _ in .native(SharedObject("ProcessInfo")) }
      type.property("var isLowPowerModeEnabled: Bool { get }", doc: foundation("processinfo/islowpowermodeenabled")) { access in
        .bool(try access.process.device.configuration.lowPowerMode)
      }
      // `arguments` and `environment` are left out: a simulator app's launch path and
      // environment are the host's, which no run may make up or reach.
    }
    registry.function("func NSClassFromString(_ aClassName: String) -> AnyClass?", module: "Foundation",
      doc: foundation("nsclassfromstring(_:)")) { call in
      // Under XCTest, `XCTestCase` exists; in an app run it does not (lesson 6, question 9).
      let process = try call.process
      let name = try call.string(0)
      if name == "XCTestCase" && process.device.configuration.underTests {
        return .some(.native(SharedObject("XCTestCase")))
      }
      return .none
    }
  }

  /// How decoders make Foundation's own values from what they read.
  static var codingNatives: NativeDecoders {
    var natives = NativeDecoders()
    natives.byTypeName["Date"] = { tree, strategies in DateValue.decoded(tree, strategies) }
    natives.byTypeName["URL"] = { tree, _ in URLValue.decoded(tree) }
    natives.byTypeName["Data"] = { tree, _ in DataValue.decoded(tree) }
    // Only the UUIDs this device makes (numbered in creation order) can be read back.
    natives.byTypeName["UUID"] = { tree, _ in
      guard case .string(let text) = tree, text.hasPrefix("00000000-0000-4000-8000-"),
        let number = Int(text.dropFirst(24), radix: 16) else { return nil }
      return .native(UUIDValue(number: number))
    }
    return natives
  }
}
