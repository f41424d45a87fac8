// Converting a negative Int to UInt traps.
func toUnsigned(_ n: Int) -> UInt { UInt(n) }
print(toUnsigned(5))
print(toUnsigned(-5))

