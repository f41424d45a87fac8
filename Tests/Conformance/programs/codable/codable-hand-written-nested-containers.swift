// A hand-written Codable that flattens a nested JSON object with nested containers.
import Foundation

struct Place: Codable {
    var name: String
    var latitude: Double
    var longitude: Double
    var tags: [String]

    enum CodingKeys: String, CodingKey { case name, location, tags }
    enum LocationKeys: String, CodingKey { case lat, lon }

    init(name: String, latitude: Double, longitude: Double, tags: [String]) {
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
        self.tags = tags
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        let location = try container.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        latitude = try location.decode(Double.self, forKey: .lat)
        longitude = try location.decode(Double.self, forKey: .lon)
        var list = try container.nestedUnkeyedContainer(forKey: .tags)
        var found: [String] = []
        while !list.isAtEnd { found.append(try list.decode(String.self).uppercased()) }
        tags = found
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        var location = container.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        try location.encode(latitude, forKey: .lat)
        try location.encode(longitude, forKey: .lon)
        var list = container.nestedUnkeyedContainer(forKey: .tags)
        for tag in tags { try list.encode(tag.lowercased()) }
    }
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
let place = Place(name: "Harbour", latitude: 59.9, longitude: 10.75, tags: ["Sea", "Boats"])
let json = String(decoding: try! encoder.encode(place), as: UTF8.self)
print(json)
let read = try! JSONDecoder().decode(Place.self, from: Data(json.utf8))
print(read.name, read.latitude, read.longitude, read.tags)
do {
    _ = try JSONDecoder().decode(Place.self, from: Data(#"{"name": "X", "location": {"lat": 1}, "tags": []}"#.utf8))
} catch DecodingError.keyNotFound(let key, let context) {
    print("missing", key.stringValue, "at", context.codingPath.map(\.stringValue))
} catch {
    print("other", error)
}
