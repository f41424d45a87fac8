// Shifting by more than the bit width, or by a negative amount.
let one = 1
print(one << 63)
print(one << 64)
print(one << 70)
print(one >> -2)
print(Int8(1) << 7)
print(Int8(-128) >> 10)
print(UInt8(255) >> 8)
print(UInt8(255) << -1)
print(-1 >> 100)

