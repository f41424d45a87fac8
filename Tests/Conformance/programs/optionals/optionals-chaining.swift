// Optional chaining through properties, methods and subscripts.
struct Address {
    var city: String
    func shout() -> String { city.uppercased() }
}
struct Person {
    var name: String
    var address: Address?
    var tags: [String]?
}

let p1 = Person(name: "Ann", address: Address(city: "Oslo"), tags: ["x", "y"])
let p2 = Person(name: "Bo", address: nil, tags: nil)

print(p1.address?.city as Any)
print(p2.address?.city as Any)
print(p1.address?.shout() as Any)
print(p1.tags?[1] as Any)
print(p2.tags?.count as Any)
print(p1.tags?.first?.uppercased() ?? "-")
print((p2.address?.city.count ?? 0) + 1)

