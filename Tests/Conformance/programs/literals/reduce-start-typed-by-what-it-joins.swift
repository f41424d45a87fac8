// A literal start of 'reduce' takes the type of what the closure joins it with: the
// elements of a filtered array, or a member read from each element (in the closure, or mapped by a key path).
struct Item {
    let name: String
    let price: Double
    let count: Int
}

let prices = [2.0, 3.0]
print(prices.filter { $0 > 5 }.reduce(0, +))
print(prices.filter { $0 > 2 }.reduce(0, +))
print(prices.sorted().reduce(0) { $0 + $1 })

let cart: [Item] = []
print(cart.reduce(0) { $0 + $1.price })
print(cart.reduce(0) { total, item in total + item.price })
print(cart.reduce(0) { $0 + $1.count })
print(cart.reduce(into: 0) { $0 += $1.price })

let full = [Item(name: "tea", price: 1.5, count: 2), Item(name: "jam", price: 4.25, count: 1)]
print(full.reduce(0) { $0 + $1.price })
print(full.reduce(0) { $0 + $1.count })
print(full.filter { $0.count > 5 }.reduce(0) { $0 + $1.price })
print(full.filter { $0.count > 5 }.first?.price ?? 0)
print(cart.map(\.price).reduce(0, +))
print(cart.map(\.count).reduce(0, +))
print(full.map(\.price).reduce(0, +))
print(cart.map(\.price).max() ?? 0)
