// Observers added at each level of a class chain run around the inherited property's own.
class Base {
    var level = 0 {
        willSet { print("Base willSet", level, "->", newValue) }
        didSet { print("Base didSet", oldValue, "->", level) }
    }
    var plain = "a"
}
class Middle: Base {
    override var level: Int {
        willSet(next) { print("Middle willSet", next) }
    }
    override var plain: String {
        didSet(previous) { print("Middle plain", previous, "->", plain) }
    }
}
class Leaf: Middle {
    override var level: Int {
        didSet {
            print("Leaf didSet", oldValue, "->", level)
            if level > 5 { level = 5 }
        }
    }
}
let leaf = Leaf()
leaf.level = 3
leaf.level = 9
print("final", leaf.level)
leaf.plain = "b"
let middle = Middle()
middle.level = 1
let base: Base = Leaf()
base.level = 2
