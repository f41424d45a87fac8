// A negative index traps like any out-of-range index.
var items = ["a", "b"]
let index = items.firstIndex(of: "z") ?? -1
print("index", index)
items[index] = "c"
print(items)

