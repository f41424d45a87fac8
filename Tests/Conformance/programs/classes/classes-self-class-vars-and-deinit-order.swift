// Class vars through Self, final methods, observers in a subclass, deinit order: reverse declaration, depth first, one at a time.
class Vehicle {
    class var category: String { "vehicle" }
    static let wheelsDefault = 4
    var name: String
    var speed = 0 { didSet { print("\(name) speed \(oldValue)->\(speed)") } }
    init(name: String) { self.name = name; print("Vehicle init \(name)") }
    func describe() -> String { "\(Self.category): \(name)" }
    final func honk() -> String { "honk from \(name)" }
    deinit { print("Vehicle deinit \(name)") }
}
class Car: Vehicle {
    override class var category: String { "car" }
    var doors: Int
    override var speed: Int { didSet { print("Car sees speed \(speed)") } }
    init(name: String, doors: Int) { self.doors = doors; super.init(name: name); print("Car init") }
    convenience init() { self.init(name: "default", doors: 2) }
    override func describe() -> String { super.describe() + " with \(doors) doors" }
    deinit { print("Car deinit \(name)") }
}
func test() {
    let c = Car()
    c.speed = 30
    print(c.describe(), c.honk(), type(of: c).category, Vehicle.category, Vehicle.wheelsDefault)
    let v: Vehicle = c
    print(v.describe(), v is Car, (v as? Car)?.doors as Any)
    var list: [Vehicle] = [Vehicle(name: "bike"), c]
    print("count", list.count)
    list.removeAll { $0 is Car }
    print("after remove", list.map(\.name))
}
test()
print("after test")
class Node {
    let value: Int
    var children: [Node] = []
    weak var parent: Node?
    init(_ v: Int) { value = v }
    func add(_ n: Node) { children.append(n); n.parent = self }
    deinit { print("deinit node \(value)") }
}
var root: Node? = Node(1)
root!.add(Node(2))
root!.add(Node(3))
root!.children[0].add(Node(4))
print(root!.children[0].children[0].parent?.value as Any, root!.children.map(\.value))
root = nil
print("tree released")
class Counter {
    nonisolated(unsafe) static var instances = 0
    let id: Int
    init() { Counter.instances += 1; id = Counter.instances }
    deinit { Counter.instances -= 1; print("counter \(id) gone, left \(Counter.instances)") }
}
var counters = (1...3).map { _ in Counter() }
counters.removeLast()
counters = []
print("instances", Counter.instances)
do {
    let a = Counter()
    let b = a
    print("same", a === b, a.id)
}
print("end")
