// An array or dictionary literal passed where a generic function expects [T] or [K: V]
// takes the literals' own type ([Double] when a float meets integers), and nested literals
// agree on one type.
func show<T>(_ xs: [T]) { print(xs, T.self) }
show([1.5, 2])
show([1, 2])

func joined<T: CustomStringConvertible>(_ xs: [T], by separator: String = ",") -> String {
    xs.map { $0.description }.joined(separator: separator)
}
print(joined([1.5, 2]), joined(["a", "b"], by: "-"))

func optionals<T>(_ xs: [T?]) { print(xs) }
optionals([1, nil, 2.5])

func nested<T>(_ xs: [[T]]) { print(xs) }
nested([[1, 2.5], [3]])

func pairs<K, V>(_ d: [K: V]) { print(d.sorted { "\($0.key)" < "\($1.key)" }.map { "\($0.key)=\($0.value)" }) }
pairs([1: 1.5, 2: 2])
pairs(["a": [1, 2.5]])

func total<T: Numeric>(_ xs: [T]) -> T {
    var r: [T] = [0]
    r.append(contentsOf: xs)
    return r.reduce(0, +)
}
print(total([1.5, 2]), total([1, 2]))

func anything<T>(_ x: T) { print(x) }
anything([1, 2.5])
anything([[1], [2.5]])

let grid = [[1, 2.5], [3]]
let tables = [[1: 2.5], [2: 3]]
print(grid, tables)
