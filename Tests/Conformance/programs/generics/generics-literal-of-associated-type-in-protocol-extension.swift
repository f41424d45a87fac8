// A literal written for an associated type in a protocol extension is of the conforming type's witness.
protocol Shape { associatedtype N: Numeric; var side: N { get } }
extension Shape {
    func doubled() -> N { side * 2 }
    func zero() -> N { 0 }
    func show() { let z: N = 1; print(z, side + 0) }
    var area: N { side * side + 0 }
}
struct Sq: Shape { var side: Double }
struct IntSq: Shape { var side: Int }
struct Named: Shape { typealias N = Float; var side: Float { 2 } }
print(Sq(side: 1.5).doubled(), Sq(side: 1).zero(), IntSq(side: 2).zero(), Named().zero())
Sq(side: 2).show()
IntSq(side: 2).show()
print(Sq(side: 3).area)
protocol Container {
    associatedtype Item
    var items: [Item] { get set }
}
extension Container where Item: Numeric {
    func total() -> Item { items.reduce(0, +) }
    mutating func addZero() { items.append(0) }
}
struct Bag: Container { var items: [Double] = [] }
var bag = Bag()
print(bag.total())
bag.addZero()
print(bag.items)
