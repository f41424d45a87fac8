import Foundation
import SwiftInterpreter

/// `URL`: a file URL (a path, and whether it names a folder) or any other URL's text.
///
/// Printed as swiftc's Foundation prints it: `file:///…/Documents/draft.json`, a folder with
/// a trailing `/`, the path percent-encoded (`x%20y.json`).
final class URLValue: NativeValue, EncodableNativeValue {
  /// For a file URL: the absolute path, without a trailing `/`.
  let path: String?
  let isDirectory: Bool
  /// For another URL: its text as given.
  let text: String?

  init(path: String, isDirectory: Bool) {
    var trimmed = path
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    self.path = trimmed
    self.isDirectory = isDirectory
    self.text = nil
  }

  init(text: String) {
    self.path = nil
    self.isDirectory = false
    self.text = text
  }

  var typeName: String { "URL" }
  var description: String? { absoluteString }
  func isEqual(to other: any NativeValue) -> Bool? { (other as? URLValue).map { $0.absoluteString == absoluteString } }
  func hash(into hasher: inout Hasher) { hasher.combine(absoluteString) }

  var absoluteString: String {
    guard let path else { return text ?? "" }
    let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    return "file://" + encoded + (isDirectory && path != "/" ? "/" : "")
  }

  /// `path()`: the path as the URL holds it, percent-encoded, a folder's with its `/`.
  var encodedPath: String {
    guard let path else { return text.flatMap { URLComponents(string: $0)?.percentEncodedPath } ?? "" }
    return (path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path) + (isDirectory && path != "/" ? "/" : "")
  }

  var lastPathComponent: String {
    guard let path else { return text.flatMap { URL(string: $0)?.lastPathComponent } ?? "" }
    return path == "/" ? "/" : String(path.split(separator: "/").last ?? "")
  }

  /// Where the URL points in the app's container, if it is a file URL inside it.
  var containerPath: String? { path.flatMap(AppContainer.relative) }

  func appending(_ component: String, isDirectory: Bool) -> URLValue? {
    guard let path else { return nil }
    let joined = path == "/" ? "/" + component : path + "/" + component
    return URLValue(path: joined, isDirectory: isDirectory)
  }

  func codingTree(_ strategies: CodingStrategies) throws -> CodingTree { .string(absoluteString) }

  /// Reads a URL back from its text, as `JSONDecoder` does.
  static func decoded(_ tree: CodingTree) -> Value? {
    guard case .string(let text) = tree else { return nil }
    if text.hasPrefix("file://"), let path = String(text.dropFirst(7)).removingPercentEncoding {
      return .native(URLValue(path: path, isDirectory: text.hasSuffix("/")))
    }
    return .native(URLValue(text: text))
  }
}

/// An error Foundation's file APIs throw: `NSCocoaErrorDomain` and its code.
///
/// Its text is not modelled: swiftc's Foundation on Linux words these errors unlike iOS's
/// (`The file doesn’t exist.`) and prints their user info in no fixed order, so neither can be
/// checked here. `domain` and `code` are Apple's documented constants.
final class FileErrorValue: NativeValue {
  let code: Int
  let path: String
  init(code: Int, path: String) {
    self.code = code
    self.path = path
  }
  var typeName: String { "NSError" }
  var constructName: String { "the text of a file error (NSCocoaErrorDomain \(code))" }
  var description: String? { nil }

  /// `NSFileReadNoSuchFileError` … as `AppContainer.Failure` names them; reading a missing
  /// file is 260, other operations on one 4.
  static func from(_ failure: AppContainer.Failure, reading: Bool) -> FileErrorValue {
    switch failure {
    case .noSuchFile(let path): FileErrorValue(code: reading ? 260 : 4, path: path)
    case .exists(let path): FileErrorValue(code: 516, path: path)
    case .outOfSpace(let path): FileErrorValue(code: 640, path: path)
    // The sandbox refuses a path outside the container: `NSFileReadNoPermissionError` (257)
    // or `NSFileWriteNoPermissionError` (513); the host's files are never read.
    case .outside(let path): FileErrorValue(code: reading ? 257 : 513, path: path)
    }
  }
}
