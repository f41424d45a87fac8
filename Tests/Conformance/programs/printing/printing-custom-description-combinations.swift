// description and debugDescription: which one print, debugPrint, interpolation and collections use.
struct OnlyDescription: CustomStringConvertible {
    var n: Int
    var description: String { "D\(n)" }
}
struct OnlyDebug: CustomDebugStringConvertible {
    var n: Int
    var debugDescription: String { "DBG\(n)" }
}
struct Both: CustomStringConvertible, CustomDebugStringConvertible {
    var n: Int
    var description: String { "B\(n)" }
    var debugDescription: String { "B-debug\(n)" }
}
final class Account: CustomStringConvertible {
    let owner: String
    init(owner: String) { self.owner = owner }
    var description: String { "Account(\(owner))" }
}
enum Light: CustomStringConvertible {
    case red, green
    var description: String { self == .red ? "stop" : "go" }
}

let d = OnlyDescription(n: 1), g = OnlyDebug(n: 2), b = Both(n: 3)
print(d, g, b)
debugPrint(d, g, b)
print("\(d) \(g) \(b)")
print([d], [g], [b])
print(String(describing: g), String(reflecting: d), String(reflecting: b))
let maybe: Both? = b
print(maybe as Any, [maybe, nil])
print(Account(owner: "ana"), [Account(owner: "bo")])
print(Light.red, [Light.green], "\(Light.green)")
debugPrint(Light.red)
print((d, b), ["k": b])
let nested = [[d], [OnlyDescription(n: 5)]]
print(nested, nested.count)
