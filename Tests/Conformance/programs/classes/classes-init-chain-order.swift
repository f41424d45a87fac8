// Initializers run subclass first for its own properties, then up the chain.
class A {
    let a: Int
    init(a: Int) {
        self.a = a
        print("A.init", a)
        setup()
    }
    func setup() { print("A.setup") }
}
class B: A {
    let b: Int
    init(b: Int) {
        self.b = b
        print("B.init before super", b)
        super.init(a: b * 10)
        print("B.init after super")
    }
    override func setup() { print("B.setup sees b =", b) }
}
final class C: B {
    init() {
        print("C.init")
        super.init(b: 3)
    }
}

let c = C()
print(c.a, c.b)

