// max() and max(by:) keep the first of equal maxima, min the first of equal minima; the free
// max(_:_:) takes the later of equal arguments (y >= x ? y : x).
struct S: Comparable { let key: Int; let tag: String; static func < (a: S, b: S) -> Bool { a.key < b.key } }
let xs = [S(key: 2, tag: "a"), S(key: 1, tag: "b"), S(key: 2, tag: "c"), S(key: 1, tag: "d")]
print(xs.max()!.tag, xs.min()!.tag, xs.max { $0.key < $1.key }!.tag, xs.min { $0.key < $1.key }!.tag)
print(max(xs[0], xs[2]).tag, min(xs[1], xs[3]).tag, max(xs[0], xs[1], xs[2]).tag, min(xs[1], xs[0], xs[3]).tag)
print([0.0, -0.0].max()!, [-0.0, 0.0].max()!, [0.0, -0.0].min()!, [-0.0, 0.0].min()!)
print(xs.sorted().map(\.tag), xs.sorted(by: >).map(\.tag))
let d = ["x": 1, "y": 1]
print(d.max { $0.value < $1.value }!.value)
print(["bb", "a", "cc"].max { $0.count < $1.count }!, ["bb", "a", "cc", "d"].min { $0.count < $1.count }!)
