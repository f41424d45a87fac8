// Key paths with optional chaining, writes through [keyPath:], arrays of KeyPath and printing them.
struct Address { var city: String; var zip: String? }
struct Person { var name: String; var age: Int; var address: Address? }
var p = Person(name: "Ann", age: 31, address: Address(city: "Oslo", zip: nil))
let kp = \Person.address?.city
print(kp)
print(\Person.name, \Person.address?.zip)
print(p[keyPath: kp] as Any)
print(p[keyPath: \.address?.zip] as Any)
p[keyPath: \.age] = 40
print(p.age)
let paths: [KeyPath<Person, Int>] = [\.age, \.name.count]
for path in paths { print(p[keyPath: path]) }
print(\Person.age == \Person.age, \Person.age == \Person.name.count)
let cities = [p, Person(name: "B", age: 1, address: nil)].map(\.address?.city)
print(cities)
let nums = [[1, 2], [], [3]]
print(nums.map(\.count), nums.map(\.first), nums.filter(\.isEmpty).count)
print(nums.compactMap(\.last))
print(["a", "bb"].map(\.count).reduce(0, +))
let mapper: (Person) -> Int? = \.address?.city.count
print(mapper(p) as Any)
