import SwiftInterpreter
import Transcript

/// A link's URL, when no Foundation family models `URL`: the text as written and its parts.
///
/// Only URLs written with the characters RFC 3986 allows are accepted; Foundation's handling of
/// other text (`URL(string:)` percent-encodes it since iOS 17) is not modelled, so such text is
/// refused with an error rather than guessed.
final class LinkText: NativeValue {
  let text: String
  let scheme: String?
  let host: String?
  let path: String

  private static let allowed = Set(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%")

  /// nil for the empty string (Foundation's `URL(string: "")` is nil); throws for text Foundation
  /// would change.
  init?(_ text: String, at location: SourceLocation?) throws {
    guard !text.isEmpty else { return nil }
    guard text.allSatisfy(Self.allowed.contains) else {
      throw InterpreterError.unsupported("lesson-runner does not model URL(string:) of '\(text)'", at: location)
    }
    self.text = text
    if let colon = text.firstIndex(of: ":"), text[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }) {
      scheme = String(text[..<colon])
      var rest = text[text.index(after: colon)...]
      if rest.hasPrefix("//") {
        rest = rest.dropFirst(2)
        let end = rest.firstIndex { "/?#".contains($0) } ?? rest.endIndex
        host = String(rest[..<end])
        rest = rest[end...]
      } else {
        host = nil
      }
      let pathEnd = rest.firstIndex { "?#".contains($0) } ?? rest.endIndex
      path = String(rest[..<pathEnd])
    } else {
      scheme = nil
      host = nil
      path = String(text.prefix { !"?#".contains($0) })
    }
  }

  var typeName: String { "URL" }
  /// A URL prints as its absolute string (Foundation, `URL.description`).
  var description: String? { text }
  func isEqual(to other: any NativeValue) -> Bool? { (other as? LinkText)?.text == text }
  func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
