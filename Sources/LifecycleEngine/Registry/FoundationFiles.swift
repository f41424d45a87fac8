import SwiftInterpreter
import Transcript

/// Foundation's files, on the device's in-memory app container: `URL`, `FileManager`, `Data`
/// and the `String` reading and writing that goes with them. Nothing reaches the host's disk.
enum FoundationFiles {
  static func register(in registry: Registry) {
    urls(registry)
    fileManager(registry)
    data(registry)
    strings(registry)
  }

  /// The container a call's program runs against.
  static func container(_ call: NativeCall) throws -> AppContainer { try call.process.device.container }

  /// The container path of a URL argument; a path outside the container is refused as iOS's
  /// sandbox refuses it (`NSFileWriteNoPermissionError`, 513, or `NSFileReadNoPermissionError`, 257).
  static func place(_ call: NativeCall, _ index: Int, reading: Bool = false) throws -> String {
    guard let url = call[index].native(as: URLValue.self) else { throw call.mismatch(index, "URL") }
    guard url.path != nil else { throw InterpreterError.notModelled("reading or writing '\(url.absoluteString)'", at: call.location) }
    guard let place = url.containerPath else {
      throw fileError(.outside(url.path ?? ""), reading: reading, call)
    }
    return place
  }

  /// Runs a container operation; its failure becomes the Cocoa error Foundation throws.
  static func onContainer<T>(
    _ call: NativeCall, reading: Bool, _ body: (AppContainer) throws(AppContainer.Failure) -> T
  ) throws -> T {
    let box = try container(call)
    do { return try body(box) } catch { throw fileError(error, reading: reading, call) }
  }

  static func fileError(_ failure: AppContainer.Failure, reading: Bool, _ call: NativeCall) -> SwiftError {
    SwiftError(value: .native(FileErrorValue.from(failure, reading: reading)), location: call.location)
  }

  static func url(_ relative: String, isDirectory: Bool) -> Value {
    .native(URLValue(path: AppContainer.root + (relative.isEmpty ? "" : "/" + relative), isDirectory: isDirectory))
  }

