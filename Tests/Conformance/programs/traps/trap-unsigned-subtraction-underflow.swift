// Subtracting below zero from a UInt traps.
func remaining(_ total: UInt, _ used: UInt) -> UInt { total - used }
print(remaining(10, 3))
print(remaining(3, 10))
print("never printed")

