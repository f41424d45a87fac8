// Properties of integer types: bitWidth, isSigned, byteSwapped.
print(Int8.bitWidth, Int.bitWidth, UInt16.bitWidth)
print(Int8.isSigned, UInt8.isSigned)
print(UInt16(0x1234).byteSwapped == 0x3412)
print(Int32(1).bigEndian == Int32(1).byteSwapped)
print(UInt8.max.description, Int16.min.description)
print((255 as UInt8).words.first!)
print(MemoryLayout<Int16>.size, MemoryLayout<Double>.size, MemoryLayout<Bool>.size)

