import Foundation
let values = [0.0, 1.0, 0.5, 1.25, 2.675, 1234.5678, -0.001, 99.995, 1e6]
for v in values {
  print(String(format: "%.2f", v), String(format: "%8.3f", v), String(format: "%e", v), String(format: "%g", v))
}
let ints = [0, 7, -42, 255, 1000000]
for i in ints { print(String(format: "%5d|%-5d|%05d|%x|%o", i, i, i, i, i)) }
print(String(format: "%d/%d = %.3f", 22, 7, 22.0 / 7.0))
print(String(format: "%@: %d", "count", 3), String(format: "%c", 65))
print(String(format: "%10.4f|", Double.pi), String(format: "%-10.2f|", Double.pi))
print(String(format: "%.0f %.0f %.0f %.0f", 0.5, 1.5, 2.5, -0.5))
print(String(format: "%5.1f%%", 45.25), String(format: "%+.1f", -3.0), String(format: "%+.1f", 3.0))
print(String(format: "%ld %lld %lu", 1, 2, 3))
let price: Float = 19.99
print(String(format: "%.2f", price), price, Double(price))
