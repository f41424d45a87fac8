// Enums with raw values encode as their raw values.
import Foundation

enum Status: String, Codable {
    case active, archived
}
enum Level: Int, Codable {
    case low = 1, high = 3
}
struct Item: Codable {
    var status: Status
    var level: Level
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(decoding: try encoder.encode(Item(status: .archived, level: .high)), as: UTF8.self))
let decoded = try JSONDecoder().decode(Item.self, from: Data(#"{"status":"active","level":1}"#.utf8))
print(decoded)
print((try? JSONDecoder().decode(Item.self, from: Data(#"{"status":"gone","level":1}"#.utf8))) as Any)

