// Bools and expressions interpolated in strings.
let yes = true
let no = !yes
print(yes, no)
print("\(yes) && \(no) = \(yes && no)")
print("2 + 3 = \(2 + 3)")
print("nested: \("inner \(1 + 1)")")
print("ternary: \(yes ? "on" : "off")")
print("array: \([1, 2].map { $0 * 10 })")
print("double: \(1.0 / 4)")
print(String(true), Bool("false")!, Bool("yes") as Any)

