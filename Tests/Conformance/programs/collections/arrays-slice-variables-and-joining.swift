let a = [1, 2, 3, 4, 5]
var rest = a.dropFirst()
print(rest.removeFirst(), rest.startIndex, rest, rest.popLast() as Any, rest.popFirst() as Any, rest.startIndex)
rest.append(9)
print(rest, rest.startIndex, rest.endIndex, rest.removeLast())
print(a.prefix(2) + a.suffix(2), (a.prefix(2) + a.suffix(2)).startIndex, a + a.dropFirst(3), a.dropLast(3) + [7])
var b = [0]
b += a.suffix(2)
print(b, a[3...] + a[..<1])
