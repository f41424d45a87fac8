// Integer literals in binary, octal, hex, with underscores.
let values = [0b1011, 0o17, 0x1F, 1_000_000, 0xFF_FF, -0x10]
print(values)
let d = 1_000.000_1
print(d)
let hexDouble = 0x1p4
print(hexDouble)
let e = 2.5e3
print(e, 1e-2)
let inferred = 7
let asDouble: Double = 7
print(inferred, asDouble)
print(type(of: 0x10), type(of: 1e2))

