let f: Float = 0.1
let g: Float = 0.2
print(f + g, f * 3, g / 3, Float(1) / 3 * 3, f == 0.1)
let fs: [Float] = [1.5, 2.25, 3.0]
print(fs, fs.reduce(0, +), fs.map { $0 * 2 }, fs.max()!)
print("\(f) \(f + g) \(Double(f))")
let half = Float(1) / 2
print(half, half.rounded(), Float(2.5).rounded(), Float(-2.5).rounded(.towardZero))
print(Float(16).squareRoot(), Float.pi, Float(Double.pi), Float(1e10), Float(123456789))
print(Float.infinity, -Float.infinity, Float.nan.isNaN, Float(0.0) == -0.0)
print(Int(Float(3.99)), Int(Float(-3.99)), Double(Float(0.5)))
var acc: Float = 0
for _ in 0..<10 { acc += 0.1 }
print(acc, acc == 1.0)
var dacc = 0.0
for _ in 0..<10 { dacc += 0.1 }
print(dacc, dacc == 1.0, abs(dacc - 1.0) < 1e-9)
print(Float(7) / Float(2), 7.0 / 2.0, Double(7 / 2), Double(7) / 2)
print((0.1 + 0.2) * 10, 1.0 - 0.9, 100.0 * 1.1)
print(2.0.squareRoot() * 2.0.squareRoot(), 1e308 * 10, -1e308 * 10)
print(Double(Int32.max) + 1, Float(Int16.min))
