// Objects are freed when their last reference goes: at the end of a scope, a loop turn, a function.
final class Tracker {
    let id: String
    init(_ id: String) { self.id = id; print("+", id) }
    deinit { print("-", id) }
}
final class Holder {
    weak var seen: Tracker?
    var kept: Tracker?
}

func makeAndDrop(_ id: String) -> Int {
    let local = Tracker(id)
    return local.id.count
}

print("length", makeAndDrop("temp"))
for n in 1...2 {
    let t = Tracker("loop\(n)")
    print("turn", t.id)
}
let holder = Holder()
if true {
    let inner = Tracker("inner")
    holder.seen = inner
    print("seen", holder.seen?.id ?? "none")
}
print("after if", holder.seen?.id ?? "none")
var list: [Tracker] = [Tracker("a"), Tracker("b")]
holder.kept = list[0]
list.removeAll()
print("cleared list")
holder.kept = nil
print("end")
