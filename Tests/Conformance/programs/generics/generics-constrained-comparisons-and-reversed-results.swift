func bigger<T>(_ a: T, _ b: T) -> T where T: Comparable { a > b ? a : b }
func same<T: Hashable>(_ a: T, _ b: T) -> Bool { a == b }
func has<T: Equatable>(_ xs: [T], _ x: T) -> Bool { xs.contains(x) }
func top<T: Comparable>(_ xs: [T]) -> [T] { xs.sorted().reversed() }
func count<T>(_ xs: [T], where p: (T) -> Bool) -> Int { xs.filter(p).count }
func any<T>(_ xs: [T], _ p: (T) -> Bool) -> Bool { xs.contains(where: p) }
func pairUp<T, U: Comparable>(_ a: T, _ b: U, _ c: U) -> (T, Bool) { (a, b < c) }
struct Box<T> { var v: T }
extension Box where T: Comparable { func less(_ o: Box) -> Bool { v < o.v } }
func firstOf<T: Collection>(_ c: T) -> T.Element? where T.Element: Comparable { c.min() }
print(bigger(1, 2), same("a", "a"), has([1], 1), top([1, 3, 2]), count([1, 2], where: { $0 > 1 }), any([1], { $0 == 1 }))
print(pairUp("x", 1, 2), Box(v: 1).less(Box(v: 2)), firstOf([3, 1]) as Any)
func topReturned<T: Comparable>(_ xs: [T]) -> [T] { return xs.sorted().reversed() }
print(topReturned([1, 3, 2]))
