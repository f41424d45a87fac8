// A stride over Float bounds steps in Float, as Swift does (in Double its values print otherwise).
print(Array(stride(from: 0.0, through: 1.0, by: 0.1)))
print(Array(stride(from: 1.0, to: 0.0, by: -0.3)))
print(Array(stride(from: 0.0, to: 0.3, by: 0.1)).count)
for x in stride(from: 0.5, through: 2.0, by: 0.25) { print(x, terminator: " ") }
print()
print(Array(stride(from: Float(0), through: 1, by: 0.2)))
print(Array(stride(from: 10, through: 0, by: -3)), Array(stride(from: 0, to: -5, by: -2)))
print(stride(from: 0, to: 10, by: 3).map { $0 * 2 }, stride(from: 0, through: 10, by: 5).reversed())
let fs = Array(stride(from: Float(0), to: 1, by: 0.3))
print(fs, type(of: fs), fs.reduce(0, +))
for f in stride(from: Float(1.5), through: 0, by: -0.5) { print(f, terminator: " ") }
print()
