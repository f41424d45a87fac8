// Key paths read and write properties.
struct User {
    var name: String
    var age: Int
    var address: Address
}
struct Address {
    var city: String
}

var users = [
    User(name: "Ann", age: 31, address: Address(city: "Rome")),
    User(name: "Bo", age: 25, address: Address(city: "Oslo")),
]
print(users.map(\.name))
print(users.map(\.address.city))
let agePath = \User.age
print(users[0][keyPath: agePath])
users[1][keyPath: \.age] += 1
print(users[1].age)
print(users.sorted { $0[keyPath: agePath] < $1[keyPath: agePath] }.map(\.name))
print(users.map(\.age).reduce(0, +))

