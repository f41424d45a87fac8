// Mutating an array by index inside a loop; the loop's sequence is a copy.
var values = [4, 1, 3, 2]
for i in values.indices {
    for j in values.indices.dropFirst(i + 1) where values[j] < values[i] {
        values.swapAt(i, j)
    }
}
print(values)
var growing = [1, 2]
for v in growing {
    growing.append(v * 10)
}
print(growing)

