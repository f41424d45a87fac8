// Converting between integer types: exactly, truncating, clamping.
print(Int8(exactly: 100) as Any)
print(Int8(exactly: 300) as Any)
print(Int8(truncatingIfNeeded: 300))
print(Int8(truncatingIfNeeded: -129))
print(UInt8(truncatingIfNeeded: -1))
print(Int8(clamping: 1000), Int8(clamping: -1000))
print(UInt8(clamping: -5))
print(Int(Int8.min), UInt16(UInt8.max))
print(Int64(Int32.max) + 1)
print(UInt32(exactly: -1) as Any)
print(Int16(bitPattern: 0xFFFF), UInt8(bitPattern: -2))

