// Assigning through optional chaining does nothing when nil, and returns Void?.
class Node {
    var value: Int
    var next: Node?
    init(_ value: Int) { self.value = value }
}

let head = Node(1)
head.next = Node(2)
head.next?.value = 20
head.next?.next?.value = 30
print(head.value, head.next!.value)
let result: Void? = head.next?.next?.value = 5
print(result == nil)
let done: ()? = head.next?.value = 21
print(done != nil, head.next!.value)
