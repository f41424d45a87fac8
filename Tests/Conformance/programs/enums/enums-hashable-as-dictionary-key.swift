// Enums as dictionary keys; printed in sorted order.
enum Fruit: String, CaseIterable {
    case apple, banana, cherry
}

var stock: [Fruit: Int] = [:]
for (i, f) in Fruit.allCases.enumerated() {
    stock[f] = (i + 1) * 10
}
stock[.banana, default: 0] += 5
for f in stock.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
    print(f, stock[f]!)
}
print(stock.count)
print(stock[.cherry] as Any)
print([Fruit.apple: 1])

