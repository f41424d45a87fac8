// Arrays are values: a copy changes independently.
var original = [1, 2, 3]
var copy = original
copy.append(4)
copy[0] = 99
print(original)
print(copy)
func appendOne(_ array: [Int]) -> [Int] {
    var a = array
    a.append(1)
    return a
}
let longer = appendOne(original)
print(original.count, longer.count)
var nested = [[1], [2]]
var nestedCopy = nested
nestedCopy[0].append(5)
print(nested, nestedCopy)

