// Decoding errors for a missing key and a wrong type.
import Foundation

struct Point: Codable {
    var x: Int
    var y: Int
}

let inputs = [#"{"x": 1, "y": 2}"#, #"{"x": 1}"#, #"{"x": "one", "y": 2}"#, "not json"]
for text in inputs {
    do {
        let p = try JSONDecoder().decode(Point.self, from: Data(text.utf8))
        print("decoded", p)
    } catch DecodingError.keyNotFound(let key, _) {
        print("missing key", key.stringValue)
    } catch DecodingError.typeMismatch(let type, let context) {
        print("type mismatch", type, context.codingPath.map(\.stringValue))
    } catch DecodingError.dataCorrupted {
        print("data corrupted")
    } catch {
        print("other error")
    }
}

