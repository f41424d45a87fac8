// Generic functions and extensions that take KeyPath parameters, as sorting helpers do.
struct Book {
    var title: String
    var year: Int
    var rating: Double
}

extension Sequence {
    func sorted<Value: Comparable>(by keyPath: KeyPath<Element, Value>, ascending: Bool = true) -> [Element] {
        sorted { ascending ? $0[keyPath: keyPath] < $1[keyPath: keyPath] : $0[keyPath: keyPath] > $1[keyPath: keyPath] }
    }
    func sum<Value: AdditiveArithmetic>(of keyPath: KeyPath<Element, Value>) -> Value {
        reduce(.zero) { $0 + $1[keyPath: keyPath] }
    }
}

func pluck<T, V>(_ items: [T], _ path: KeyPath<T, V>) -> [V] {
    items.map { $0[keyPath: path] }
}

func update<T>(_ item: inout T, _ path: WritableKeyPath<T, Int>, by delta: Int) {
    item[keyPath: path] += delta
}

let shelf = [
    Book(title: "Dune", year: 1965, rating: 4.5),
    Book(title: "Persuasion", year: 1817, rating: 3.9),
    Book(title: "Solaris", year: 1961, rating: 4.1),
]
print(shelf.sorted(by: \.year).map(\.title))
print(shelf.sorted(by: \.rating, ascending: false).map(\.title))
print(shelf.sorted(by: \.title.count).map(\.title))
print(shelf.sum(of: \.year), shelf.sum(of: \.rating))
print(pluck(shelf, \.title), pluck(shelf, \Book.year))
var first = shelf[0]
update(&first, \.year, by: 10)
print(first.year, shelf[0].year)
let path: KeyPath<Book, String> = \.title
print(shelf.map { $0[keyPath: path].uppercased() })
