// A class with CustomStringConvertible, and a subclass overriding description.
class Item: CustomStringConvertible {
    let name: String
    init(name: String) { self.name = name }
    var description: String { "Item(\(name))" }
}
final class PricedItem: Item {
    let price: Int
    init(name: String, price: Int) {
        self.price = price
        super.init(name: name)
    }
    override var description: String { super.description + " $\(price)" }
}

let items: [Item] = [Item(name: "pen"), PricedItem(name: "book", price: 12)]
print(items)
for i in items { print(i) }
print("\(items[1])")

