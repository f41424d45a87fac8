// enumerated gives offsets; zip pairs two sequences and stops at the shorter.
let fruits = ["apple", "pear", "plum"]
for (i, f) in fruits.enumerated() {
    print(i, f)
}
let prices = [1.5, 2.25]
for (f, p) in zip(fruits, prices) {
    print(f, p)
}
print(Array(zip(1..., fruits)))
print(zip(fruits, prices).map { "\($0)=\($1)" })
print(Array(fruits.enumerated()).count)

