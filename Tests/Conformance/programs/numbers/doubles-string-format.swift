// String(format:) from Foundation.
import Foundation

print(String(format: "%.2f", 3.14159))
print(String(format: "%5.1f|", 2.25))
print(String(format: "%d items", 42))
print(String(format: "%03d", 7))
print(String(format: "%x %X %o", 255, 255, 8))
print(String(format: "%@ and %@", "this", "that"))
print(String(format: "%.0f %.0f", 0.5, 1.5))
print(String(format: "%e", 12345.678))
print(String(format: "%%"))

