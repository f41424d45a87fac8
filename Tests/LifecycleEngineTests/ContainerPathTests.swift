@testable import LifecycleEngine
import Testing

/// A path made relative to the app's container, read on its bytes (lesson-fuzz seed 1, case
/// 385330: split by characters it cost 12 µs a call, a third of a run that read a file 50,000
/// times).
@Suite("Paths inside the app's container")
struct ContainerPathTests {
  static let root = AppContainer.root

  @Test(
    "each path gives its place in the container, or nil outside it",
    arguments: [
      (root, ""),
      (root + "/", ""),
      (root + "/Documents/elapsed.json", "Documents/elapsed.json"),
      (root + "/Documents/", "Documents"),
      (root + "/Documents/.hidden", "Documents/.hidden"),
      (root + "/Documents/a./b..", "Documents/a./b.."),
      (root + "//Documents/./draft.json", "Documents/draft.json"),
      (root + "/Documents/../tmp/a", "tmp/a"),
      (root + "/Documents/é 🧑‍🍳.json", "Documents/é 🧑‍🍳.json"),
      (root + "/..", nil),
      (root + "X/Documents", nil),
      ("/var/mobile", nil),
      ("/etc/passwd", nil),
      ("", nil),
      ("/../../" + root.dropFirst() + "/Library", "Library"),
    ] as [(String, String?)])
  func relative(_ path: String, _ expected: String?) {
    #expect(AppContainer.relative(path) == expected)
  }
}
