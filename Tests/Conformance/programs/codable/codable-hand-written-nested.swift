// Hand-written coding with a nested keyed container and a single-value container.
import Foundation

struct Temperature: Codable {
    var celsius: Double

    init(celsius: Double) { self.celsius = celsius }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        celsius = try container.decode(Double.self)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(celsius)
    }
}

struct Reading: Codable {
    var station: String
    var temperature: Temperature
    var latitude: Double
    var longitude: Double

    enum CodingKeys: String, CodingKey {
        case station, temperature, location
    }

    enum LocationKeys: String, CodingKey {
        case latitude = "lat"
        case longitude = "lon"
    }

    init(station: String, temperature: Temperature, latitude: Double, longitude: Double) {
        self.station = station
        self.temperature = temperature
        self.latitude = latitude
        self.longitude = longitude
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        station = try container.decode(String.self, forKey: .station)
        temperature = try container.decode(Temperature.self, forKey: .temperature)
        let location = try container.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        latitude = try location.decode(Double.self, forKey: .latitude)
        longitude = try location.decode(Double.self, forKey: .longitude)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(station, forKey: .station)
        try container.encode(temperature, forKey: .temperature)
        var location = container.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        try location.encode(latitude, forKey: .latitude)
        try location.encode(longitude, forKey: .longitude)
    }
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let reading = Reading(station: "North", temperature: Temperature(celsius: 21.5), latitude: 48.25, longitude: 2.5)
let data = try encoder.encode(reading)
print(String(data: data, encoding: .utf8)!)

let back = try JSONDecoder().decode(Reading.self, from: data)
print(back.station, back.temperature.celsius, back.latitude, back.longitude)

let list = try JSONDecoder().decode([Temperature].self, from: Data("[1.5, 2, -3.25]".utf8))
print(list.map(\.celsius))

encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
print(String(data: try encoder.encode(reading), encoding: .utf8)!)
