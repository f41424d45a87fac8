// words, zero, magnitude, signum and bit counts of integer types.
let a: UInt8 = 255
print(a.words, a.words.count, Array(a.words))
print(Int8(-1).words.first!, Int16(-2).words.map { $0 }, Int(-3).words.count)
print(UInt64.max.words.first! == UInt.max)
print(type(of: a.words))
print(a.bitWidth, Int32(7).bitWidth, Int.zero.bitWidth)
print(Int8(-128).magnitude, type(of: Int8(-128).magnitude))
print(Int16(-5).signum(), UInt32(9).signum(), Int(0).signum())
print(Int8.zero, UInt16.min, Int64.max)
print(UInt8(12).isMultiple(of: 4), Int32(-9).isMultiple(of: 3))
print(Int(-8).trailingZeroBitCount, UInt16(1).leadingZeroBitCount, Int8(-1).nonzeroBitCount)
for w in Int32(-1).words { print(w) }
print(a.words.last!, a.words.isEmpty, a.words[0])
debugPrint(a.words)
print(String(describing: Int(5).words))
