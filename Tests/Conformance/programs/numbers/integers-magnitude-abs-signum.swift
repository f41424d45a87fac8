// abs, magnitude, signum, negation, min and max.
let values = [-7, 0, 12, Int.min + 1]
for v in values {
    print(v, abs(v), v.magnitude, v.signum(), -v)
}
print(Int8(-128).magnitude, type(of: Int8(-128).magnitude))
print(min(3, 9, -2), max(3, 9, -2))
print(min("pear", "apple"), max(2.5, 1.0))

