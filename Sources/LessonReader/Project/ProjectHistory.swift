import Foundation
import SwiftReader
import Transcript

/// The reader's project as the lesson builds it: the files after each listing of each section.
///
/// Steps build one project, each starting from where the step before left it; a question or a
/// flash card is a program of its own, made of its listings. Files the lesson changes without
/// showing them whole come from the fixture folder's `_files/` (``SupportFiles``).
public struct ProjectHistory: Sendable {
  /// The project at one point of a section: its start, or just after a listing or a removal.
  public struct Point: Sendable {
    /// The line of the listing (its caption) or removal; nil for the section's start.
    public var line: Int?
    public var state: ProjectState
  }

  /// Each section's points, in order; the first is the section's start.
  public private(set) var points: [SectionID: [Point]] = [:]
  /// Changes that could not be applied, at the lesson's line.
  public private(set) var problems: [Diagnostic] = []
  /// The first whole version of each file the steps show (Xcode's template in lesson 6).
  public private(set) var firstWhole: [String: [LessonLine]] = [:]
  public let support: SupportFiles

  /// Rebuilds the project of every section of `lesson`.
  public init(_ lesson: Lesson, support: SupportFiles) {
    self.support = support
    var steps = ProjectState()
    for section in lesson.sections {
      guard let id = section.id else { continue }
      var state = id.kind == .step ? steps : ProjectState()
      var sectionPoints = [Point(line: nil, state: state)]
      for item in section.items {
        switch item {
        case .listing(let listing):
          apply(listing, to: &state, isStep: id.kind == .step)
          sectionPoints.append(Point(line: listing.location?.line, state: state))
        case .removal(let name, let location):
          state[name] = nil
          sectionPoints.append(Point(line: location.line, state: state))
        default:
          continue
        }
      }
      points[id] = sectionPoints
      if id.kind == .step { steps = state }
    }
  }

  /// The section's points; empty when the lesson has no such section.
  public func points(in section: SectionID) -> [Point] { points[section] ?? [] }

  /// The project just before `line` of the section: after every listing above it.
  public func state(in section: SectionID, before line: Int) -> ProjectState? {
    points(in: section).last { ($0.line ?? 0) < line }?.state
  }

  // MARK: - Applying listings

  private mutating func apply(_ listing: Listing, to state: inout ProjectState, isStep: Bool) {
    guard let name = listing.action.file else {
      for (name, lines) in Self.files(of: listing) {
        if let name {
          state[name] = .lines(lines)
        } else {
          state.addUnnamed(Self.derivedName(lines), .lines(lines))
        }
      }
      return
    }
    if case .wholeFile = listing.action, isStep, firstWhole[name] == nil {
      firstWhole[name] = listing.lines
    }
    if case .start = listing.action {
      state[name] = start(listing)
      return
    }
    let base: [LessonLine]?
    switch state[name] {
    case .lines(let lines)?:
      base = lines
    case .start?:
      report(
        "only the start of '\(name)' is known; put the whole file in"
          + " '\(SupportFiles.folderName)/\(name)' in the fixture folder", at: listing)
      state[name] = .unknown("only its start is known")
      return
    case .unknown?:
      return
    case nil:
      base = support[name]
    }
    do {
      state[name] = .lines(try ListingEditor.apply(listing, to: base, name: name))
    } catch {
      report(error.message, at: listing)
      state[name] = .unknown(error.message)
    }
  }

  /// `The start of X.swift`: the `_files/` copy, checked to start with the listing; else only
  /// the start.
  private mutating func start(_ listing: Listing) -> ProjectFile {
    guard let name = listing.action.file, let whole = support[name] else {
      return .start(listing.lines)
    }
    for (index, line) in listing.lines.enumerated()
    where index >= whole.count || whole[index].text != line.text {
      let found = index < whole.count ? "'\(whole[index].text)'" : "nothing"
      report(
        "'\(SupportFiles.folderName)/\(name)' does not start as the lesson shows: its line"
          + " \(index + 1) is \(found), the lesson's is '\(line.text)'", at: listing)
      return .lines(whole)
    }
    return .lines(listing.lines + whole.dropFirst(listing.lines.count))
  }

  private mutating func report(_ message: String, at listing: Listing) {
    problems.append(.error(message, at: listing.location))
  }

  /// A listing without a caption, split at `// X.swift` comment lines into the files they
  /// name (the comment kept as each file's first line); otherwise one file with no name.
  static func files(of listing: Listing) -> [(String?, [LessonLine])] {
    var files: [(String?, [LessonLine])] = []
    for line in listing.lines {
      let text = line.text.trimmingCharacters(in: .whitespaces)
      if text.hasPrefix("// "), text.hasSuffix(".swift"), !text.dropFirst(3).contains(" ") {
        files.append((String(text.dropFirst(3)), [line]))
      } else if files.isEmpty {
        files.append((nil, [line]))
      } else {
        files[files.count - 1].1.append(line)
      }
    }
    return files.map { name, lines in
      var lines = lines
      while lines.last?.text.trimmingCharacters(in: .whitespaces).isEmpty == true {
        lines.removeLast()
      }
      return (name, lines)
    }
  }

  /// The name a listing with none is given: its `@main` type's, else its first type's, with
  /// `.swift` (`ShopApp.swift`, `ContentView.swift`).
  static func derivedName(_ lines: [LessonLine]) -> String {
    let text = lines.map { $0.text + "\n" }.joined()
    guard let file = try? SwiftReader.read(name: "Listing.swift", text: text) else {
      return "Listing.swift"
    }
    let types = file.declarations.compactMap { decl -> TypeDecl? in
      if case .type(let type) = decl.kind { type } else { nil }
    }
    let main = types.first { $0.attributes.contains { $0.name == "main" } }
    return ((main ?? types.first)?.name ?? "Listing") + ".swift"
  }
}
