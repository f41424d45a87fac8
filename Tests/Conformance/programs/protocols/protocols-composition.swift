// Protocol composition with &.
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
struct Person: Named, Aged {
    var name: String
    var age: Int
}
func card(_ who: any Named & Aged) -> String { "\(who.name), \(who.age)" }
func oldest<T: Named & Aged>(_ people: [T]) -> String {
    people.max { $0.age < $1.age }?.name ?? "nobody"
}

let people = [Person(name: "Ann", age: 30), Person(name: "Bo", age: 41)]
print(people.map(card))
print(oldest(people))
print(oldest([Person]()))

