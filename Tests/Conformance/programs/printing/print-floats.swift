// Float's description differs from Double's.
let f: Float = 0.1
let g: Float = 1.0 / 3.0
print(f)
print(g)
print(Double(f))
print(Float.pi)
print(Float(16777217))
print(Float(1e10))
print([Float(1.5), 2])
print(Float.greatestFiniteMagnitude)
let sum: Float = 0.1 + 0.2
print(sum)
print(Float(2.5) * 2, Float(-2.5) / 2)

