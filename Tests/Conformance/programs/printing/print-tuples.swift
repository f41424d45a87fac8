// Tuples, labeled and unlabeled, printed.
let pair = (1, "one")
let labeled = (x: 3, y: 4.0)
let mixed = (name: "z", 7)
let nested = ((1, 2), (a: true, b: "s"))

print(pair)
print(labeled)
print(mixed)
print(nested)
print(String(reflecting: pair))
print(labeled.x, labeled.1)
print([(1, "a"), (2, "b")].map { "\($0.0)\($0.1)" })
let empty = ()
print(empty)

