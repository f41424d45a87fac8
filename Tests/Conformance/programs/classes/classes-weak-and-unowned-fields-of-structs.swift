// A struct's weak or unowned stored property keeps no object alive when the memberwise
// initializer sets it, as when it is assigned later.
class Logger {
    let id: String
    init(_ id: String) { self.id = id }
    deinit { print("logger \(id) deinit") }
}
struct WeakBox { weak var value: Logger? }
struct Link { unowned let owner: Logger; weak var peer: Logger?; var strong: Logger? }

var box = WeakBox(value: Logger("a"))
print(box.value?.id ?? "nil")
var later = WeakBox()
do {
    let t = Logger("b")
    later.value = t
    print(later.value?.id ?? "nil")
}
print(later.value?.id ?? "nil")

let kept = Logger("kept")
var boxes = [WeakBox(value: kept)]
do {
    let temporary = Logger("temporary")
    boxes.append(WeakBox(value: temporary))
    print(boxes.compactMap { $0.value?.id })
}
print(boxes.compactMap { $0.value?.id })

var link = Link(owner: kept, peer: Logger("peer"), strong: Logger("held"))
print(link.owner.id, link.peer?.id ?? "nil", link.strong?.id ?? "nil")
link.strong = nil
var copy = link
copy.peer = kept
print(copy.peer?.id ?? "nil", link.peer?.id ?? "nil")
print("end")
