// A sequence type of the program is pulled only as far as each member needs: first(where:),
// contains, allSatisfy and prefix(while:) stop at the deciding element, prefix(n) is a lazy
// PrefixSequence whose next() calls come between a loop's bodies, and an endless one is fine.
struct Noisy: Sequence, IteratorProtocol {
    var n = 0
    mutating func next() -> Int? { n += 1; print("next ->", n); return n <= 5 ? n : nil }
}
print(Noisy().first(where: { $0 > 1 })!)
print(Noisy().contains(2))
print(Noisy().allSatisfy { $0 < 2 })
print(Noisy().prefix(while: { $0 < 3 }))
print(Noisy().contains(where: { $0 == 1 }))
for x in Noisy().prefix(2) { print("got", x) }
for x in sequence(first: 1, next: { n -> Int? in print("gen", n); return n + 1 }).prefix(3) { print("seq", x) }
print(Array(Noisy().prefix(3).prefix(1)), Noisy().prefix(9).map { $0 * 2 })
struct LinkedList<T>: Sequence {
    final class Node { let value: T; var next: Node?; init(_ v: T) { value = v } }
    var head: Node?
    mutating func push(_ v: T) { let n = Node(v); n.next = head; head = n }
    func makeIterator() -> AnyIterator<T> { var cur = head; return AnyIterator { defer { cur = cur?.next }; return cur?.value } }
}
var ll = LinkedList<Int>()
ll.push(1); ll.push(2); ll.push(3)
print(Array(ll), ll.map { $0 * 10 }, ll.contains(2), ll.reduce(0, +))
struct Countdown: Sequence, IteratorProtocol { var n: Int; mutating func next() -> Int? { if n == 0 { return nil }; defer { n -= 1 }; return n } }
print(Array(Countdown(n: 3)), Countdown(n: 4).filter { $0 % 2 == 0 })
for x in Countdown(n: 2) { print("tick", x) }
struct Fib: Sequence { func makeIterator() -> some IteratorProtocol<Int> { var (a, b) = (0, 1); return AnyIterator { defer { (a, b) = (b, a + b) }; return a } } }
print(Array(Fib().prefix(10)))
print(Fib().first { $0 > 50 }!)
var it = [1, 2].makeIterator()
print(it.next() as Any, it.next() as Any, it.next() as Any)
