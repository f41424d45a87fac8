// Repeated addition and multiplication show floating-point rounding.
var total = 0.0
for _ in 0..<10 {
    total += 0.1
}
print(total)
print(total == 1.0)
print(abs(total - 1.0) < 1e-9)
print(0.1 * 3)
print(1.1 * 1.1)
print(100.0 * 1.1)
print(3.0 * (1.0 / 3.0))
print(1e16 + 1)
print(9007199254740993.0)

