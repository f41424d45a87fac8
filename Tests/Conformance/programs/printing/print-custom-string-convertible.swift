// description is used by print and interpolation; debugDescription by reflecting.
struct Money: CustomStringConvertible {
    var cents: Int
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}
struct Tag: CustomStringConvertible, CustomDebugStringConvertible {
    var text: String
    var description: String { "#" + text }
    var debugDescription: String { "Tag<\(text)>" }
}

let m = Money(cents: 1205)
print(m)
print("cost: \(m)")
print([m])
print(String(reflecting: m))
let t = Tag(text: "swift")
print(t)
print([t])
print(String(reflecting: t))
print(Optional(t) as Any)

