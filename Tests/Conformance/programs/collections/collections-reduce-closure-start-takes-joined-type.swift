// A literal start of reduce takes the type its closure joins it with, even over no elements.
struct Item { var price: Double; var qty: Int }
let cart: [Item] = []
print(cart.reduce(0) { $0 + $1.price * Double($1.qty) })
print(cart.reduce(0) { total, item in total + item.price * Double(item.qty) })
print(cart.reduce(0) { $0 + Double($1.qty) })
print(cart.reduce(0) { max($0, $1.price) })
print(cart.reduce(0) { $0 + ($1.price - 1) })
print(cart.reduce(0) { $0 + $1.qty })
print(cart.reduce(into: 0) { $0 += $1.price * 2 })
let full = [Item(price: 2.5, qty: 2)]
print(full.reduce(0) { $0 + $1.price * Double($1.qty) })
print(full.reduce(0) { max($0, $1.price - 5) })
print(full.reduce(0) { $0 - $1.price })
let a: [Double] = []
print(a.reduce(0) { $0 + $1 * 2 })
print(Array(a).reduce(0, +), Set(a).reduce(0, +))
print("Total: \(cart.reduce(0) { $0 + $1.price })")
