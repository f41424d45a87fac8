// A type of the program made from an interpolated literal (ExpressibleByStringInterpolation):
// its builder gets a literal segment, possibly empty, around every interpolation, labelled
// interpolations choose their appendInterpolation overload, defaults apply.
struct Loud: ExpressibleByStringInterpolation {
    var text: String
    init(stringLiteral value: String) { text = "plain:" + value }
    init(stringInterpolation: Builder) { text = stringInterpolation.out }
    struct Builder: StringInterpolationProtocol {
        var out = ""
        init(literalCapacity: Int, interpolationCount: Int) { out = "<\(literalCapacity),\(interpolationCount)>" }
        mutating func appendLiteral(_ literal: String) { out += "L(" + literal + ")" }
        mutating func appendInterpolation(_ n: Int) { out += "I(\(n))" }
        mutating func appendInterpolation(upper s: String) { out += s.uppercased() }
        mutating func appendInterpolation(_ s: String, times: Int = 2) { out += String(repeating: s, count: times) }
    }
}
let a: Loud = "\(1)\(2) and \(upper: "hé") é \("ab", times: 3)\("z")"
print(a.text)
let b: Loud = "no holes"
print(b.text)
func show(_ l: Loud) { print(l.text) }
show("x\(40 + 2)y")
let c: Loud? = "opt \(7)"
print(c!.text)
struct Tag: ExpressibleByStringInterpolation, CustomStringConvertible {
    var text: String
    init(stringLiteral value: String) { text = value }
    init(stringInterpolation: StringInterpolation) { text = stringInterpolation.parts.joined(separator: "|") }
    struct StringInterpolation: StringInterpolationProtocol {
        var parts: [String] = []
        init(literalCapacity: Int, interpolationCount: Int) {}
        mutating func appendLiteral(_ literal: String) { if !literal.isEmpty { parts.append(literal) } }
        mutating func appendInterpolation<T>(_ value: T) { parts.append("\(value)") }
    }
    var description: String { text }
}
let tags: [Tag] = ["one \(1) two \(2.5)", "plain", "\([1, 2])"]
for tag in tags { print(tag) }
