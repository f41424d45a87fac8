// partition(by:) and split(whereSeparator:) ask their closure in Swift's order and no more
// often: partition from both ends, each element once; split no further than the last split.
var numbers = [5, 1, 8, 2, 9, 3]
let pivot = numbers.partition(by: { n in
    print("asked", n)
    return n > 4
})
print(pivot, numbers)
let parts = [1, 0, 2, 0, 3].split(maxSplits: 1, whereSeparator: { n in
    print("split asked", n)
    return n == 0
})
print(parts)
var empty: [Int] = []
print(empty.partition { $0 > 0 }, empty)
var all = [1, 2, 3]
print(all.partition { _ in true }, all, all.partition { _ in false })
