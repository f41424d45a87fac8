// mapValues, filter and sorting by value.
let prices = ["tea": 3, "cake": 5, "water": 1]
let doubled = prices.mapValues { $0 * 2 }
for (k, v) in doubled.sorted(by: { $0.key < $1.key }) {
    print(k, v)
}
let cheap = prices.filter { $0.value < 4 }
print(cheap.keys.sorted())
print(prices.sorted { $0.value > $1.value }.map(\.key))
print(prices.values.reduce(0, +))
print(prices.min { $0.value < $1.value }!.key)

