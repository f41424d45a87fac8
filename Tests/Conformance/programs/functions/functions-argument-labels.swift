// External and internal parameter names.
func move(from start: Int, to end: Int, by step: Int) -> [Int] {
    Array(stride(from: start, through: end, by: step))
}
func join(_ a: String, and b: String) -> String { a + "&" + b }
func area(width w: Double, height h: Double) -> Double { w * h }

print(move(from: 1, to: 10, by: 3))
print(join("x", and: "y"))
print(area(width: 2, height: 3.5))
func describe(_ value: Int, as label: String) -> String {
    "\(label)=\(value)"
}
print(describe(4, as: "four"))

