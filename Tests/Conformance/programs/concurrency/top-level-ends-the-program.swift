// The program ends when its top level returns: a task that has not run by then never runs.
actor Counter {
    var value = 0
    func bump() -> Int { value += 1; return value }
}
let counter = Counter()
print("start")
Task {
    print("main-actor task ran")
}
Task {
    let v = await counter.bump()
    print("bumped to", v)
}
for i in 1...3 {
    print("top level", i)
}
print("end of top level")
