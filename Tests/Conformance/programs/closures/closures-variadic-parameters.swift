// A closure's variadic parameter gathers the arguments from its place on into an array.
let sum = { (xs: Int...) -> Int in xs.reduce(0, +) }
print(sum(1, 2, 3), sum(), sum(10))
let show = { (label: String, values: Double...) in
  print(label, values, values.count)
}
show("none")
show("two", 1.5, 2)
let joinAll = { (separator: String, parts: String...) -> String in parts.joined(separator: separator) }
print(joinAll("-", "a", "b", "c"))
func twice(_ f: () -> Int) -> Int { f() + f() }
print(twice { sum(4, 5) })
let average = { (numbers: Double...) -> Double in
  numbers.isEmpty ? 0 : numbers.reduce(0, +) / Double(numbers.count)
}
print(average(1, 2, 3, 4), average())
