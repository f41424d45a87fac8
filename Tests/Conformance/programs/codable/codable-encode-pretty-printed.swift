// prettyPrinted with sortedKeys: indentation and spacing of the output.
import Foundation

struct Settings: Codable {
    var theme: String
    var sizes: [Int]
    var nested: Inner
    struct Inner: Codable {
        var on: Bool
        var level: Double
    }
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
let value = Settings(theme: "dark", sizes: [1, 2], nested: .init(on: true, level: 0.5))
print(String(decoding: try encoder.encode(value), as: UTF8.self))
print(String(decoding: try encoder.encode([String]()), as: UTF8.self))
print(String(decoding: try encoder.encode(["k": [Int]()]), as: UTF8.self))

