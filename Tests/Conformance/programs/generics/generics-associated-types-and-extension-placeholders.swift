// Associated types and the Element of standard collections inside generic code and extensions.
protocol Store {
    associatedtype Value
    var values: [Value] { get set }
    func describe(_ value: Value) -> String
}
extension Store {
    var described: [String] { values.map { describe($0) } }
    mutating func insert(_ value: Value) { values.append(value) }
}
struct Scores: Store {
    var values: [Int] = []
    func describe(_ value: Int) -> String { "\(value) pts" }
}
struct Tags: Store {
    var values: [String] = ["new"]
    func describe(_ value: String) -> String { "#" + value }
}
func firstTwo<S: Store>(_ store: S) -> [S.Value] { Array(store.values.prefix(2)) }

extension Array where Element: Comparable {
    func isAscending() -> Bool { zip(self, dropFirst()).allSatisfy { $0 <= $1 } }
}
extension Sequence where Element == String {
    func shout() -> [String] { map { $0.uppercased() + "!" } }
}
extension Optional where Wrapped == Int {
    var orZero: Int { self ?? 0 }
}

var scores = Scores()
scores.insert(4)
scores.insert(9)
scores.insert(1)
var tags = Tags()
tags.insert("swift")
print(scores.described, tags.described)
print(firstTwo(scores), firstTwo(tags))
print([1, 2, 2].isAscending(), ["b", "a"].isAscending())
print(["hi", "yo"].shout())
let missing: Int? = nil
print(missing.orZero, Optional(5).orZero)
