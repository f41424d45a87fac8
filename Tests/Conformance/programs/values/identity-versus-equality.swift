// === compares identity; == compares what Equatable says.
final class Tag: Equatable {
    let name: String
    init(_ name: String) { self.name = name }
    static func == (a: Tag, b: Tag) -> Bool { a.name == b.name }
}

let x = Tag("x")
let y = Tag("x")
let z = x
print(x == y, x === y)
print(x == z, x === z)
print(x !== y)
let tags = [x, y]
print(tags.firstIndex(of: y)!, tags.firstIndex { $0 === y }!)

