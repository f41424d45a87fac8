let values: [Double] = [0, 1, -1.5, 100, 1234.5678, 1e-7, 123456789.123, 0.5, 2.0/3]
for v in values {
  print(v, Int(v), String(v), v.description, "\(v)")
}
let fs: [Float] = [0.1, 1.0/3, 16777216, 1e-3, 3.14159]
for f in fs { print(f, Double(f)) }
print(Double(Float(3.14159)))
print(Int(Float(2.9)), Float(Int.max))
print(Double("1_000") as Any, Int("1_000") as Any, Double(".5") as Any, Double("5.") as Any)
print(Double("inf") as Any, Double("nan")?.isNaN as Any, Double("-0") as Any)
print(Int(" 42") as Any, Int("42 ") as Any, Int("0x1F") as Any, Int("1F", radix: 16) as Any)
print(Int8("127") as Any, Int8("128") as Any, UInt("-0") as Any, UInt8("255") as Any)
print(Bool("true") as Any, Bool("True") as Any, Bool("false") as Any)
print(String(3.0), String(-0.5), String(Float(1.25)))
print(1.0.description, 1.5.debugDescription, (0.1).description)
print(Double(Int64.max), Double(UInt64.max), Float(UInt8.max))
print(Int64.max, Int32.min, UInt16.max, Int(Int32.max) + 1)
print(0.1 + 0.7, 0.3 - 0.1, 1.1 * 1.1, 4.35 * 100)
print(1e22, 1e23, 1.0e-10, 9007199254740993.0)
print(Double(Int("7")!) * 1.5)
print(String(Int.max, radix: 36), Int("zz", radix: 36)!)
print(Double(3) == 3.0, 3 == 3.0)
print(12.5.rounded(.toNearestOrAwayFromZero), Double(Int(12.5)))
print((-7).quotientAndRemainder(dividingBy: 2))
print(Double.ulpOfOne, Float.ulpOfOne)
print(1/3.0*3 == 1.0, 0.1+0.2 == 0.3, abs(0.1+0.2-0.3) < .ulpOfOne)
