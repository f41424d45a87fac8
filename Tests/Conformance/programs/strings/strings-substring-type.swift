// Substring is its own type; String(…) makes a copy.
let full = "Hello, playground"
let sub = full.prefix(5)
print(sub, type(of: sub))
let copy = String(sub)
print(copy, type(of: copy))
print(sub == "Hello", sub.count)
print(full[full.startIndex..<full.index(full.startIndex, offsetBy: 2)])
print([sub, "x"])
print(String(reflecting: sub))

