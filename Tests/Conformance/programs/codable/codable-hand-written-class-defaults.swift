// A class with a hand-written required init(from:): defaults for missing keys, arrays, a rename.
import Foundation

final class Settings: Codable {
    var name: String
    var tags: [String]
    var notify: Bool
    var volume: Double

    enum CodingKeys: String, CodingKey {
        case name, tags, notify = "notifications", volume
    }

    init(name: String) {
        self.name = name
        tags = []
        notify = true
        volume = 0.5
    }

    required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
        notify = try container.decodeIfPresent(Bool.self, forKey: .notify) ?? true
        volume = try container.decodeIfPresent(Double.self, forKey: .volume) ?? 0.5
        print("has volume:", container.contains(.volume))
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        if !tags.isEmpty { try container.encode(tags, forKey: .tags) }
        try container.encode(notify, forKey: .notify)
        try container.encode(volume, forKey: .volume)
    }
}

let json = #"{"name": "Den", "tags": ["a", "b"]}"#
let settings = try JSONDecoder().decode(Settings.self, from: Data(json.utf8))
print(settings.name, settings.tags, settings.notify, settings.volume)

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
print(String(data: try encoder.encode(settings), encoding: .utf8)!)
print(String(data: try encoder.encode(Settings(name: "Loft")), encoding: .utf8)!)

let list = try JSONDecoder().decode([Settings].self, from: Data(#"[{"name": "A", "volume": 1}, {"name": "B", "notifications": false}]"#.utf8))
for item in list { print(item.name, item.notify, item.volume) }

do {
    _ = try JSONDecoder().decode(Settings.self, from: Data(#"{"tags": []}"#.utf8))
} catch {
    print("no name")
}
