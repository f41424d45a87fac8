// A literal written for an extension's placeholder (Element, Value, Wrapped) takes the receiver's type.
extension Collection where Element: Numeric {
    func total() -> Element { reduce(0, +) }
    func show() { print(reduce(0, +)) }
    func zeroes() -> [Element] { map { _ in 0 } }
}
extension Sequence where Element: FloatingPoint {
    func average() -> Element {
        var sum: Element = 0
        var count: Element = 0
        for x in self { sum += x; count += 1 }
        return count == 0 ? 0 : sum / count
    }
}
let e: [Double] = []
print(e.total(), e.average(), [1.5].zeroes())
e.show()
let s: Set<Double> = []
s.show()
print(s.total())
e[0..<0].show()
[1, 2].show()
extension Dictionary where Value: Numeric {
    func sumValues() -> Value { values.reduce(0, +) }
    mutating func bump(_ key: Key) { self[key, default: 0] += 1 }
}
var d: [String: Double] = [:]
print(d.sumValues())
d.bump("a")
print(d)
var counts: [String: Int] = [:]
counts.bump("b")
print(counts)
extension Optional where Wrapped: Numeric {
    var orZero: Wrapped { self ?? 0 }
}
let o: Double? = nil
let p: Int? = nil
print(o.orZero, p.orZero)
