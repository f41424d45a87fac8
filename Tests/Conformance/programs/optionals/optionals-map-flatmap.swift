// Optional.map and flatMap.
let s: String? = "12"
let none: String? = nil

print(s.map { $0.count } as Any)
print(none.map { $0.count } as Any)
print(s.flatMap { Int($0) } as Any)
print(s.map { Int($0) } as Any)
print(Optional("x").flatMap { Int($0) } as Any)
let doubled = s.flatMap(Int.init).map { $0 * 2 }
print(doubled ?? -1)

