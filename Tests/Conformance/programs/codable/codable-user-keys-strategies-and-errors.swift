// CodingKeys, pretty and sorted output, snake-case keys, decoding errors printed and matched, raw-value enums.
import Foundation
struct Address: Codable { var city: String; var zip: String? }
struct User: Codable {
    var id: Int
    var fullName: String
    var isAdmin: Bool
    var tags: [String]
    var address: Address?
    var score: Double
    enum CodingKeys: String, CodingKey { case id, fullName = "full_name", isAdmin, tags, address, score }
}
let u = User(id: 1, fullName: "Ann Lee", isAdmin: false, tags: ["a", "b"], address: Address(city: "Oslo", zip: nil), score: 2.5)
let enc = JSONEncoder()
enc.outputFormatting = [.prettyPrinted, .sortedKeys]
let data = try! enc.encode(u)
print(String(data: data, encoding: .utf8)!)
let enc2 = JSONEncoder()
enc2.keyEncodingStrategy = .convertToSnakeCase
enc2.outputFormatting = .sortedKeys
print(String(decoding: try! enc2.encode(u), as: UTF8.self))
let json = #"{"id": 2, "full_name": "Bo", "isAdmin": true, "tags": [], "score": 1}"#
let back = try! JSONDecoder().decode(User.self, from: Data(json.utf8))
print(back.fullName, back.isAdmin, back.address == nil, back.score)
let bad = #"{"id": "x", "full_name": "Bo", "isAdmin": true, "tags": [], "score": 1}"#
do { _ = try JSONDecoder().decode(User.self, from: Data(bad.utf8)) } catch { print(error) }
let missing = #"{"id": 3}"#
do { _ = try JSONDecoder().decode(User.self, from: Data(missing.utf8)) } catch DecodingError.keyNotFound(let key, let ctx) {
    print("missing", key.stringValue, ctx.debugDescription)
} catch { print("other") }
let snake = #"{"user_id": 5, "display_name": "Cy"}"#
struct Snake: Codable { var userId: Int; var displayName: String }
let dec = JSONDecoder()
dec.keyDecodingStrategy = .convertFromSnakeCase
let s = try! dec.decode(Snake.self, from: Data(snake.utf8))
print(s.userId, s.displayName)
enum Kind: String, Codable { case small, big }
struct Item: Codable, Equatable { var kind: Kind; var counts: [String: Int] }
let item = Item(kind: .big, counts: ["b": 2, "a": 1])
let e3 = JSONEncoder(); e3.outputFormatting = .sortedKeys
let d3 = try! e3.encode(item)
print(String(data: d3, encoding: .utf8)!)
print(try! JSONDecoder().decode(Item.self, from: d3) == item)
do { _ = try JSONDecoder().decode(Item.self, from: Data(#"{"kind":"huge","counts":{}}"#.utf8)) } catch { print("error:", error) }
do { _ = try JSONDecoder().decode([Int].self, from: Data("[1, 2,".utf8)) } catch { print(type(of: error)) }
print(try! JSONDecoder().decode([String: [Int]].self, from: Data(#"{"x":[1,2]}"#.utf8)))
