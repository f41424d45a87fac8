// merging with a rule for duplicate keys.
let base = ["a": 1, "b": 2]
let extra = ["b": 20, "c": 30]
let keepOld = base.merging(extra) { old, _ in old }
let keepNew = base.merging(extra) { _, new in new }
let summed = base.merging(extra, uniquingKeysWith: +)
for d in [keepOld, keepNew, summed] {
    print(d.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ","))
}
var target = base
target.merge(["a": 100]) { $0 + $1 }
print(target["a"]!)

