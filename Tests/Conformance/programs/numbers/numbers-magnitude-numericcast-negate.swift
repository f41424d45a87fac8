// A literal's magnitude negated is a Double (UInt has no prefix minus); numericCast converts
// to the integer type the context asks for; negate(), exponent and significand.
print(-5.magnitude, -(5).magnitude, (-5).magnitude, -7.5.magnitude, -0x10.magnitude)
print(Int8(-128).magnitude, type(of: Int8(-128).magnitude), (-3).magnitude, type(of: (-3).magnitude))
let count = [1, 2, 3].count
let small: UInt16 = numericCast(count)
let wide: Int64 = numericCast(small)
func widen<T: BinaryInteger>(_ x: T) -> Int { numericCast(x) }
print(small, type(of: small), wide, type(of: wide), widen(UInt8(200)), widen(Int8(-3)))
var i = 5
i.negate()
var d = 2.5
d.negate()
var f: Float = 1.5
f.negate()
print(i, d, f)
print(1024.0.exponent, 0.1.significand, Float(3).exponent, 1.0.exponent, 0.75.significand)
