import Foundation
import HarnessTestSupport
import Testing

/// The engine is general: no word that belongs to a lesson appears anywhere in `Sources/`.
@Suite("Sources know no lesson")
struct GeneralityTests {
  static let lessonWords = [
    "Trip", "Trips", "TripStore", "TripsApp", "TripsDelegate", "TripCard", "Saving", "Clover", "Hazel",
    "carrot", "carrots", "Burrow", "BurrowScene", "BurrowApp", "BurrowArt", "Warren", "warren", "bunny", "Bunny", "heartbeat",
    "heartbeats", "Mood", "Saved",
  ]

  @Test("no lesson word in any source file")
  func noLessonWords() throws {
    let root = PackagePaths.path("Sources")
    let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
    #expect(files.count > 50)
    for file in files {
      let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
      let words = Set(text.split { !$0.isLetter }.map(String.init))
      for word in Self.lessonWords where words.contains(word) {
        Issue.record("'\(word)' appears in Sources/\(file)")
      }
    }
  }
}
