// private(set) allows reading outside but writing only inside.
struct Counter {
    private(set) var count = 0
    mutating func tick() { count += 1 }
}

var c = Counter()
c.tick()
c.tick()
print(c.count)
print(c)

