let b: UInt8 = 57
print(Int(b - 48), Double(b) / 2, Int(b) * 2)
let x: Int = 7
let d: Double = Double(x) * 1.5
print(d, Double(x * 2), Int(Double(x) * 0.5))
let f: Float = 2
print(Int(f * 3), Double(f + 0.5))
