// Tuples destructure, swap and compare element by element.
var (a, b) = (1, 2)
(a, b) = (b, a)
print(a, b)
let point = (x: 3, y: 4)
let (x, _) = point
print(x)
print((1, "b") < (1, "c"), (2, "a") > (1, "z"))
print((1, 2, 3) == (1, 2, 3))
let records = [("b", 2), ("a", 2), ("c", 1)]
print(records.sorted { ($0.1, $0.0) < ($1.1, $1.0) })
for (name, n) in records where n > 1 {
    print(name, n)
}

