import Foundation
import SwiftReader
import Transcript

/// Applies one listing's change to a file's lines, as the reader would in Xcode.
///
/// Declarations are found with the project's own Swift reader, so "replace the ContentView
/// struct" replaces exactly the lines from its first attribute or keyword to its closing brace,
/// wherever it is in the file and whatever surrounds it.
enum ListingEditor {
  /// Why a change could not be applied.
  struct Problem: Error {
    var message: String
  }

  /// The file after `action`, given the file before (nil when the project has none).
  static func apply(_ listing: Listing, to base: [LessonLine]?, name: String) throws(Problem)
    -> [LessonLine]
  {
    switch listing.action {
    case .wholeFile, .standalone:
      return listing.lines
    case .start:
      return listing.lines
    case .append:
      let lines = try required(base, name, "adds lines to")
      var result = trimmed(lines)
      if !result.isEmpty { result.append(blank(after: result)) }
      return result + listing.lines
    case .replaceDeclaration(_, let declaration):
      let lines = try required(base, name, "replaces the \(declaration) declaration in")
      let range = try declarationLines(in: lines, name: name) { decl in
        if case .type(let type) = decl.kind { type.name == declaration } else { false }
      }
      guard let range else {
        throw Problem(message: "'\(name)' has no declaration named '\(declaration)' to replace")
      }
      return Array(lines[..<range.lowerBound]) + listing.lines + lines[range.upperBound...]
    case .replacePreview:
      let lines = try required(base, name, "replaces the preview in")
      let range = try declarationLines(in: lines, name: name) { decl in
        if case .macroExpansion(let macro, _, _) = decl.kind { macro == "Preview" } else { false }
      }
      guard let range else { throw Problem(message: "'\(name)' has no '#Preview' to replace") }
      return Array(lines[..<range.lowerBound]) + listing.lines + lines[range.upperBound...]
    case .deleteDeclaration(_, let declaration):
      let lines = try required(base, name, "deletes the \(declaration) declaration from")
      let range = try declarationLines(in: lines, name: name) { decl in
        if case .type(let type) = decl.kind { type.name == declaration } else { false }
      }
      guard var range else {
        throw Problem(message: "'\(name)' has no declaration named '\(declaration)' to delete")
      }
      // The blank line that separated it from what came before goes with it.
      if range.lowerBound > 0, lines[range.lowerBound - 1].text.isEmpty,
        range.upperBound == lines.count || lines[range.upperBound].text.isEmpty
      {
        range = (range.lowerBound - 1)..<range.upperBound
      }
      return trimmed(Array(lines[..<range.lowerBound]) + lines[range.upperBound...])
    }
  }

  private static func required(_ base: [LessonLine]?, _ name: String, _ verb: String)
    throws(Problem) -> [LessonLine]
  {
    guard let base else {
      throw Problem(
        message: "the lesson \(verb) '\(name)' but never shows it whole; put the file as it"
          + " stood before in '\(SupportFiles.folderName)/\(name)' in the fixture folder")
    }
    return base
  }

  /// The 0-based line range of the first top-level declaration `matches` accepts.
  private static func declarationLines(
    in lines: [LessonLine], name: String, matching matches: (Decl) -> Bool
  ) throws(Problem) -> Range<Int>? {
    let text = lines.map { $0.text + "\n" }.joined()
    let file: SourceFile
    do {
      file = try SwiftReader.read(name: name, text: text)
    } catch {
      let place =
        lines.indices.contains(error.location.line - 1)
        ? lines[error.location.line - 1].location.description : name
      throw Problem(message: "cannot read '\(name)' as it stands (\(place)): \(error.message)")
    }
    guard let decl = file.declarations.first(where: matches) else { return nil }
    return (decl.range.start.line - 1)..<decl.range.end.line
  }

  private static func trimmed(_ lines: [LessonLine]) -> [LessonLine] {
    var lines = lines
    while lines.last?.text.trimmingCharacters(in: .whitespaces).isEmpty == true {
      lines.removeLast()
    }
    return lines
  }

  /// A blank line placed after `lines`, located just after the last of them.
  private static func blank(after lines: [LessonLine]) -> LessonLine {
    let last = lines[lines.count - 1].location
    return LessonLine("", at: SourceLocation(file: last.file, line: last.line + 1, column: 1))
  }
}
