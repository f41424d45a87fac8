// String(describing:) of many kinds of values.
let values: [Any] = [1, "two", 3.0, true, [4], ["five": 5], (6, 7), Character("8"), 9...10, Int8(11)]
for v in values {
    print(String(describing: v))
}
print(values.count)
print(String(reflecting: values[1]))
print(String(reflecting: values[7]))

