extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
extension Collection {
    subscript(checked i: Index) -> Element? { indices.contains(i) ? self[i] : nil }
}
extension String {
    subscript(i: Int) -> Character { self[index(startIndex, offsetBy: i)] }
    subscript(r: Range<Int>) -> String {
        let s = index(startIndex, offsetBy: r.lowerBound)
        let e = index(startIndex, offsetBy: r.upperBound)
        return String(self[s..<e])
    }
}
extension Dictionary {
    subscript(key: Key, or fallback: Value) -> Value { self[key] ?? fallback }
}
let a = [10, 20, 30]
print(a[safe: 1] as Any, a[safe: 5] as Any, a[checked: 2] as Any, a[checked: 3] as Any)
let s = "swift"
print(s[0], s[4], s[1..<3])
let d = ["a": 1]
print(d["a", or: 0], d["z", or: -1])
var grid = [[1, 2], [3, 4]]
print(grid[safe: 1]?[safe: 0] as Any)
extension Collection {
    var secondIndex: Index? { indices.count > 1 ? index(after: startIndex) : nil }
    func describeIndices() -> String { "\(indices.count) indices" }
}
print([1, 2, 3].describeIndices(), "ab".describeIndices())
print([5].secondIndex as Any, [5, 6].secondIndex as Any)
