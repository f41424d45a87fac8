import Transcript

/// A code listing and what it does to the reader's project.
public struct Listing: Sendable, Equatable {
  /// What the listing's caption tells the reader to do with it.
  public enum Action: Sendable, Equatable {
    /// The whole file: `New file X.swift — the whole file`, `X.swift, as Xcode made it`, and
    /// `In X.swift, make these changes` (whose full text follows the one-line diff).
    case wholeFile(String)
    /// `In X.swift, replace the Name struct with this`: the declaration of that name replaced.
    case replaceDeclaration(file: String, name: String)
    /// `In X.swift, replace the preview with this`: the `#Preview` replaced.
    case replacePreview(file: String)
    /// `Add to X.swift`: added at the end of the file, after a blank line.
    case append(file: String)
    /// `In X.swift, delete the Name struct`.
    case deleteDeclaration(file: String, name: String)
    /// `The start of X.swift`: the file begins with these lines; the rest is not shown.
    case start(file: String)
    /// Code with no caption (a question's or a flash card's): a program of its own, whose
    /// files are named by `// X.swift` comment lines or not at all.
    case standalone

    /// The file the action concerns, if it names one.
    public var file: String? {
      switch self {
      case .wholeFile(let file), .replaceDeclaration(let file, _), .replacePreview(let file),
        .append(let file), .deleteDeclaration(let file, _), .start(let file):
        file
      case .standalone:
        nil
      }
    }
  }

  public var action: Action
  /// The caption line, when the listing has one.
  public var caption: LessonLine?
  /// The code, line by line (for a deletion, none: the lesson shows only the flattened diff).
  public var lines: [LessonLine]

  public init(action: Action, caption: LessonLine?, lines: [LessonLine]) {
    self.action = action
    self.caption = caption
    self.lines = lines
  }

  /// Where the listing is: its caption, else its first line.
  public var location: SourceLocation? { caption?.location ?? lines.first?.location }

  /// The listing as a file's text: each line ends with a line break.
  public var text: String { lines.map { $0.text + "\n" }.joined() }
}
