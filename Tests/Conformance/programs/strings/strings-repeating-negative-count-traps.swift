// String(repeating:count:) with a negative count traps (it made an empty string).
let width = 3
print(String(repeating: "=", count: width) + "|")
print(String(repeating: "ab", count: 0) + "|")
let padding = width - 5
print(String(repeating: " ", count: padding) + "|")
print("not reached")
