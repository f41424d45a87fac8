// Bit counts, byte order, magnitude and shifts in every integer width.
let a: UInt16 = 0x0F00
print(a.nonzeroBitCount, a.leadingZeroBitCount, a.trailingZeroBitCount)
let b: Int32 = -1
print(b.nonzeroBitCount, b.leadingZeroBitCount, Int32(0).trailingZeroBitCount)
print(UInt32(0x1234_5678).byteSwapped == 0x7856_3412, Int16(0x0102).bigEndian)
print(Int8(-100).magnitude, Int16.min.magnitude, type(of: Int64(-5).magnitude))
let amount: UInt8 = 3
print(Int8(5) << amount, 40 >> amount, UInt64(1) << 63)
print(Int16(-32768) >> 15, UInt16(1) &<< 17, Int8(64) &>> 9)
print(Int32(exactly: 3.0) as Any, Int32(exactly: 3.5) as Any, UInt8(exactly: -1) as Any)
print(Int(exactly: 1e3) as Any, Int(exactly: Int8(-3)) as Any)
print(UInt8(bitPattern: Int8(-1)), Int32(bitPattern: UInt32.max))
print(UInt8(200).addingReportingOverflow(100), Int16.max.multipliedReportingOverflow(by: 2))
