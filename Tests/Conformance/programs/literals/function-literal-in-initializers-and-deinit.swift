// #function in init, convenience init, failable init and deinit.
final class Thing {
    init() { print(#function) }
    init(name: String, count: Int) { print(#function) }
    convenience init(short: Bool) {
        self.init()
        print(#function)
    }
    init?(maybe: Int) {
        print(#function)
        if maybe < 0 { return nil }
    }
    deinit { print(#function) }
}

do {
    _ = Thing()
    _ = Thing(name: "x", count: 1)
    _ = Thing(short: true)
    _ = Thing(maybe: -1)
}
struct Value {
    let v: Int
    init(_ v: Int) {
        self.v = v
        print(#function)
    }
}
_ = Value(3)

