// A let constant holding a class can still change its var properties.
final class Counter {
    var count = 0
    func increment() -> Counter {
        count += 1
        return self
    }
}

let counter = Counter()
counter.increment().increment().increment()
print(counter.count)
let counters = [Counter(), Counter()]
counters[1].count = 7
print(counters.map(\.count))

