// Literal types are inferred from context.
let a = 1 + 2.5
print(a, type(of: a))
let b: Float = 3
print(b, type(of: b))
let c = 10 / 4
let d = 10 / 4.0
print(c, d)
let e: Double = 10 / 4
print(e)
let ints = [1, 2, 3]
let total = Double(ints.reduce(0, +)) * 0.5
print(total)
let u: UInt8 = 200 + 55
print(u)
let big: Int64 = 1 << 40
print(big)

