// split on an element, and partition in place.
let line = [1, 2, 0, 3, 0, 0, 4]
print(line.split(separator: 0))
print(line.split(separator: 0, omittingEmptySubsequences: false))
print(line.split(whereSeparator: { $0 < 2 }).map(Array.init))
var numbers = [1, 2, 3, 4, 5, 6, 7, 8]
let p = numbers.partition { $0 % 2 == 0 }
print(p, numbers[..<p].sorted(), numbers[p...].sorted())

