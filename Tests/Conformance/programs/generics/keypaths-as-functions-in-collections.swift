// Key paths passed where functions are expected: map, filter, compactMap, grouping, stored closures.
struct Address { var city: String }
struct Person { var name: String; var age: Int; var active: Bool; var address: Address?; var tags: [String] }
let people = [
  Person(name: "Ann", age: 31, active: true, address: Address(city: "Oslo"), tags: ["a"]),
  Person(name: "Bob", age: 25, active: false, address: nil, tags: []),
  Person(name: "Cy", age: 31, active: true, address: Address(city: "Rome"), tags: ["b", "c"]),
]
print(people.map(\.name))
print(people.filter(\.active).map(\.name))
print(people.compactMap(\.address?.city))
print(people.map(\.address?.city))
print(people.allSatisfy(\.active), people.contains(where: \.active))
print(people.flatMap(\.tags))
print(people.map(\.name.count))
let byAge = Dictionary(grouping: people, by: \.age)
for age in byAge.keys.sorted() { print(age, byAge[age]!.map(\.name)) }
let f: (Person) -> String = \.name
print(f(people[1]))
let g = \Person.age
print(people[0][keyPath: g])
print([1, 2, 3].map(\.self))
func apply<T, U>(_ items: [T], _ transform: (T) -> U) -> [U] { items.map(transform) }
print(apply(people, \.age))
struct Box { var getter: (Person) -> Int }
let box = Box(getter: \.age)
print(box.getter(people[2]))
print(people.sorted { $0.age < $1.age }.map(\.name))
print(people.map(\.address).count)
print(people.first.map(\.name) ?? "none")
