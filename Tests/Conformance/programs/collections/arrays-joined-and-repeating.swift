// Joining arrays of strings and repeating values.
let parts = ["usr", "local", "bin"]
print("/" + parts.joined(separator: "/"))
print(parts.joined())
print([[1, 2], [3]].joined().map { $0 })
print(Array(repeating: "ab", count: 3))
print([[1], [2, 3]].joined(separator: [0]).map { $0 })
print(parts.map { $0.count }.map(String.init).joined(separator: "+"))

