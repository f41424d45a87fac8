// Bitwise operators and shifts on signed and unsigned integers.
let a: UInt8 = 0b1100_1010
let b: UInt8 = 0b1010_0110
print(a & b, a | b, a ^ b, ~a)
print(a << 1, a >> 3)
print(String(a, radix: 2), String(~a, radix: 2))
let s: Int8 = -16
print(s >> 2, s << 2)
print(1 << 10, 1024 >> 11)
print(5.nonzeroBitCount, 8.trailingZeroBitCount, UInt8(1).leadingZeroBitCount)
print(Int8(-1) >> 7)
print(0xFF & 0x0F, 0xF0 | 0x0F)

