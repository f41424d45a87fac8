import SwiftReader
import Testing

@Suite("Lesson listings")
struct LessonListingTests {
  @Test(
    "every formatted listing of lessons 6 and 54 reads with the expected shape",
    arguments: Lessons.all)
  func listingReads(_ listing: Listing) throws {
    let file = try Read.file(listing.text)
    #expect(file.declarations.map(Shape.of) == listing.shape)
  }
}