  private static func urls(_ registry: Registry) {
    registry.type("URL.DirectoryHint", module: "Foundation", kind: .enumeration, doc: foundation("url/directoryhint")) { type in
      type.enumCases(["isDirectory", "notDirectory", "checkFileSystem", "inferFromPath"])
    }
    registry.type("URL", module: "Foundation", conformances: ["Equatable", "Hashable", "Codable", "CustomStringConvertible"],
      doc: foundation("url")) { type in
      let folders = [("documentsDirectory", "Documents"), ("libraryDirectory", "Library"),
        ("cachesDirectory", "Library/Caches"), ("temporaryDirectory", "tmp"),
        ("applicationSupportDirectory", "Library/Application Support"), ("homeDirectory", "")]
      for (name, folder) in folders {
        type.property("static var \(name): URL { get }", doc: foundation("url/\(name.lowercased())")) { _ in
          url(folder, isDirectory: true)
        }
      }
      type.initializer("init(fileURLWithPath path: String)") { call in
        let path = try call.string(0)
        guard path.hasPrefix("/") else { throw InterpreterError.notModelled("a file URL relative to the current folder", at: call.location) }
        let inside = AppContainer.relative(path)
        let box = try container(call)
        let isDirectory = path.hasSuffix("/") || (inside.map { box.isDirectory($0) } ?? false)
        return .native(URLValue(path: path, isDirectory: isDirectory))
      }
      // A URL from text is a link, parsed as the UIKit family reads links (scheme, host, path).
      type.initializer("init?(string: String)") { call in
        guard let link = try LinkText(try call.string(0), at: call.location) else { return .none }
        return .some(.native(link))
      }
      type.property("var scheme: String? { get }") { access in
        if let url = access.receiver.native(as: URLValue.self) { return url.path != nil ? .some(.string("file")) : .none }
        return .optional(access.receiver.native(as: LinkText.self)?.scheme.map(Value.string))
      }
      type.property("var host: String? { get }") { access in
        .optional(access.receiver.native(as: LinkText.self)?.host.map(Value.string))
      }
      type.method("func appending(path: String) -> URL") { call in try append(call, splitting: true) }
      type.method("func appending(component: String) -> URL") { call in try append(call, splitting: false) }
      // Apple, URL.DirectoryHint: whether the new URL is a folder's — said, inferred from a
      // trailing '/', or looked up in the file system.
      type.method("func appending(path: String, directoryHint: URL.DirectoryHint) -> URL") { call in
        try append(call, splitting: true, isDirectory: try directoryHint(call, 1))
      }
      type.method("func appending(component: String, directoryHint: URL.DirectoryHint) -> URL") { call in
        try append(call, splitting: false, isDirectory: try directoryHint(call, 1))
      }
      type.method("func appendingPathComponent(_ pathComponent: String) -> URL") { call in try append(call, splitting: true) }
      type.method("func appendingPathComponent(_ pathComponent: String, isDirectory: Bool) -> URL") { call in
        try append(call, splitting: true, isDirectory: try call.bool(1))
      }
      type.method("func deletingLastPathComponent() -> URL") { call in
        let url = try receiverURL(call)
        guard let path = url.path else { throw InterpreterError.notModelled("deletingLastPathComponent() of a web URL", at: call.location) }
        return .native(URLValue(path: AppContainer.parent(of: path).isEmpty ? "/" : AppContainer.parent(of: path), isDirectory: true))
      }
      type.method("func path() -> String") { call in .string(try receiverURL(call).encodedPath) }
      type.property("var path: String { get }") { access in
        if let link = access.receiver.native(as: LinkText.self) { return .string(link.path) }
        guard let url = access.receiver.native(as: URLValue.self) else { return .string("") }
        return .string(url.path ?? url.encodedPath.removingPercentEncoding ?? "")
      }
      type.property("var absoluteString: String { get }") { access in
        .string(access.receiver.native(as: URLValue.self)?.absoluteString ?? access.receiver.native(as: LinkText.self)?.text ?? "")
      }
      type.property("var lastPathComponent: String { get }") { access in .string(lastPathComponent(access.receiver)) }
      type.property("var pathExtension: String { get }") { access in
        let last = lastPathComponent(access.receiver)
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return .string("") }
        return .string(String(last[last.index(after: dot)...]))
      }
      type.property("var isFileURL: Bool { get }") { access in .bool(access.receiver.native(as: URLValue.self)?.path != nil) }
    }
  }

  /// A file URL's last component, or a link's (`myapp://item/42` → `42`), as Foundation's `URL` reads it.
  private static func lastPathComponent(_ receiver: Value) -> String {
    if let link = receiver.native(as: LinkText.self) {
      return link.path == "/" ? "/" : String(link.path.split(separator: "/").last ?? "")
    }
    return receiver.native(as: URLValue.self)?.lastPathComponent ?? ""
  }

  private static func receiverURL(_ call: NativeCall) throws -> URLValue {
    guard let url = call.receiver.native(as: URLValue.self) else { throw InterpreterError.unsupported("expected a URL", at: call.location) }
    return url
  }

  /// A `URL.DirectoryHint` argument: true or false when it says, nil to infer from the path;
  /// `.checkFileSystem` asks the container whether the new URL names a folder.
  private static func directoryHint(_ call: NativeCall, _ index: Int) throws -> Bool? {
    guard case .enumCase(let hint) = call[index] else { throw call.mismatch(index, "URL.DirectoryHint") }
    switch hint.name {
    case "isDirectory": return true
    case "notDirectory": return false
    case "checkFileSystem":
      let url = try receiverURL(call)
      var component = try call.string(0)
      while component.hasPrefix("/") { component.removeFirst() }
      guard let place = url.appending(component, isDirectory: false)?.containerPath else { return false }
      return try container(call).isDirectory(place)
    default: return nil
    }
  }

  /// `appending(path:)` takes `a/b.txt` as two components and a trailing `/` as a folder;
  /// `appending(component:)` takes one component (a `/` in it is not modelled: Foundation
  /// percent-encodes it).
  private static func append(_ call: NativeCall, splitting: Bool, isDirectory: Bool? = nil) throws -> Value {
    let url = try receiverURL(call)
    var component = try call.string(0)
    if !splitting && component.contains("/") {
      throw InterpreterError.notModelled("appending(component:) with a '/' in the component", at: call.location)
    }
    let folder = isDirectory ?? component.hasSuffix("/")
    while component.hasPrefix("/") { component.removeFirst() }
    guard let result = url.appending(component, isDirectory: folder) else {
      throw InterpreterError.notModelled("appending a path to '\(url.absoluteString)'", at: call.location)
    }
    return .native(result)
  }

  private static func fileManager(_ registry: Registry) {
    registry.type("FileManager", module: "Foundation", kind: .classType, doc: foundation("filemanager")) { type in
      type.property("static var `default`: FileManager { get }") { _ in .native(SharedObject("FileManager")) }
      type.method("func urls(for directory: FileManager.SearchPathDirectory, in domainMask: FileManager.SearchPathDomainMask) -> [URL]") { call in
        guard let directory = call[0].native(as: SearchPathValue.self) else { throw call.mismatch(0, "FileManager.SearchPathDirectory") }
        return .list([url(directory.folder, isDirectory: true)])
      }
      // Apple, url(for:in:appropriateFor:create:): "true if the directory should be created if it
      // does not exist"; the URL is returned either way; `appropriateFor` matters only for the
      // item replacement directory, which is not modelled.
      type.method("func url(for directory: FileManager.SearchPathDirectory, in domain: FileManager.SearchPathDomainMask, appropriateFor url: URL?, create shouldCreate: Bool) throws -> URL") { call in
        guard let directory = call[0].native(as: SearchPathValue.self) else { throw call.mismatch(0, "FileManager.SearchPathDirectory") }
        if try call.bool(3) {
          let folder = directory.folder
          let box = try container(call)
          if !box.isDirectory(folder) {
            try onContainer(call, reading: false) { box throws(AppContainer.Failure) in try box.createDirectory(folder, intermediates: true) }
          }
        }
        return url(directory.folder, isDirectory: true)
      }
      type.method("func fileExists(atPath path: String) -> Bool") { call in
        guard let place = AppContainer.relative(try call.string(0)) else { return .bool(false) }
        let box = try container(call)
        return .bool(box.isFile(place) || box.isDirectory(place))
      }
      type.method("func createDirectory(at url: URL, withIntermediateDirectories createIntermediates: Bool, attributes: [FileAttributeKey: Any]? = nil) throws") { call in
        let place = try place(call, 0)
        let intermediates = try call.bool(1)
        try onContainer(call, reading: false) { box throws(AppContainer.Failure) in try box.createDirectory(place, intermediates: intermediates) }
        return .void
      }
      type.method("func contentsOfDirectory(atPath path: String) throws -> [String]") { call in
        guard let place = AppContainer.relative(try call.string(0)) else { throw fileError(.noSuchFile(try call.string(0)), reading: true, call) }
        return .list(try onContainer(call, reading: true) { box throws(AppContainer.Failure) in try box.contents(of: place) }.map(Value.string))
      }
      type.method("func contentsOfDirectory(at url: URL, includingPropertiesForKeys keys: [URLResourceKey]?, options mask: FileManager.DirectoryEnumerationOptions = []) throws -> [URL]") { call in
        let place = try place(call, 0, reading: true)
        let box = try container(call)
        let names = try onContainer(call, reading: true) { box throws(AppContainer.Failure) in try box.contents(of: place) }
        return .list(names.map { name in
          let child = place.isEmpty ? name : place + "/" + name
          return url(child, isDirectory: box.isDirectory(child))
        })
      }
      type.method("func removeItem(at URL: URL) throws") { call in
        let place = try place(call, 0)
        try onContainer(call, reading: false) { box throws(AppContainer.Failure) in try box.remove(place) }
        return .void
      }
      for (name, moves) in [("moveItem", true), ("copyItem", false)] {
        type.method("func \(name)(at srcURL: URL, to dstURL: URL) throws") { call in
          let source = try place(call, 0)
          let destination = try place(call, 1)
          try onContainer(call, reading: false) { box throws(AppContainer.Failure) in
            try box.copy(source, to: destination, removingSource: moves)
          }
          return .void
        }
      }
    }
    registry.type("FileManager.SearchPathDirectory", module: "Foundation", doc: foundation("filemanager/searchpathdirectory")) { type in
      for (name, folder) in [("documentDirectory", "Documents"), ("libraryDirectory", "Library"),
        ("cachesDirectory", "Library/Caches"), ("applicationSupportDirectory", "Library/Application Support")] {
        type.property("static var \(name): FileManager.SearchPathDirectory { get }") { _ in .native(SearchPathValue(folder: folder)) }
      }
    }
    registry.type("FileManager.SearchPathDomainMask", module: "Foundation", doc: foundation("filemanager/searchpathdomainmask")) { type in
      type.property("static var userDomainMask: FileManager.SearchPathDomainMask { get }") { _ in .native(SharedObject("FileManager.SearchPathDomainMask")) }
    }
  }

  private static func data(_ registry: Registry) {
    registry.type("Data", module: "Foundation", conformances: ["Equatable", "Hashable", "Codable", "CustomStringConvertible"],
      doc: foundation("data")) { type in
      type.initializer("init()") { _ in .native(DataValue([])) }
      type.initializer("init(_ bytes: [UInt8])") { call in
        // An array of bytes or any sequence of them (`Data(text.utf8)`).
        let elements: [Value]
        if case .array(let array) = call[0] { elements = array.elements } else {
          guard case .native(let native) = call[0], native is any NativeSequence else { throw call.mismatch(0, "[UInt8]") }
          elements = try call.interpreter.elements(of: call[0], at: call.location)
        }
        return .native(DataValue(try elements.map { element in
          switch element {
          case .int(let n) where (0...255).contains(n): return UInt8(n)
          case .number(let n): if let value = n.integerValue, (0...255).contains(value) { return UInt8(value) }
          default: break
          }
          throw call.mismatch(0, "[UInt8]")
        }))
      }
      type.initializer("init(contentsOf url: URL, options: Data.ReadingOptions = []) throws") { call in
        let place = try place(call, 0, reading: true)
        return .native(DataValue(try onContainer(call, reading: true) { box throws(AppContainer.Failure) in try box.read(place) }))
      }
      type.method("func write(to url: URL, options: Data.WritingOptions = []) throws") { call in
        let place = try place(call, 0)
        guard let data = call.receiver.native(as: DataValue.self) else { throw InterpreterError.unsupported("expected Data", at: call.location) }
        // `.atomic` writes a whole file or none; in memory every write is whole, so it changes nothing here.
        try onContainer(call, reading: false) { box throws(AppContainer.Failure) in try box.write(data.bytes, to: place) }
        return .void
      }
      type.property("var count: Int { get }") { access in .int(access.receiver.native(as: DataValue.self)?.bytes.count ?? 0) }
      type.property("var isEmpty: Bool { get }") { access in .bool(access.receiver.native(as: DataValue.self)?.bytes.isEmpty ?? true) }
      type.method("func base64EncodedString() -> String") { call in
        .string(Base64.encode(call.receiver.native(as: DataValue.self)?.bytes ?? []))
      }
    }
    registry.type("Data.WritingOptions", module: "Foundation", doc: foundation("nsdata/writingoptions")) { type in
      for name in ["atomic", "withoutOverwriting", "completeFileProtection"] {
        type.property("static var \(name): Data.WritingOptions { get }") { _ in .native(SharedObject("Data.WritingOptions")) }
      }
    }
    registry.type("Data.ReadingOptions", module: "Foundation", doc: foundation("nsdata/readingoptions")) { type in
      type.property("static var mappedIfSafe: Data.ReadingOptions { get }") { _ in .native(SharedObject("Data.ReadingOptions")) }
    }
  }

  private static func strings(_ registry: Registry) {
    registry.type("String.Encoding", module: "Foundation", doc: "https://developer.apple.com/documentation/swift/string/encoding") { type in
      type.property("static var utf8: String.Encoding { get }") { _ in .native(SharedObject("String.Encoding")) }
    }
    registry.type("UTF8", module: "Swift", doc: "https://developer.apple.com/documentation/swift/unicode/utf8")
    registry.type("String", module: "Swift", doc: "https://developer.apple.com/documentation/swift/string") { type in
      type.initializer("init(contentsOf url: URL, encoding enc: String.Encoding) throws") { call in
        let place = try place(call, 0, reading: true)
        let bytes = try onContainer(call, reading: true) { box throws(AppContainer.Failure) in try box.read(place) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
          // NSFileReadInapplicableStringEncodingError.
          throw SwiftError(value: .native(FileErrorValue(code: 261, path: place)), location: call.location)
        }
        return .string(text)
      }
      type.initializer("init(decoding data: Data, as encoding: UTF8.Type)") { call in
        guard let data = call[0].native(as: DataValue.self) else { throw call.mismatch(0, "Data") }
        return .string(String(decoding: data.bytes, as: UTF8.self))
      }
      type.initializer("init?(data: Data, encoding: String.Encoding)") { call in
        guard let data = call[0].native(as: DataValue.self) else { throw call.mismatch(0, "Data") }
        return .optional(String(validating: data.bytes, as: UTF8.self).map(Value.string))
      }
      type.method("func write(to url: URL, atomically useAuxiliaryFile: Bool, encoding enc: String.Encoding) throws") { call in
        let place = try place(call, 0)
        guard case .string(let text) = call.receiver else { throw InterpreterError.unsupported("expected a String", at: call.location) }
        try onContainer(call, reading: false) { box throws(AppContainer.Failure) in try box.write(Array(text.utf8), to: place) }
        return .void
      }
      type.method("func data(using encoding: String.Encoding) -> Data?") { call in
        guard case .string(let text) = call.receiver else { return .none }
        return .some(.native(DataValue(Array(text.utf8))))
      }
    }
  }
}

/// `FileManager.SearchPathDirectory`: the container folder it names.
final class SearchPathValue: NativeValue {
  let folder: String
  init(folder: String) { self.folder = folder }
  var typeName: String { "FileManager.SearchPathDirectory" }
  var description: String? { nil }
}
