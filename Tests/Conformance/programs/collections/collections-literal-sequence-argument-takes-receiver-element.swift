// An array literal passed as a sequence of the receiver's elements holds elements of its type.
var a: [Double] = []
a.append(contentsOf: [0, 1])
a.insert(contentsOf: [2], at: 0)
a.replaceSubrange(0..<1, with: [5])
print(a)
var s: Set<Double> = []
s.formUnion([1])
print(s, s.union([2]).sorted(), s.isSubset(of: [1, 2]))
print(s.union([3]).sorted())
var slice: ArraySlice<Double> = []
slice.append(contentsOf: [1])
print(slice)
var rest = [1.0, 2, 3].dropFirst()
rest.append(contentsOf: [4])
print(rest.startIndex, rest, rest.endIndex)
var b = [Double](repeating: 1, count: 2)
b += [3]
print(b)
