// inout copies in and out: an observed property is set once, when the call returns.
struct Box {
    var value = 0 {
        didSet { print("didSet", oldValue, "->", value) }
    }
}
var box = Box()

func update(_ v: inout Int) {
    print("start", v)
    v = 10
    v = 20
    print("end", v)
}
update(&box.value)
print("after", box.value)

func twice(_ f: (inout Int) -> Void, _ x: inout Int) {
    f(&x)
    f(&x)
}
twice({ $0 *= 2 }, &box.value)
print(box.value)
