// Int(_:) truncates a Double toward zero; exactly returns nil for fractions.
print(Int(3.9), Int(-3.9), Int(0.999))
print(Int(exactly: 4.0) as Any)
print(Int(exactly: 4.5) as Any)
print(Double(7) / 2, Double(7 / 2))
print(Int(1e18))
let avg = Double([3, 4, 4].reduce(0, +)) / 3
print(avg)
print(Int(avg * 100))
print(Int8(100.7), UInt(3.99))

