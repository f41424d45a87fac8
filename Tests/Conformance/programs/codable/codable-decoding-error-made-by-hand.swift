// A hand-written init(from:) that throws its own DecodingErrors.
import Foundation

struct Temperature: Decodable {
    var celsius: Double

    enum CodingKeys: String, CodingKey { case celsius, unit }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let value = try container.decode(Double.self, forKey: .celsius)
        let unit = try container.decode(String.self, forKey: .unit)
        guard unit == "C" else {
            throw DecodingError.dataCorruptedError(forKey: .unit, in: container,
                debugDescription: "unknown unit \(unit)")
        }
        guard value > -273.15 else {
            let context = DecodingError.Context(codingPath: [CodingKeys.celsius],
                debugDescription: "below absolute zero")
            throw DecodingError.dataCorrupted(context)
        }
        celsius = value
    }
}

for text in [#"{"celsius": 21.5, "unit": "C"}"#, #"{"celsius": 70, "unit": "F"}"#,
             #"{"celsius": -300, "unit": "C"}"#, #"{"celsius": 1}"#] {
    do {
        let t = try JSONDecoder().decode(Temperature.self, from: Data(text.utf8))
        print("read", t.celsius)
    } catch DecodingError.dataCorrupted(let context) {
        print("corrupted at", context.codingPath.map(\.stringValue), "-", context.debugDescription)
    } catch {
        print("failed:", error)
    }
}
let made = DecodingError.typeMismatch(Int.self, .init(codingPath: [], debugDescription: "made here"))
print(made)
if case .typeMismatch(let type, _) = made { print(type == Int.self) }
enum Field: Int, CodingKey { case first = 1, second }
print(Field.second, Field.second.stringValue, Field.second.intValue as Any)
print(Temperature.CodingKeys.unit, [Temperature.CodingKeys.celsius].map(\.stringValue))
print(DecodingError.dataCorrupted(.init(codingPath: [Field.first, Temperature.CodingKeys.unit], debugDescription: "mixed")))
