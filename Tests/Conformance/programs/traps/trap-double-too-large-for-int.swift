// Converting a Double larger than Int.max traps.
let big = 1e19
print(Int(1e18))
print(Int(big))

