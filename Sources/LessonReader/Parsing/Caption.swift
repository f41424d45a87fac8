import Foundation

/// The captions that say what a listing does to the project, as the lessons write them: a table
/// of forms, each with what it means, read the same way in both formats.
///
/// A form is literal text around `FILE` (a file name ending in `.swift`) and `NAME` (a Swift
/// name). Markdown captions may carry backticks and a final colon, which are ignored.
enum Caption {
  struct Form: Sendable {
    /// The caption with `FILE` and `NAME` for its variable parts.
    let pattern: String
    /// Whether the text export puts a one-line flattened diff between caption and code.
    let hasDiffLine: Bool
    let action: @Sendable (_ file: String, _ name: String) -> Listing.Action
  }

  /// Every caption form the lessons use.
  static let forms: [Form] = [
    // Lesson 6, step 7; lesson 54, steps 2 and 7 ("New fileX.swift" in the export, no space).
    Form(pattern: "New file FILE — the whole file", hasDiffLine: false) { file, _ in
      .wholeFile(file)
    },
    Form(pattern: "New fileFILE — the whole file", hasDiffLine: false) { file, _ in
      .wholeFile(file)
    },
    // Lesson 6, step 2.
    Form(pattern: "FILE, as Xcode made it", hasDiffLine: false) { file, _ in .wholeFile(file) },
    // The full text after the diff is the whole file.
    Form(pattern: "In FILE, make these changes", hasDiffLine: true) { file, _ in
      .wholeFile(file)
    },
    Form(pattern: "In FILE, replace the preview with this", hasDiffLine: true) { file, _ in
      .replacePreview(file: file)
    },
    Form(pattern: "In FILE, replace the NAME struct with this", hasDiffLine: true) { file, name in
      .replaceDeclaration(file: file, name: name)
    },
    Form(pattern: "In FILE, replace the NAME class with this", hasDiffLine: true) { file, name in
      .replaceDeclaration(file: file, name: name)
    },
    Form(pattern: "In FILE, replace the NAME enum with this", hasDiffLine: true) { file, name in
      .replaceDeclaration(file: file, name: name)
    },
    Form(pattern: "In FILE, delete the NAME struct", hasDiffLine: true) { file, name in
      .deleteDeclaration(file: file, name: name)
    },
    Form(pattern: "In FILE, delete the NAME class", hasDiffLine: true) { file, name in
      .deleteDeclaration(file: file, name: name)
    },
    Form(pattern: "Add to FILE", hasDiffLine: false) { file, _ in .append(file: file) },
    // Lesson 54, step 1: a partial listing, never a whole file.
    Form(pattern: "The start of FILE", hasDiffLine: false) { file, _ in .start(file: file) },
  ]

  /// What a caption line means, and whether a diff line follows it; nil when the line is not
  /// a caption.
  static func read(_ line: String) -> (action: Listing.Action, hasDiffLine: Bool)? {
    var text = line.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "")
    if text.hasSuffix(":") { text.removeLast() }
    for form in forms {
      if let (file, name) = match(text, form.pattern) {
        return (form.action(file, name), form.hasDiffLine)
      }
    }
    return nil
  }

  /// Matches `text` against a form, returning its `FILE` and `NAME`.
  private static func match(_ text: String, _ pattern: String) -> (String, String)? {
    var file = ""
    var name = ""
    var rest = Substring(text)
    var form = Substring(pattern)
    while !form.isEmpty {
      if form.hasPrefix("FILE") || form.hasPrefix("NAME") {
        let isFile = form.hasPrefix("FILE")
        form = form.dropFirst(4)
        let word = rest.prefix { !$0.isWhitespace && $0 != "," }
        guard !word.isEmpty else { return nil }
        if isFile {
          guard word.hasSuffix(".swift"), word.count > 6 else { return nil }
          file = String(word)
        } else {
          guard word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
          name = String(word)
        }
        rest = rest.dropFirst(word.count)
      } else {
        guard let first = form.first, rest.first == first else { return nil }
        form = form.dropFirst()
        rest = rest.dropFirst()
      }
    }
    return rest.isEmpty ? (file, name) : nil
  }
}
