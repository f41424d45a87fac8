// Remainders of doubles.
print(7.5.truncatingRemainder(dividingBy: 2))
print((-7.5).truncatingRemainder(dividingBy: 2))
print(7.5.remainder(dividingBy: 2))
print(10.0.remainder(dividingBy: 3))
print(5.0.squareRoot(), 2.0.squareRoot() * 2.0.squareRoot())
print(Double(2).magnitude, (-3.5).magnitude)
print((-0.0).sign, (1.0).sign)
print(3.7.nextUp > 3.7, 1.0.ulp)

