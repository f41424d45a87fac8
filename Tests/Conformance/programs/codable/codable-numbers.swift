// How numbers are encoded: integers, doubles, large values.
import Foundation

struct Numbers: Codable {
    var small: Int
    var big: Int64
    var half: Double
    var third: Double
    var whole: Double
    var tiny: Float
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let n = Numbers(small: -3, big: 9_007_199_254_740_993, half: 0.5, third: 1.0 / 3.0, whole: 2, tiny: 0.1)
print(String(decoding: try encoder.encode(n), as: UTF8.self))
let decoded = try JSONDecoder().decode([Double].self, from: Data("[1, 2.5, -0.25, 1e3]".utf8))
print(decoded)

