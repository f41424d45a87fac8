// AnyIterator: made of a closure or wrapping an iterator, returned by a makeIterator(),
// walked by for, Array, map, first(where:); copies share their position.
var n = 0
let counter = AnyIterator<Int> { n += 1; return n <= 3 ? n : nil }
for x in counter { print(x, terminator: " ") }
print()
var base = [10, 20, 30].makeIterator()
let wrapped = AnyIterator(base)
print(wrapped.next() as Any, Array(wrapped))
print(base.next() as Any)
struct Evens: Sequence { let limit: Int
  func makeIterator() -> AnyIterator<Int> { var i = 0; return AnyIterator { defer { i += 2 }; return i <= limit ? i : nil } } }
print(Array(Evens(limit: 6)), Evens(limit: 4).map { $0 * 10 }, Evens(limit: 100).first { $0 > 10 } as Any)
struct Countdown: IteratorProtocol { var k: Int; mutating func next() -> Int? { k == 0 ? nil : { k -= 1; return k + 1 }() } }
let anyCount = AnyIterator(Countdown(k: 3))
print(Array(anyCount))
let it = AnyIterator([1, 2, 3].makeIterator()); let alias = it
print(it.next()!, alias.next()!, it.next()!)
