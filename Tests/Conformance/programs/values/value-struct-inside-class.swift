// A struct stored in a class is changed in place through any reference.
struct Stats {
    var hits = 0
    var misses = 0
}
final class Tracker {
    var stats = Stats()
}

let t1 = Tracker()
let t2 = t1
t1.stats.hits += 1
t2.stats.misses += 2
print(t1.stats)
var snapshot = t1.stats
snapshot.hits = 50
print(t2.stats.hits, snapshot.hits)

