// CodingKeys rename properties in the JSON.
import Foundation

struct Photo: Codable {
    var id: Int
    var imageURL: String
    var isFavorite: Bool
    enum CodingKeys: String, CodingKey {
        case id
        case imageURL = "image_url"
        case isFavorite = "favorite"
    }
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let photo = Photo(id: 9, imageURL: "pic.png", isFavorite: true)
print(String(decoding: try encoder.encode(photo), as: UTF8.self))
let back = try JSONDecoder().decode(Photo.self, from: Data(#"{"id":1,"image_url":"a.jpg","favorite":false}"#.utf8))
print(back)

