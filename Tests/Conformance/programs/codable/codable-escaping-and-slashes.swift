// How JSONEncoder escapes strings: slashes, quotes, unicode.
import Foundation

struct Link: Codable {
    var url: String
    var note: String
}

let link = Link(url: "https://example.com/a/b", note: "say \"hi\"\nthen é")
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(decoding: try encoder.encode(link), as: UTF8.self))
encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
print(String(decoding: try encoder.encode(link), as: UTF8.self))

