// Hand-written coding with unkeyed containers, an enum with a payload and a kind key.
import Foundation

enum Shape: Codable {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)

    enum CodingKeys: String, CodingKey {
        case kind, sizes
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        var sizes = try container.nestedUnkeyedContainer(forKey: .sizes)
        if kind == "circle" {
            self = .circle(radius: try sizes.decode(Double.self))
        } else {
            let width = try sizes.decode(Double.self)
            let height = try sizes.decode(Double.self)
            self = .rectangle(width: width, height: height)
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var sizes = container.nestedUnkeyedContainer(forKey: .sizes)
        switch self {
        case .circle(let radius):
            try container.encode("circle", forKey: .kind)
            try sizes.encode(radius)
        case .rectangle(let width, let height):
            try container.encode("rectangle", forKey: .kind)
            try sizes.encode(width)
            try sizes.encode(height)
        }
    }
}

struct Drawing: Codable {
    var shapes: [Shape]

    init(shapes: [Shape]) { self.shapes = shapes }

    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var shapes: [Shape] = []
        while !container.isAtEnd {
            shapes.append(try container.decode(Shape.self))
        }
        self.shapes = shapes
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        for shape in shapes { try container.encode(shape) }
    }
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let drawing = Drawing(shapes: [.circle(radius: 2), .rectangle(width: 3, height: 4.5)])
let data = try encoder.encode(drawing)
print(String(data: data, encoding: .utf8)!)

let back = try JSONDecoder().decode(Drawing.self, from: data)
for shape in back.shapes {
    switch shape {
    case .circle(let radius): print("circle", radius)
    case .rectangle(let width, let height): print("rectangle", width, height)
    }
}

do {
    _ = try JSONDecoder().decode(Drawing.self, from: Data(#"{"kind": "circle"}"#.utf8))
    print("decoded an object as a drawing")
} catch {
    print("a drawing must be an array")
}
