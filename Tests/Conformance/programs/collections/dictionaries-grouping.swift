// Dictionary(grouping:) keyed by a property, printed in key order.
let names = ["Ann", "Bob", "Alice", "Carl", "Bea"]
let byInitial = Dictionary(grouping: names) { $0.first! }
for key in byInitial.keys.sorted() {
    print(key, byInitial[key]!)
}
let byLength = Dictionary(grouping: names, by: \.count)
print(byLength.keys.sorted())
print(byLength[3]!)

