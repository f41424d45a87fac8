import Foundation
let i = 42
let d = Double(i) / 5
print(d, Int(d), Int(d.rounded()), Int(-d), UInt(i), Int8(i), Float(i))
print(String(i) + "!", "\(i)" == String(i), Int(String(i))! + 1)
print(Double("3.14")! * 2, Double("abc") ?? 0, Int("  5") ?? -1, Int("5") ?? -1)
print(Int(exactly: 2.0)!, Int(exactly: 2.5) as Any, Double(exactly: 3)!, Int(truncatingIfNeeded: Int64.max))
print(Bool("true")!, String(true), Int(true ? 1 : 0))
print(Character("A").asciiValue!, Int(Character("A").asciiValue!), String(Character("A")))
print(Array("42").map { Int(String($0))! }, String(12345).count, String(12345).map { $0.wholeNumberValue! }.reduce(0, +))
let cents = 1999
print(Double(cents) / 100, cents / 100, cents % 100, String(format: "%d.%02d", cents / 100, cents % 100) as String)
let big: Int64 = 1 << 40
print(big, Int(big), Int32(truncatingIfNeeded: big), UInt8(truncatingIfNeeded: 258))
print(Double(UInt8.max) / 2, Int(UInt16.max) + 1, Int16(-1) & 0xFF)
print(type(of: d), type(of: Int8(1) + 1), type(of: Float(1) * 2), type(of: 1 + 1.5))
let anyValues: [Any] = [1, 2.5, "3", true]
for v in anyValues {
  if let n = v as? Int { print("int", n) }
  else if let x = v as? Double { print("double", x) }
  else if let s = v as? String, let n = Int(s) { print("string number", n) }
  else { print("other", v) }
}
