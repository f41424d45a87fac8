// Variadic parameters arrive as an array.
func sum(_ numbers: Int...) -> Int {
    numbers.reduce(0, +)
}
func label(_ prefix: String, _ items: String..., separator: String = ",") -> String {
    prefix + items.joined(separator: separator)
}
func count(of values: Double...) -> Int { values.count }

print(sum())
print(sum(1))
print(sum(1, 2, 3, 4))
print(label("items: ", "a", "b", "c"))
print(label("none: "))
print(label("x", "1", "2", separator: "+"))
print(count(of: 1.5, 2.5))
func show(_ values: Int...) { print(values, type(of: values)) }
show(7, 8)

