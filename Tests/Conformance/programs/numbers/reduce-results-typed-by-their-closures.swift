struct Item { var price: Double; var qty: Int }
let items = [Item(price: 1.5, qty: 2), Item(price: 2.0, qty: 1)]
let total = items.reduce(0) { $0 + $1.price * Double($1.qty) }
let avg = total / Double(items.count)
let t2 = items.reduce(0, { $0 + $1.price })
let q = items.reduce(0) { $0 + $1.qty }
let mixed = t2 * 2 + avg
let sums = items.map(\.price).reduce(0, +) / 2
var running = 0.0
running = items.reduce(running) { $0 + $1.price }
let best = items.max { $0.price < $1.price }!.price + 1
let f = items.first?.price ?? 0
let g = f * 3
let h: Double = items.reduce(0) { $0 + $1.price }
let dict = Dictionary(grouping: items, by: { $0.qty })
let k = dict[2]?.first?.price ?? 0
let s = items.reduce(into: 0.0) { $0 += $1.price }
let c = Double(q) * s
print(total, avg, t2, q, mixed, sums, running, best, f, g, h, k, s, c)
