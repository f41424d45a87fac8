class Base {
    var level: Int = 0 {
        willSet { print("Base willSet \(level) -> \(newValue)") }
        didSet { print("Base didSet \(oldValue) -> \(level)") }
    }
    init() { level = 1; print("Base init done level=\(level)") }
}
class Derived: Base {
    override var level: Int {
        willSet { print("Derived willSet \(level) -> \(newValue)") }
        didSet { print("Derived didSet \(oldValue) -> \(level)") }
    }
    override init() {
        super.init()
        print("Derived init after super")
        level = 5
    }
}
let d = Derived()
d.level += 1
var counter = 0 {
    didSet { print("counter now \(counter)") }
}
counter = 3
counter += 1
struct Box {
    var items: [Int] = [] {
        didSet { print("items changed from \(oldValue) to \(items)") }
    }
}
var box = Box()
box.items.append(4)
box.items[0] = 9
let copy = box.items; box.items = copy
