// A dictionary with several keys, encoded with sortedKeys so the order is fixed.
import Foundation

let scores = ["zed": 1, "amy": 3, "kim": 2]
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(decoding: try encoder.encode(scores), as: UTF8.self))
encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
print(String(decoding: try encoder.encode(scores), as: UTF8.self))
let decoded = try JSONDecoder().decode([String: Int].self, from: Data(#"{"b":2,"a":1}"#.utf8))
print(decoded.sorted { $0.key < $1.key })
