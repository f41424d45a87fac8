// Static members and initializers as protocol requirements.
protocol Defaultable {
    static var defaultValue: Self { get }
    init(text: String)
}
struct Flag: Defaultable {
    var on: Bool
    static var defaultValue: Flag { Flag(on: false) }
    init(on: Bool) { self.on = on }
    init(text: String) { on = text == "yes" }
}
extension Int: Defaultable {
    static var defaultValue: Int { -1 }
    init(text: String) { self = Int(text) ?? Int.defaultValue }
}
func parseAll<T: Defaultable>(_ texts: [String], as: T.Type) -> [T] {
    texts.map(T.init(text:)) + [T.defaultValue]
}

print(parseAll(["yes", "no"], as: Flag.self))
print(parseAll(["4", "x"], as: Int.self))

