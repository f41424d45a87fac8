// nil optionals are left out of the encoded JSON.
import Foundation

struct Profile: Codable {
    var name: String
    var nickname: String?
    var age: Int?
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
for p in [Profile(name: "a", nickname: nil, age: nil), Profile(name: "b", nickname: "bee", age: 3)] {
    print(String(decoding: try encoder.encode(p), as: UTF8.self))
}
let decoded = try JSONDecoder().decode(Profile.self, from: Data(#"{"name":"c","age":null}"#.utf8))
print(decoded)

