// Each DecodingError case caught by pattern, with its context's path and description.
import Foundation

struct Tag: Codable { var label: String }
struct Note: Codable {
    var title: String
    var stars: Int
    var tags: [Tag]
    var extra: [String: Int]?
}

let samples = [
    #"{"title": "a", "stars": 3, "tags": []}"#,
    #"{"stars": 3, "tags": []}"#,
    #"{"title": "b", "stars": null, "tags": []}"#,
    #"{"title": "c", "stars": 1, "tags": [{"label": "x"}, {"label": 7}]}"#,
    #"{"title": "d", "stars": 1, "tags": [], "extra": {"k": "v"}}"#,
    #"{"title": "e", "stars": 1, "tags": [{}]}"#,
    "[1, 2",
]
for sample in samples {
    do {
        let note = try JSONDecoder().decode(Note.self, from: Data(sample.utf8))
        print("ok:", note.title, note.stars, note.tags.count)
    } catch let error as DecodingError {
        switch error {
        case .keyNotFound(let key, let context):
            print("keyNotFound", key.stringValue, key.intValue as Any, context.codingPath.map(\.stringValue))
        case .valueNotFound(let type, let context):
            print("valueNotFound", type, context.codingPath.count, context.debugDescription)
        case .typeMismatch(let type, let context):
            print("typeMismatch", type, context.codingPath.map { $0.intValue ?? -1 }, context.debugDescription)
            print(context.codingPath)
        case .dataCorrupted(let context):
            print("dataCorrupted", context.codingPath.isEmpty, context.debugDescription)
        @unknown default:
            print("unknown")
        }
        print(error)
    } catch {
        print("not a decoding error")
    }
}
