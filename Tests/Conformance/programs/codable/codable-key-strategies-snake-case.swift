// keyEncodingStrategy and keyDecodingStrategy: snake case both ways; a key that does not round-trip is not found.
import Foundation
struct S: Codable { var userID: Int; var myURLProperty: String; var counts: [String: Int]; var _private: Int; var a1b: Int; var HTTPCode: Int; var alreadySnake_case: Int }
let e = JSONEncoder(); e.keyEncodingStrategy = .convertToSnakeCase; e.outputFormatting = .sortedKeys
let d = try! e.encode(S(userID: 1, myURLProperty: "u", counts: ["someKey": 1], _private: 3, a1b: 4, HTTPCode: 5, alreadySnake_case: 6))
let text = String(data: d, encoding: .utf8)!
print(text)
let dec = JSONDecoder(); dec.keyDecodingStrategy = .convertFromSnakeCase
do { let s = try dec.decode(S.self, from: d); print(s) } catch { print(error) }
struct T: Codable { var userId: Int; var displayName: String; var tags: [String: Int] }
let t = try! dec.decode(T.self, from: Data(#"{"user_id": 5, "display_name": "Cy", "tags": {"a_b": 1}}"#.utf8))
print(t)
