// Generic type aliases stand for their type with the arguments put in.
typealias Pair<T> = (first: T, second: T)
typealias Callback<Input> = (Input) -> Void
typealias Lookup<Value> = [String: Value]
typealias Matrix<Element> = [[Element]]
typealias Transform<A, B> = (A) -> B
struct Box<T> { var item: T }
typealias Shelf<T> = [Box<T>]

func ordered<T: Comparable>(_ pair: Pair<T>) -> Pair<T> {
    pair.first <= pair.second ? pair : (pair.second, pair.first)
}
let p: Pair<Int> = (9, 4)
print(ordered(p), ordered((first: "b", second: "c")), type(of: p))
var log: [String] = []
let record: Callback<String> = { log.append($0) }
record("one"); record("two")
print(log)
var ages: Lookup<Int> = ["ana": 30]
ages["bo", default: 0] += 41
print(ages.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }, type(of: ages))
let grid: Matrix<Character> = [["a", "b"], ["c", "d"]]
print(grid.map { String($0) }, type(of: grid))
let length: Transform<String, Int> = { $0.count }
print(["hey", "hello"].map(length), Transform<Int, String>.self)
let shelf: Shelf<Double> = [Box(item: 1.5), Box(item: 2.25)]
print(shelf.map(\.item), shelf.count)
