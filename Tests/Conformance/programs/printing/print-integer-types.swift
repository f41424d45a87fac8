// Every fixed-width integer type prints its bounds as plain digits.
print(Int8.min, Int8.max)
print(Int16.min, Int16.max)
print(Int32.min, Int32.max)
print(Int64.min, Int64.max)
print(UInt8.min, UInt8.max)
print(UInt16.max, UInt32.max)
print(UInt64.max)
print(Int.max, Int.min)
print(UInt.max)
let small: Int8 = -5
print(small, String(reflecting: small), type(of: small))
print([UInt8(1), 2, 255])

