// Descriptions of common computed doubles.
let prices = [19.99, 5.01, 0.1]
print(prices.reduce(0, +))
print(19.99 * 3)
print(1.0 / 7)
print(2.0 / 3 * 3)
print(100.0 / 3)
print(Double(Int.max))
print(Double(1 << 53) + 1)
print(0.1 + 0.7)
print(1234567.0, 12345678.9, 0.000123)
print(Double(Float(0.1)))
