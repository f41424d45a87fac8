import Expectations
import Foundation
import Transcript

/// The fixtures a command works on: those the paths hold (default `Fixtures/`), narrowed by
/// `--filter TEXT` to those whose path or title contains the text, in any case.
struct FixtureSelection {
  var paths: [String]
  var filter: String?

  /// A fixture found, read if it could be.
  struct Entry: Sendable {
    var path: String
    var fixture: Result<Fixture, InputError>
  }

  /// The fixtures, read; a path that does not exist, or a filter that keeps none, is an error.
  func entries() throws(InputError) -> [Entry] {
    let roots = paths.isEmpty ? ["Fixtures"] : paths
    let found = try FixtureDiscovery.paths(in: roots)
    guard !found.isEmpty else {
      throw InputError("no fixtures found in \(roots.joined(separator: ", "))", at: nil)
    }
    let runner = FixtureRunner()
    // Read on all cores, in the order found.
    let entries = FixtureBatch.map(found) { path in
      Entry(path: path, fixture: Result { () throws(InputError) in try runner.load(path: path) })
    }
    guard let filter, !filter.isEmpty else { return entries }
    let kept = entries.filter { entry in
      let title = (try? entry.fixture.get())?.title ?? ""
      return Self.contains(entry.path, filter) || Self.contains(title, filter)
    }
    guard !kept.isEmpty else {
      throw InputError(
        "no fixture in \(roots.joined(separator: ", ")) has '\(filter)' in its path or title",
        at: nil)
    }
    return kept
  }

  private static func contains(_ text: String, _ part: String) -> Bool {
    text.lowercased().range(of: part.lowercased()) != nil
  }

  /// `--list`: one line a fixture, its path and title; a fixture that cannot be read shows its
  /// error instead, on standard error.
  static func list(_ entries: [Entry], into output: inout LessonRunnerCommand.Output) {
    var bad = 0
    for entry in entries {
      switch entry.fixture {
      case .success(let fixture):
        output.print("\(entry.path) — \(fixture.title)")
      case .failure(let error):
        bad += 1
        output.error(error.description)
      }
    }
    let count = entries.count
    output.print("\(count) fixture\(count == 1 ? "" : "s")\(bad > 0 ? ", \(bad) bad input" : "")")
    output.exitCode = bad > 0 ? 2 : 0
  }
}
