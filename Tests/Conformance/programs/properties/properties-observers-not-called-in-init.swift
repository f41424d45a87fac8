// Observers do not run for assignments inside the type's own initializer.
struct Volume {
    var level: Int {
        didSet { print("didSet", level) }
    }
    init(level: Int) {
        self.level = level
        self.level = level + 1
        print("init done", self.level)
    }
}

var v = Volume(level: 3)
v.level = 7
final class Base {
    var name = "base" {
        didSet { print("Base.name didSet", name) }
    }
    init() { name = "set in init" }
}
let b = Base()
b.name = "later"

