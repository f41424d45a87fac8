// Observers in a subclass and through inout, an observed global array changed in place, lazy and class members.
class Account {
    var balance: Int = 0 {
        willSet { print("willSet \(balance) -> \(newValue)") }
        didSet { print("didSet \(oldValue) -> \(balance)") }
    }
    var owner = "none" {
        didSet(previous) { print("owner was \(previous)") }
    }
    init() { balance = 5; print("init done \(balance)") }
}
class Savings: Account {
    override var balance: Int {
        willSet { print("Savings willSet \(newValue)") }
        didSet { print("Savings didSet \(oldValue)") }
    }
}
func bump(_ v: inout Int) { v += 10; print("bumped inside") }
let s = Savings()
s.balance = 3
bump(&s.balance)
s.owner = "ann"
struct Point {
    var x = 0 { didSet { print("x didSet \(oldValue)->\(x)") } }
    var y = 0
}
struct Shape {
    var origin = Point() { didSet { print("origin changed \(origin)") } }
}
var sh = Shape()
sh.origin.x = 4
sh.origin.y += 2
var pts = [Point(), Point()] {
    didSet { print("pts didSet count \(pts.count)") }
}
pts[0].x = 9
pts.append(Point())
class Counter {
    lazy var expensive: Int = { print("computing lazy"); return 42 }()
    nonisolated(unsafe) static var made = 0
    nonisolated(unsafe) static let shared = Counter()
    class var kind: String { "Counter" }
    init() { Counter.made += 1; print("Counter init \(Counter.made)") }
}
class Sub: Counter { override class var kind: String { "Sub" } }
let c = Counter()
print("before lazy")
print(c.expensive, c.expensive)
print(Counter.shared.expensive)
print(Counter.made, Sub.kind, Counter.kind)
