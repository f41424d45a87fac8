// reduce(0, +) over a lazy view or a key path's map of a dictionary starts from the element type.
let d: [String: Double] = [:]
print(d.map(\.value).reduce(0, +))
print(d.reduce(0) { $0 + $1.value })
let a: [Double] = []
print(a.lazy.map { $0 * 2 }.reduce(0, +))
print(a.lazy.filter { $0 > 0 }.reduce(0, +))
print(a.reversed().map { $0 + 1 }.reduce(0, +))
let b = [1.5, 2.5]
print(b.lazy.map { $0 * 2 }.reduce(0, +), b.lazy.filter { $0 > 2 }.reduce(0, +))
