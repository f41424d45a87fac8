struct Person { let name: String; let age: Int }
let people = [Person(name: "Zoe", age: 30), Person(name: "Adam", age: 25), Person(name: "Mia", age: 30),
              Person(name: "Bob", age: 25), Person(name: "Eve", age: 35)]
print(people.sorted { $0.age < $1.age }.map(\.name))
print(people.sorted { $0.age > $1.age }.map(\.name))
print(people.sorted { ($0.age, $0.name) < ($1.age, $1.name) }.map { "\($0.name)(\($0.age))" })
var copy = people
copy.sort { $0.name < $1.name }
print(copy.map(\.name), copy.first!.name, copy.last!.age)
let byAge = Dictionary(grouping: people, by: \.age)
for age in byAge.keys.sorted() { print(age, byAge[age]!.map(\.name)) }
print(people.min { $0.age < $1.age }!.name, people.max { $0.age < $1.age }!.name)
print(people.map(\.age).reduce(0, +) / people.count, Set(people.map(\.age)).sorted())
let words = ["banana", "Apple", "cherry", "apple", "Banana"]
print(words.sorted(), words.sorted(by: >))
print(words.sorted { $0.lowercased() < $1.lowercased() })
print(words.map { $0.lowercased() }.sorted().first!, Array(Set(words.map { $0.lowercased() })).sorted())
let chars: [Character] = ["b", "A", "a", "B", "1", " "]
print(chars.sorted(), chars.sorted().map { $0.asciiValue! })
print([3, 1, 2].sorted(by: <), [0.5, -1, 2].sorted(), ["b", "a"].sorted(by: <))
print([(2, "b"), (1, "z"), (2, "a")].sorted { $0 < $1 })
