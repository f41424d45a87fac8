// JSONDecoder builds a struct from JSON text.
import Foundation

struct Book: Codable {
    var title: String
    var pages: Int
    var tags: [String]
    var rating: Double?
}

let json = """
    {"title": "Dune", "pages": 412, "tags": ["sf", "classic"], "rating": 4.5}
    """
let book = try JSONDecoder().decode(Book.self, from: Data(json.utf8))
print(book)
print(book.title, book.pages, book.tags.count)
let noRating = """
    {"title": "Notes", "pages": 3, "tags": []}
    """
print(try JSONDecoder().decode(Book.self, from: Data(noRating.utf8)))

