// [weak self], [unowned x = y], [count] and escaping closures: capture lists decide what a closure keeps.
var handlers: [() -> Void] = []
@MainActor func register(_ h: @escaping () -> Void) { handlers.append(h) }
var counter = 0
for i in 1...3 { register { counter += i; print("handler \(i) -> \(counter)") } }
handlers.forEach { $0() }
func makeCounter() -> () -> Int { var n = 0; return { n += 1; return n } }
let c1 = makeCounter(), c2 = makeCounter()
print(c1(), c1(), c2(), c1())
var value = 10
let byRef = { print("ref sees", value) }
let byVal = { [value] in print("list sees", value) }
value = 20
byRef(); byVal()
func logIf(_ cond: Bool, _ msg: @autoclosure () -> String) { if cond { print(msg()) } }
func expensive() -> String { print("evaluated"); return "msg" }
logIf(false, expensive())
logIf(true, expensive())
func transform(_ x: inout Int, by f: (inout Int) -> Void) { f(&x) }
var t = 3
transform(&t) { $0 *= 7 }
print(t)
func twoBlocks(first: () -> String, then second: (String) -> Int, onDone: () -> Void) {
    print(second(first())); onDone()
}
twoBlocks { "hello" } then: { $0.count } onDone: { print("done") }
class Timer {
    var tick: (() -> Void)?
    var name = "timer"
    func start() { tick = { [weak self] in print("tick", self?.name ?? "gone") } }
    deinit { print("Timer deinit") }
}
var timer: Timer? = Timer()
timer!.start()
let saved = timer!.tick!
saved()
timer = nil
saved()
class Strong {
    var f: (() -> Void)?
    deinit { print("Strong deinit") }
}
var s: Strong? = Strong()
s!.f = { [unowned s = s!] in _ = s }
s = nil
print("after strong")
let sorted = ["pear", "fig", "apple"].sorted { $0.count < $1.count }
print(sorted, sorted.map(\.count), ["b", "a"].sorted(by: <))
let adders = (1...3).map { n in { (x: Int) in x + n } }
print(adders.map { $0(10) })
let compose: (@escaping (Int) -> Int, @escaping (Int) -> Int) -> (Int) -> Int = { f, g in { g(f($0)) } }
print(compose({ $0 * 2 }, { $0 + 1 })(5))
