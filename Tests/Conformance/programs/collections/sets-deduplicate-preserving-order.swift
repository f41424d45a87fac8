// Removing duplicates while keeping first occurrences, with a Set of seen values.
let input = [3, 1, 3, 2, 1, 4, 2]
var seen = Set<Int>()
let unique = input.filter { seen.insert($0).inserted }
print(unique)
print(Set(input).count)
print(Set("mississippi").sorted())
print(String(Set("hello").sorted()))

