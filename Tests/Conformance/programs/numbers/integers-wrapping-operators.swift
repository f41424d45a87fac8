// &+, &- and &* wrap around instead of trapping.
let big = Int8.max
print(big &+ 1)
print(Int8.min &- 1)
print(Int8(100) &* 3)
print(UInt8(0) &- 1)
print(UInt8(200) &+ 100)
print(Int.max &+ 1 == Int.min)
var x: UInt16 = 65_000
for _ in 0..<3 {
    x = x &+ 300
    print(x)
}
print(Int32.max &* 2)

