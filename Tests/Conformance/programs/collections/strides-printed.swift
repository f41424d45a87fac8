// A stride prints as its type, fully qualified (its mirror has no children).
let s = stride(from: 0, to: 10, by: 3)
print(s)
print(stride(from: 0.0, through: 1.0, by: 0.5))
print("\(s)")
print(Array(s))
let f: Float = 1
for x in stride(from: f, to: 2, by: 0.5) { print(x) }
print(stride(from: 0, through: 1, by: 0.5))
let a = 0
print(stride(from: a, to: 5, by: 2))
