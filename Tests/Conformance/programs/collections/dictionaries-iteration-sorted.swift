// Iterating a dictionary in a chosen order.
let ages = ["zoe": 20, "adam": 40, "mia": 30]
for (name, age) in ages.sorted(by: { $0.key < $1.key }) {
    print(name, age)
}
for name in ages.keys.sorted(by: >) {
    print(name)
}
print(ages.values.sorted())
print(ages.count, ages.isEmpty, ages["adam"] ?? 0)
let single = ["only": 1]
print(single, single.first!.key, single.first!.value)

