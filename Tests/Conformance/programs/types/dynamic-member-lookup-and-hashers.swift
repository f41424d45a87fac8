// @dynamicMemberLookup through a String subscript and through a key path one; a type's own
// hash(into:) feeding Hasher.combine, with == to match, decides set and dictionary membership.
@dynamicMemberLookup
struct Settings {
    var values: [String: String]
    subscript(dynamicMember key: String) -> String { values[key, default: "?"] }
}
let settings = Settings(values: ["theme": "dark"])
print(settings.theme, settings.font)
@dynamicMemberLookup
struct Wrapper<T> {
    var wrapped: T
    subscript<U>(dynamicMember keyPath: KeyPath<T, U>) -> U { wrapped[keyPath: keyPath] }
}
struct Inner { var count = 3; var name = "in" }
let wrapper = Wrapper(wrapped: Inner())
print(wrapper.count, wrapper.name)
struct Person: Hashable {
    var id: Int
    var nickname: String
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    static func == (lhs: Person, rhs: Person) -> Bool { lhs.id == rhs.id }
}
let people: Set = [Person(id: 1, nickname: "a"), Person(id: 1, nickname: "b"), Person(id: 2, nickname: "c")]
print(people.count, people.contains(Person(id: 2, nickname: "z")))
var visits: [Person: Int] = [:]
visits[Person(id: 1, nickname: "x"), default: 0] += 1
visits[Person(id: 1, nickname: "y"), default: 0] += 1
print(visits.count, visits[Person(id: 1, nickname: "")] ?? 0)
struct Point: Hashable {
    var x: Int, y: Int
    func hash(into hasher: inout Hasher) { hasher.combine(x); hasher.combine(y) }
}
print(Set([Point(x: 1, y: 2), Point(x: 1, y: 2), Point(x: 2, y: 1)]).count)
