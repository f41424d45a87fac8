// An instance freed with its owner: a class's stored instances go in the order they are
// declared, each after its owner; one held in a struct, an enum case, an optional or an
// array is freed too, and one whose own class has no deinit still frees what it holds.
class Tracker {
    let id: String
    init(_ id: String) { self.id = id; print("init \(id)") }
    deinit { print("deinit \(id)") }
}
class Holder { var tracker = Tracker("held") }
var holder: Holder? = Holder()
holder = Holder()
print("replaced")
holder = nil
print("released")
struct Wrapper { var tracker: Tracker; var count = 1 }
enum Slot { case full(Tracker), empty }
class Outer {
    var wrapper = Wrapper(tracker: Tracker("in-struct"))
    var slot = Slot.full(Tracker("in-enum"))
    var optional: Tracker? = Tracker("in-optional")
    var list = [Tracker("in-array")]
    deinit { print("outer deinit") }
}
var outer: Outer? = Outer()
outer = nil
print("outer gone")
class Chain {
    let id: Int
    var next: Chain?
    init(_ id: Int, _ next: Chain?) { self.id = id; self.next = next }
    deinit { print("chain \(id)") }
}
var head: Chain? = Chain(1, Chain(2, Chain(3, nil)))
head = nil
print("end")
