// Optional results of collection methods.
let numbers = [4, 8, 15, 16, 23, 42]
print(numbers.first as Any)
print(numbers.first(where: { $0 > 20 }) as Any)
print(numbers.first(where: { $0 > 100 }) as Any)
print(numbers.min() as Any)
print([Int]().max() as Any)
print(numbers.firstIndex(of: 15) as Any)
print(numbers.randomElement() != nil)
print("".first as Any)
print("hey".last as Any)

