// Chaining map, filter and reduce.
let numbers = Array(1...10)
let evensSquared = numbers.filter { $0 % 2 == 0 }.map { $0 * $0 }
print(evensSquared)
print(evensSquared.reduce(0, +))
print(numbers.reduce("") { $0 + String($1) })
print(numbers.map(String.init).joined(separator: "-"))
print(numbers.first { $0 > 4 } as Any)
print(numbers.compactMap { $0 % 3 == 0 ? $0 * 10 : nil })
print(numbers.flatMap { [$0, -$0] }.prefix(6))
print(numbers.contains { $0 > 9 }, numbers.allSatisfy { $0 > 0 })

