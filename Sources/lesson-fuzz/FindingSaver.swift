import Foundation

/// Saves what a case found with everything needed to see it again: the input, in the form
/// `lesson-runner` reads it, and a note with the case, the stage, what happened and the
/// command that reproduces it.
struct FindingSaver {
  enum Kind: String {
    case crash, hang, memory
    /// The command's output broke a promise (exit code, error lines).
    case broken
    /// The case took more than `--slow` seconds of processor time (a second by default).
    case slow
  }

  struct Failure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }

  let folder: String
  let corpus: FuzzCorpus
  let options: FuzzOptions

  /// Writes the finding's folder; returns its path (or why it could not be written).
  func save(_ kind: Kind, index: Int, stage: String, detail: String, log: String) -> String {
    var maker = CaseMaker(corpus: corpus, seed: options.seed)
    let item = maker.make(index)
    let place = "\(folder)/\(kind.rawValue)-seed\(options.seed)-case\(index)"
    do {
      try? FileManager.default.removeItem(atPath: place)
      try FileManager.default.createDirectory(atPath: place, withIntermediateDirectories: true)
      let reproduce: String
      switch item.kind {
      case .fixture:
        try Data(item.input).write(to: URL(fileURLWithPath: place + "/input.fixture"))
        reproduce = "lesson-runner \(place)/input.fixture"
      case .swift:
        try FileManager.default.createDirectory(
          atPath: place + "/code", withIntermediateDirectories: true)
        try Data(item.input).write(to: URL(fileURLWithPath: place + "/code/" + item.fileName))
        reproduce = "lesson-runner grade \(item.base.path) --code \(place)/code"
      case .paste:
        try Data(item.input).write(to: URL(fileURLWithPath: place + "/paste.txt"))
        reproduce = "lesson-runner grade \(item.base.path) \(place)/paste.txt"
      }
      let note = [
        "\(kind.rawValue) in stage \(stage): \(detail)",
        item.summary,
        "seed \(options.seed); again with: lesson-fuzz --seed \(options.seed) --case \(index)",
        "reproduce: \(reproduce) --format \(item.format)",
      ].joined(separator: "\n")
      try (note + "\n").write(toFile: place + "/case.txt", atomically: true, encoding: .utf8)
      if !log.isEmpty {
        try String(log.suffix(8000)).write(
          toFile: place + "/stderr.txt", atomically: true, encoding: .utf8)
      }
      return place
    } catch {
      return "(not saved: \(error))"
    }
  }
}
