// where clauses on functions and extensions.
func allEqual<C: Collection>(_ c: C) -> Bool where C.Element: Equatable {
    guard let first = c.first else { return true }
    return c.allSatisfy { $0 == first }
}
extension Array where Element == Int {
    var total: Int { reduce(0, +) }
}
extension Collection where Element: Numeric {
    func scaled(by k: Element) -> [Element] { map { $0 * k } }
}

print(allEqual([1, 1, 1]), allEqual("aab"), allEqual([String]()))
print([1, 2, 3].total)
print([1.5, 2].scaled(by: 2))
print([3, 4].scaled(by: -1))

