// removeFirst(_:) of more elements than there are traps, in words unlike removeLast(_:)'s.
var queue = [1, 2, 3]
queue.removeFirst(2)
print(queue)
queue.removeLast(1)
print(queue, queue.isEmpty)
queue.append(contentsOf: [4, 5])
queue.removeFirst(4)
print("not reached")
