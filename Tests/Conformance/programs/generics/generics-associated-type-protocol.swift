// A protocol with an associated type, adopted by two types.
protocol Container {
    associatedtype Item
    var items: [Item] { get }
    mutating func add(_ item: Item)
}
extension Container {
    var count: Int { items.count }
}
struct IntBag: Container {
    var items: [Int] = []
    mutating func add(_ item: Int) { items.append(item) }
}
struct Names: Container {
    var items: [String] = []
    mutating func add(_ item: String) { items.append(item.uppercased()) }
}
func fill<C: Container>(_ c: inout C, with values: [C.Item]) {
    for v in values { c.add(v) }
}

var bag = IntBag()
fill(&bag, with: [3, 1])
var names = Names()
fill(&names, with: ["ann", "bo"])
print(bag.items, bag.count)
print(names.items, names.count)

