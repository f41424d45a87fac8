// Nested arrays and single-key dictionaries encode and decode back to equal values.
import Foundation

struct Library: Codable, Equatable {
    var shelves: [[String]]
    var counts: [String: Int]
    var flags: [Bool]
}

let original = Library(shelves: [["a", "b"], []], counts: ["a": 1], flags: [true, false])
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let data = try encoder.encode(original)
print(String(decoding: data, as: UTF8.self))
let copy = try JSONDecoder().decode(Library.self, from: data)
print(copy == original)
print(copy.shelves, copy.counts["a"]!)

