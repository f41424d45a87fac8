// A hand-written encode(to:) and init(from:) with CodingKeys: keyed containers, decodeIfPresent.
import Foundation

struct Point: Codable {
    var x: Int
    var y: Int
    var label: String?

    enum CodingKeys: String, CodingKey {
        case x = "horizontal"
        case y
        case label
    }

    init(x: Int, y: Int, label: String?) {
        self.x = x
        self.y = y
        self.label = label
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        x = try container.decode(Int.self, forKey: .x)
        y = try container.decode(Int.self, forKey: .y)
        label = try container.decodeIfPresent(String.self, forKey: .label)
        print("decoded", x, y, label ?? "no label")
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(x, forKey: .x)
        try container.encode(y * 10, forKey: .y)
        try container.encodeIfPresent(label, forKey: .label)
    }
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let data = try encoder.encode(Point(x: 1, y: 2, label: nil))
print(String(data: data, encoding: .utf8)!)
let labelled = try encoder.encode(Point(x: 3, y: 4, label: "corner"))
print(String(data: labelled, encoding: .utf8)!)

let decoded = try JSONDecoder().decode(Point.self, from: Data(#"{"horizontal": 5, "y": 6}"#.utf8))
print(decoded.x, decoded.y, decoded.label == nil)
let withLabel = try JSONDecoder().decode(Point.self, from: Data(#"{"horizontal": 7, "y": 8, "label": "edge"}"#.utf8))
print(withLabel.label!)

do {
    _ = try JSONDecoder().decode(Point.self, from: Data(#"{"y": 6}"#.utf8))
} catch {
    print("no horizontal key")
}
