// #function inside enums, protocol extensions and generic methods.
enum Mode {
    case on
    func describe() { print(#function) }
    static func all() { print(#function) }
    var label: String { #function }
}
protocol Greeter {}
extension Greeter {
    func greet(name: String) { print(#function) }
}
struct G: Greeter {
    func generic<T>(_ value: T, label: String) { print(#function) }
}
extension Int {
    func doubled() -> Int { print(#function); return self * 2 }
}

Mode.on.describe()
Mode.all()
print(Mode.on.label)
G().greet(name: "x")
G().generic(1, label: "y")
_ = 4.doubled()

