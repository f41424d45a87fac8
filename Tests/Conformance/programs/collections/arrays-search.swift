// Searching arrays: first, last, firstIndex, lastIndex, contains.
let values = [3, 7, 1, 7, 9, 4]
print(values.first(where: { $0 > 5 }) as Any)
print(values.last(where: { $0 > 5 }) as Any)
print(values.firstIndex(of: 7) as Any)
print(values.lastIndex(of: 7) as Any)
print(values.firstIndex(where: { $0 % 2 == 0 }) as Any)
print(values.contains(9), values.contains(10))
print(values.min()!, values.max()!)
print(values.min(by: { $0 % 5 < $1 % 5 })!)
print(values.starts(with: [3, 7]), values.elementsEqual([3, 7]))

