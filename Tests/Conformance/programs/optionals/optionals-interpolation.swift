// Interpolating an optional writes Optional(…); describing it explicitly does the same.
let name: String? = "Ada"
let age: Int? = nil

print("name: \(String(describing: name))")
print("age: \(String(describing: age))")
print("name: \(name ?? "unknown")")
print("age: \(age.map(String.init) ?? "unknown")")
if let name {
    print("hello, \(name)")
}
let described = "\(name as Any)"
print(described, described.count)

