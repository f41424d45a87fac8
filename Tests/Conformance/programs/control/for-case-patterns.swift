// for case with optional and enum patterns.
let maybes: [Int?] = [1, nil, 3, nil, 5]
for case let n? in maybes {
    print("value", n)
}
for case nil in maybes {
    print("a nil")
}
enum Shape { case dot, line(Int), box(Int, Int) }
let shapes: [Shape] = [.dot, .line(3), .box(2, 4), .line(7)]
for case .line(let length) in shapes where length > 5 {
    print("long line", length)
}
var area = 0
for case let .box(w, h) in shapes { area += w * h }
print("box area", area)

