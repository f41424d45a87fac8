// Synthesised Codable for enums with associated values, labelled and not, and without.
import Foundation

enum Shape: Codable, Equatable {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)
    case point
    case labelled(String, size: Int)
}

struct Drawing: Codable, Equatable {
    var title: String
    var shapes: [Shape]
    var highlight: Shape?
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let drawing = Drawing(title: "demo",
    shapes: [.circle(radius: 1.5), .rectangle(width: 2, height: 3), .point, .labelled("tag", size: 4)],
    highlight: nil)
let data = try! encoder.encode(drawing)
print(String(decoding: data, as: UTF8.self))
let decoded = try! JSONDecoder().decode(Drawing.self, from: data)
print(decoded == drawing, decoded.shapes.count, decoded.highlight as Any)
for shape in decoded.shapes {
    switch shape {
    case .circle(let r): print("circle", r)
    case .rectangle(let w, let h): print("rectangle", w * h)
    case .point: print("point")
    case .labelled(let text, let size): print("labelled", text, size)
    }
}
let single = try! encoder.encode(Shape.rectangle(width: 1, height: 0.5))
print(String(decoding: single, as: UTF8.self))
print(try! JSONDecoder().decode(Shape.self, from: Data(#"{"circle":{"radius":9}}"#.utf8)))
