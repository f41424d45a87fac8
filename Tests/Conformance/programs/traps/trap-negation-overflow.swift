// Negating Int8.min overflows.
func flip(_ x: Int8) -> Int8 { -x }
print(flip(-127))
print(flip(-128))

