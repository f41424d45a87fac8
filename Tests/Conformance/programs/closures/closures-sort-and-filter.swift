// Closures passed to sort, filter, map, in their short forms.
let names = ["Chris", "Alex", "Ewa", "Barry", "Daniella"]
print(names.sorted())
print(names.sorted(by: { (a: String, b: String) -> Bool in a > b }))
print(names.sorted { $0.count < $1.count })
print(names.filter { $0.count > 4 })
print(names.map { $0.lowercased() })
print(names.map { name in name.prefix(2) })
let byLength = names.sorted { a, b in
    if a.count != b.count { return a.count < b.count }
    return a < b
}
print(byLength)

