// A random value from a one-value range is that value; from an empty range it traps.
let low = 3
print(Int.random(in: low...low), Int.random(in: low..<(low + 1)), Double.random(in: 2.5...2.5))
print(Int.random(in: low..<low))
print("not reached")
