// Converting between strings and numbers.
print(String(42), String(-7), String(3.5), String(true))
print(Int("42")! + 1)
print(Double("2.5")! * 2)
print(String(describing: 1e10))
print("\(0.1 + 0.2)")
print(String(1_000_000))
print(Int("0042") as Any, Int("4_2") as Any)
print(Float("1.1") as Any)
print(String(UInt8(255)), String(Int8(-128)))

