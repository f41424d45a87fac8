// JSONEncoder with sortedKeys writes keys in alphabetical order.
import Foundation

struct User: Codable {
    var name: String
    var age: Int
    var admin: Bool
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let data = try encoder.encode(User(name: "Ann", age: 31, admin: false))
print(String(decoding: data, as: UTF8.self))
let list = try encoder.encode([User(name: "B", age: 1, admin: true)])
print(String(decoding: list, as: UTF8.self))

