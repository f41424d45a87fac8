// Two-phase initialization order, required and failable initializers, failure propagated through self.init.
class Base {
    var name: String
    var log: [String] = []
    init(name: String) {
        print("Base.init start \(name)")
        self.name = name
        setup()
        print("Base.init end")
    }
    convenience init() {
        print("Base.convenience")
        self.init(name: "default")
    }
    func setup() { print("Base.setup \(name)") }
    required init(tag: Int) {
        self.name = "tag\(tag)"
        print("Base.required \(tag)")
    }
}
final class Derived: Base {
    var level: Int
    init(name: String, level: Int) {
        self.level = level
        print("Derived.init phase1 level=\(level)")
        super.init(name: name)
        print("Derived.init phase2 \(self.name) \(self.level)")
        self.level += 1
    }
    override func setup() {
        print("Derived.setup level=\(level)")
        super.setup()
    }
    required init(tag: Int) {
        self.level = tag * 10
        super.init(tag: tag)
        print("Derived.required level=\(level)")
    }
}
class Failable {
    let value: Int
    init?(_ s: String) {
        guard let v = Int(s) else { print("fail for \(s)"); return nil }
        value = v
    }
    convenience init?(twice s: String) {
        self.init(s + s)
        print("twice ok \(value)")
    }
}
let d = Derived(name: "x", level: 2)
print(d.level, d.name)
let b = Base()
print(b.name)
let r: Base.Type = Derived.self
let made = r.init(tag: 3)
print(type(of: made), made.name)
print(Failable("12")?.value as Any)
print(Failable("zz")?.value as Any)
print(Failable(twice: "4")?.value ?? -1)
print(Failable(twice: "q")?.value ?? -1)
