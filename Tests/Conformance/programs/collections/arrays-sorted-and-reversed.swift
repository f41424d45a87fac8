// Sorting and reversing, in place and as copies.
var numbers = [5, 3, 8, 1, 9, 2]
print(numbers.sorted())
print(numbers)
numbers.sort(by: >)
print(numbers)
numbers.reverse()
print(numbers)
print(Array(numbers.reversed()))
print(numbers.reversed().map { $0 * 2 })
let words = ["banana", "Apple", "cherry"]
print(words.sorted())
print(words.sorted { $0.lowercased() < $1.lowercased() })

