// Closures taking inout parameters change the caller's variable.
var total = 1
let double: (inout Int) -> Void = { $0 *= 2 }
double(&total)
double(&total)
print(total)
func applyTwice(_ change: (inout Int) -> Void, to value: inout Int) {
    change(&value)
    change(&value)
}
applyTwice({ v in v += 10 }, to: &total)
print(total)
struct Counter {
    var hits = 0 {
        didSet { print("hits", oldValue, "->", hits) }
    }
}
var counter = Counter()
applyTwice({ $0 += 1 }, to: &counter.hits)
var names = ["b", "a"]
let sortInPlace: (inout [String]) -> Void = { $0.sort() }
sortInPlace(&names)
print(names)
