// A stride's bound type comes from the context (`StrideTo<Double>`) or from its bounds
// (`UInt8`, `Int8`), not only from how its literals are written.
let s: StrideTo<Double> = stride(from: 0, to: 3, by: 1)
for x in s { print(x) }
let t: StrideThrough<Double> = stride(from: 0, through: 1, by: 0.5)
print(Array(t))
for x in stride(from: UInt8(0), to: 6, by: 2) { print(x) }
print(Array(stride(from: Int8(3), through: 0, by: -1)))
func show(_ s: StrideTo<Double>) { print(Array(s)) }
show(stride(from: 0, to: 2, by: 1))
print(Array(stride(from: 10, to: 0, by: -3)))
