// while let loops until an optional is nil.
var stack = [1, 2, 3]
while let top = stack.popLast() {
    print("popped", top)
}
var iterator = ["x", "y"].makeIterator()
while let item = iterator.next() {
    print("item", item)
}
var queue = [5, 0, 7]
while let first = queue.first, first != 0 {
    print("first", first)
    queue.removeFirst()
}
print(queue)

