class A {
    var x: Int = 0 {
        didSet { print("A.x didSet \(oldValue) -> \(x)") }
    }
    var y: Int = 0 {
        willSet { print("A.y willSet -> \(newValue)") }
    }
    init() {
        x = 1
        print("A.init")
    }
    convenience init(x: Int) {
        self.init()
        self.x = x
        print("A.convenience")
    }
    func bump() { x += 10 }
}
class B: A {
    var z: Int = 0 {
        didSet { print("B.z didSet \(oldValue) -> \(z)") }
    }
    override init() {
        z = 1
        super.init()
        z = 2
        x = 3
        self.y = 4
        bump()
        let f = { self.z = 99 }
        f()
        print("B.init end")
    }
}
print("--- A(x:)")
_ = A(x: 7)
print("--- B()")
let b = B()
print(b.x, b.y, b.z)
struct S {
    var v: Int { didSet { print("S.v didSet \(oldValue) -> \(v)") } }
    init(v: Int) {
        self.v = v
        self.v += 1
        reset()
    }
    mutating func reset() { v = 0 }
}
print("--- S")
let s = S(v: 5)
print(s.v)
final class Log {
    var entries = 0 { didSet { print("Log.entries didSet \(oldValue) -> \(entries)") } }
}
struct Recorder {
    var log: Log
    var count = 0 { didSet { print("Recorder.count didSet") } }
    init(log: Log) {
        self.log = log
        log.entries = 1
        self.log.entries += 1
        count = 5
        var twin = Twin()
        twin.count = 3
    }
}
struct Twin { var count = 0 { didSet { print("Twin.count didSet \(oldValue) -> \(count)") } } }
print("--- Recorder")
let rec = Recorder(log: Log())
print(rec.count, rec.log.entries)
